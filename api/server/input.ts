import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, fieldIssue, illegalParameter, type FieldIssue } from './api-error.ts';
import { apiText, zodText } from './api-messages.ts';
import { ResponseCode } from '../../src/lib/contract/codes.ts';

/** Largest request body the API reads (uploads have their own limit). */
export const maxJsonBodyBytes = 256 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have: no request of the contract needs more than a few levels. */
export const maxJsonDepth = 32;
/** Largest upload (one image or scanned document). */
export const maxUploadBytes = 5 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Finds strings PostgreSQL or a browser would choke on: NUL (text columns reject it) and lone
 * UTF-16 surrogates (not encodable as UTF-8). Returns the path of the first one.
 */
function findUnsafeString(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || !value.isWellFormed() ? path : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeString(item, `${path}.${String(i)}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafeString(key, path) ?? findUnsafeString(item, `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

// zod's own messages in each language, per parse (the process-wide config stays untouched); a
// custom message written in a schema outranks these and is a catalogue key (api-messages.ts).
const zodErrorMaps = { zh: z.locales.zhCN().localeError, en: z.locales.en().localeError };

/**
 * Validates one input part with its zod schema, naming every failing field as `<part>.<path>`,
 * each with its message in both languages.
 */
export function parsePart<T extends z.ZodType>(part: string, schema: T, raw: unknown): z.output<T> {
  const unsafe = findUnsafeString(raw, part);
  if (unsafe !== null) throw illegalParameter([fieldIssue(unsafe, 'apiMessage.field.unsafeString')]);
  const result = schema.safeParse(raw, { error: zodErrorMaps.zh });
  if (result.success) return result.data;
  // Only a failure parses again: the same input gives the same issues in the same order.
  const english = schema.safeParse(raw, { error: zodErrorMaps.en });
  const enIssues = english.success ? [] : english.error.issues;
  const fields: FieldIssue[] = result.error.issues.map((issue, i) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    message: zodText(issue, enIssues[i]),
  }));
  throw illegalParameter(fields);
}

/** Reads a JSON body strictly: right content type, size limit, valid UTF-8, valid JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(ResponseCode.illegalParameter, 415, apiText('apiMessage.body.notJson'), [
      fieldIssue('header.content-type', 'apiMessage.field.expectedJson'),
    ]);
  }
  // A JSON body past the limit is bad input like one nested too deep (400); raw uploads say 413.
  const bytes = await readLimited(c, maxJsonBodyBytes, 400);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw illegalParameter([fieldIssue('body', 'apiMessage.field.notUtf8')]);
  }
  if (text.trim() === '') throw illegalParameter([fieldIssue('body', 'apiMessage.field.emptyBody')]);
  // Checked on the text, before anything walks the parsed value recursively (validation did,
  // and 120,000 nested arrays overflowed the stack: a 500 instead of a 400).
  if (jsonDepth(text) > maxJsonDepth)
    throw illegalParameter([fieldIssue('body', 'apiMessage.field.tooDeep', { depth: maxJsonDepth })]);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw illegalParameter([fieldIssue('body', 'apiMessage.field.invalidJson')]);
  }
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted outside strings (the text
 * may be invalid JSON: the parse that follows says so).
 * @example jsonDepth('{"a":[1,{"b":"]]"}]}') // 3
 */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/** Reads the raw body up to `limit` bytes; beyond it answers `status` (413) without buffering the rest. */
export async function readLimited(c: Context, limit: number, status: 400 | 413 = 413): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit, status);
  const stream = c.req.raw.body;
  if (stream === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge(limit, status);
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function tooLarge(limit: number, status: 400 | 413): ApiError {
  return new ApiError(
    ResponseCode.illegalParameter,
    status,
    apiText('apiMessage.body.tooLarge', { bytes: limit }),
    [fieldIssue('body', 'apiMessage.field.tooLarge', { bytes: limit })],
  );
}

/** Query parameters as a plain object; a repeated key keeps its first value. */
export function queryObject(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const first = values[0];
    if (first !== undefined) out[key] = first;
  }
  return out;
}
