// Applies the security headers to a Node response at the moment its headers are written,
// whoever writes them (the Astro adapter, its static file server, the API proxy, the webhook):
// the kind of a response depends on its Content-Type, known only then.
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { responseKind, type SecurityHeaders } from './headers.ts';

type HeaderArgument = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** Folds the headers given to writeHead into the response, as Node would (they win over setHeader). */
function foldHeaders(res: ServerResponse, headers: HeaderArgument): void {
  if (headers === undefined) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) res.setHeader(name, value);
    }
    return;
  }
  // [[name, value], ...] or the raw flat form [name, value, name, value, ...].
  const pairs: [string, string | string[]][] = [];
  if (headers.every((entry) => Array.isArray(entry))) {
    for (const [name, value] of headers as unknown as [string, string | string[]][])
      pairs.push([name, value]);
  } else {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      pairs.push([String(headers[index]), String(headers[index + 1])]);
    }
  }
  const seen = new Set<string>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const previous = res.getHeader(key);
    if (seen.has(key) && previous !== undefined) {
      res.setHeader(key, [...(Array.isArray(previous) ? previous : [String(previous)]), ...[value].flat()]);
    } else {
      res.setHeader(key, value);
    }
    seen.add(key);
  }
}

/** One header as a single string, or undefined. */
function headerText(res: ServerResponse, name: string): string | undefined {
  const value = res.getHeader(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Where a response's bytes come from. */
export interface ResponseSource {
  /** From the API (stored content) rather than from the portal itself. */
  proxied: boolean;
  /** HTML whose forms must submit (the embedded API's test payment gateway): `form`, not `stored`. */
  formsAllowed?: boolean | undefined;
}

/** Makes `res` carry the security headers of its kind when its headers are written. */
export function secureResponse(res: ServerResponse, security: SecurityHeaders, source: ResponseSource): void {
  const writeHead = res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse;
  let applied = false;
  const secured = (
    status: number,
    reasonOrHeaders?: string | HeaderArgument,
    maybeHeaders?: HeaderArgument,
  ) => {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    if (!res.headersSent)
      foldHeaders(res, typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders);
    if (!applied && !res.headersSent) {
      applied = true;
      const detected = responseKind(headerText(res, 'content-type'), source.proxied);
      const kind = detected === 'stored' && source.formsAllowed === true ? 'form' : detected;
      const rendered = kind === 'page' ? headerText(res, 'content-security-policy') : undefined;
      const headers = security.for(kind, rendered, headerText(res, 'content-disposition'), res.req.url);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    return reason === undefined ? writeHead(status) : writeHead(status, reason);
  };
  res.writeHead = secured;
}
