// Validation of route parameters: a page whose parameters fail answers 404.
// Only canonical spellings pass (no signs, spaces or leading zeros), so each page has one URL.

// 18 digits stay below 2^63, the API's id type; ids are kept as strings because ids over
// 2^53 lose digits as JavaScript numbers.
const digitsId = /^[1-9][0-9]{0,17}$/;

/**
 * Whether a value is a record id: digits only, 1 to 18 of them, no leading zero, not '0'.
 * @example isDigitsId('123') // true
 * @example isDigitsId('0123') // false
 */
export function isDigitsId(value: unknown): value is string {
  return typeof value === 'string' && digitsId.test(value);
}

// Nine digits keep every parsed value a safe integer with room to spare.
const positiveInteger = /^[1-9][0-9]{0,8}$/;
const nonNegativeInteger = /^(?:0|[1-9][0-9]{0,8})$/;

/**
 * A list page number: a positive integer without sign or leading zero; undefined otherwise.
 * @example parseListPage('2') // 2
 * @example parseListPage('0') // undefined
 */
export function parseListPage(value: unknown): number | undefined {
  return typeof value === 'string' && positiveInteger.test(value) ? Number(value) : undefined;
}

/** Options of `parseDashParams`. */
export interface DashParamsOptions<Name extends string> {
  /** A leading word the segment must start with, followed by a dash ('exhibition' in 'exhibition-0-...'). */
  readonly prefix?: string;
  /** Names whose value must be at least 1; by default the name 'page' if present. */
  readonly positive?: readonly Name[];
}

/**
 * Splits a dash-separated route segment into named non-negative integers, or undefined when the
 * count of parts differs, a part is not a canonical integer, or a positive part is 0. Astro's
 * last bracket parameter takes any leftover dashes, so joining the params with '-' and parsing
 * here also rejects those.
 * @example parseDashParams('exhibition-0-0-3-0-0-0-2', ['f', 's', 'g', 'p', 'c', 't', 'page'], { prefix: 'exhibition' }) // { f: 0, s: 0, g: 3, p: 0, c: 0, t: 0, page: 2 }
 */
export function parseDashParams<Name extends string>(
  segment: string,
  names: readonly Name[],
  options: DashParamsOptions<Name> = {},
): Record<Name, number> | undefined {
  if (typeof segment !== 'string') return undefined;
  let rest = segment.replace(/^\//, '').replace(/\/$/, '');
  if (options.prefix !== undefined) {
    if (!rest.startsWith(`${options.prefix}-`)) return undefined;
    rest = rest.slice(options.prefix.length + 1);
  }
  const parts = rest.split('-');
  if (names.length === 0 || parts.length !== names.length) return undefined;
  const positive = new Set<string>(options.positive ?? names.filter((name) => name === 'page'));
  const result = {} as Record<Name, number>;
  for (const [index, name] of names.entries()) {
    const part = parts[index] ?? '';
    if (!nonNegativeInteger.test(part)) return undefined;
    const value = Number(part);
    if (positive.has(name) && value < 1) return undefined;
    result[name] = value;
  }
  return result;
}
