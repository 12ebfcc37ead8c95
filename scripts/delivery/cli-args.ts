// Command-line arguments of the delivery CLIs (export, publish, rebuild): each command declares
// its options once as a zod object whose fields carry a description, a placeholder and a
// default; from it come node:util parseArgs' options, the `--help` text and the validation.
// A bad argument is one line on stderr and exit code 2 before the command touches anything.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';

/** Exit code of a command given bad arguments (as getopt-style tools use it). */
export const usageExitCode = 2;

/** What `--help` shows of an option beside its description (read from zod metadata). */
interface OptionMeta {
  description?: string;
  /** Name of the value in the usage line: `--workers <n>`. */
  placeholder?: string;
  /** The default in words when it is computed at run time rather than a zod default. */
  defaultText?: string;
  /** The expected shape in words, for a value that fails a pattern (`kind or kind:id`). */
  format?: string;
}

const metaKeys = ['description', 'placeholder', 'defaultText', 'format'] as const;

/** A command: its name in messages, how it is run, what it does, and its options. */
export interface CliSpec<Schema extends z.ZodObject> {
  /** Prefix of messages, e.g. `export` for `[export] ...`. */
  name: string;
  /** How it is run, e.g. `npm run export -- [options]`. */
  usage: string;
  /** One or two sentences for the top of `--help`. */
  summary: string;
  /** Keys are the option names as typed (`chunk-size`). */
  schema: Schema;
}

/** What parsing an argument list came to. */
export type CliOutcome<Values> =
  { kind: 'values'; values: Values } | { kind: 'help'; text: string } | { kind: 'error'; message: string };

/** A positive whole number given as text (`--workers 2`), at most `max`. */
export function positiveInt(max: number) {
  return z
    .string()
    .regex(/^[0-9]+$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'must be at least 1')
        .max(max, `must be at most ${String(max)}`),
    );
}

/** Attaches the `--help` text of an option (description, value name, computed default). */
export function described<Schema extends z.ZodType>(schema: Schema, meta: OptionMeta): Schema {
  return schema.meta({ ...meta });
}

/** The schema inside defaults, optionals and pipes, with the metadata met on the way. */
function unwrap(schema: z.ZodType): { base: z.ZodType; meta: OptionMeta; fallback?: unknown } {
  const meta: OptionMeta = {};
  let fallback: unknown;
  let current: z.ZodType = schema;
  for (;;) {
    const found = z.globalRegistry.get(current) as OptionMeta | undefined;
    // The outermost wrapper that says something wins.
    for (const key of metaKeys) {
      const value = found?.[key];
      if (meta[key] === undefined && value !== undefined) meta[key] = value;
    }
    const def = current.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.type === 'default') fallback ??= (current as z.ZodDefault).def.defaultValue;
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (inner === undefined) return { base: current, meta, fallback };
    current = inner;
  }
}

/** The fields of a command's schema by option name. */
function fieldsOf(schema: z.ZodObject): [string, z.ZodType][] {
  const shape: Record<string, z.ZodType> = schema.shape;
  return Object.entries(shape);
}

/** The parseArgs option of a field: booleans are flags, arrays repeat, the rest take a value. */
function parseArgsOption(schema: z.ZodType): NonNullable<ParseArgsConfig['options']>[string] {
  const kind = unwrap(schema).base.def.type;
  if (kind === 'boolean') return { type: 'boolean' };
  if (kind === 'array') return { type: 'string', multiple: true };
  return { type: 'string' };
}

/** node:util parseArgs options for a command's schema, plus `-h, --help`. */
function parseArgsOptions(schema: z.ZodObject): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } };
  for (const [name, field] of fieldsOf(schema)) options[name] = parseArgsOption(field);
  return options;
}

/** How a default reads in `--help`. */
function defaultLabel(fallback: unknown, meta: OptionMeta): string | undefined {
  if (meta.defaultText !== undefined) return meta.defaultText;
  if (fallback === undefined || fallback === false) return undefined;
  if (Array.isArray(fallback)) return fallback.length === 0 ? undefined : fallback.join(', ');
  return typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : undefined;
}

/** The `--help` text of a command, generated from its schema. */
export function helpText(spec: CliSpec<z.ZodObject>): string {
  const rows: [string, string][] = fieldsOf(spec.schema).map(([name, field]) => {
    const { base, meta, fallback } = unwrap(field);
    const flag = base.def.type === 'boolean' ? `--${name}` : `--${name} <${meta.placeholder ?? 'value'}>`;
    const repeat = base.def.type === 'array' ? ' (repeatable)' : '';
    const shown = defaultLabel(fallback, meta);
    const suffix = shown === undefined ? '' : ` (default: ${shown})`;
    return [flag, `${meta.description ?? ''}${repeat}${suffix}`];
  });
  rows.push(['-h, --help', 'Prints this help and exits']);
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
  return [
    `usage: ${spec.usage}`,
    '',
    spec.summary,
    '',
    'options:',
    ...rows.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`),
  ].join('\n');
}

/** The first sentence of a parseArgs error, lower-cased (`unknown option '--x'`). */
function parseArgsProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const sentence = text.split(/\.\s/, 1)[0] ?? text;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** One line naming the option, the problem and the value given. */
function issueLine(issue: z.core.$ZodIssue, schema: z.ZodObject, raw: Record<string, unknown>): string {
  const [name, index] = issue.path;
  if (typeof name !== 'string') return issue.message;
  let given = raw[name];
  if (Array.isArray(given) && typeof index === 'number') given = given[index];
  const shown = typeof given === 'string' ? `, got '${given}'` : '';
  const field = (schema.shape as Record<string, z.ZodType | undefined>)[name];
  const format = field === undefined ? undefined : unwrap(field).meta.format;
  const problem =
    issue.code === 'invalid_format' && format !== undefined ? `must look like ${format}` : issue.message;
  return `--${name} ${problem}${shown}`;
}

/** Parses an argument list against a command's schema; never exits, never prints. */
export function parseCli<Schema extends z.ZodObject>(
  spec: CliSpec<Schema>,
  argv: readonly string[],
): CliOutcome<z.output<Schema>> {
  const beforeSeparator = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  if (beforeSeparator.includes('--help') || beforeSeparator.includes('-h')) {
    return { kind: 'help', text: helpText(spec) };
  }
  let raw: Record<string, unknown>;
  try {
    raw = parseArgs({ args: [...argv], options: parseArgsOptions(spec.schema), strict: true }).values;
  } catch (error) {
    return { kind: 'error', message: `[${spec.name}] ${parseArgsProblem(error)}` };
  }
  const parsed = spec.schema.safeParse(raw);
  if (parsed.success) return { kind: 'values', values: parsed.data };
  const problems = parsed.error.issues.map((issue) => issueLine(issue, spec.schema, raw));
  return { kind: 'error', message: `[${spec.name}] ${problems.join('; ')}` };
}

/**
 * The validated options of this process's command line: prints `--help` and exits 0, or
 * prints the problem on one line and exits 2 (with a pointer to --help).
 */
export function readCli<Schema extends z.ZodObject>(
  spec: CliSpec<Schema>,
  argv: readonly string[] = process.argv.slice(2),
): z.output<Schema> {
  const outcome = parseCli(spec, argv);
  if (outcome.kind === 'values') return outcome.values;
  if (outcome.kind === 'help') {
    console.log(outcome.text);
    process.exit(0);
  }
  console.error(`${outcome.message} (--help lists the options)`);
  process.exit(usageExitCode);
}
