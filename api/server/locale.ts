/** The two content languages. */
export type Locale = 'zh' | 'en';

/**
 * Reads the Locale header: CN -> zh, EN -> en; also accepts zh, en, zh-CN, en-US in any case.
 * Absent or garbage -> zh, the default edition's language.
 */
export function localeFromHeader(value: string | undefined): Locale {
  if (value === undefined) return 'zh';
  const v = value.trim().toLowerCase();
  return v === 'en' || v.startsWith('en-') || v === 'en_us' ? 'en' : 'zh';
}

/** Picks the text of the request's language. */
export function pick(locale: Locale, zh: string, en: string): string {
  return locale === 'en' ? en : zh;
}
