/** The sitemap letter of an English name: its first letter A-Z upper-cased, else '0' (digits, symbols). */
export function letterOf(englishName: string): string {
  const first = englishName.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '0';
}

/** Formats a UTC day count since 1970-01-01 as YYYY-MM-DD. */
export function isoDay(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}
