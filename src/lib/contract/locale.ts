// The two content languages and every spelling of them, for both sides of the API: the portal
// says zh/en (paths, cookie), the API's Locale header says CN/EN, HTML says zh-CN/en. Nothing
// else converts between them.

/** The two content languages. */
export type Locale = 'zh' | 'en';
/** Locales in the order the language switcher shows them. */
export const locales: readonly Locale[] = ['zh', 'en'];

/** Values of the API's Locale header. */
export type ApiLocale = 'CN' | 'EN';
/** Every Locale header value, in the order of `locales`. */
export const apiLocales: readonly ApiLocale[] = ['CN', 'EN'];

/**
 * Parses a locale cookie or path value ('en', 'en-US', 'zh', 'zh-CN', any case); garbage gives
 * undefined, so the caller can fall back to the edition's language rather than to Chinese.
 */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase();
  if (lower === 'en' || lower === 'en-us') return 'en';
  if (lower === 'zh' || lower === 'zh-cn') return 'zh';
  return undefined;
}

/**
 * Reads a Locale header or a language tag: EN, en, en-US, en_us (any case) are English, anything
 * else (CN, zh-CN, absent, garbage) is Chinese, the default edition's language.
 * @example readLocale('EN') // 'en'
 */
export function readLocale(value: string | undefined): Locale {
  if (value === undefined) return 'zh';
  const v = value.trim().toLowerCase();
  return v === 'en' || v.startsWith('en-') || v === 'en_us' ? 'en' : 'zh';
}

/** The value of the `Locale` header the API expects. */
export function localeHeader(locale: Locale): ApiLocale {
  return locale === 'en' ? 'EN' : 'CN';
}

/** The value of `<html lang>` (and of schema.org `inLanguage`). */
export function htmlLang(locale: Locale): 'en' | 'zh-CN' {
  return locale === 'en' ? 'en' : 'zh-CN';
}

/** The value of `<meta property="og:locale">`. */
export function ogLocale(locale: Locale): 'en_US' | 'zh_CN' {
  return locale === 'en' ? 'en_US' : 'zh_CN';
}

/** Picks the text of a locale from its two translations. */
export function pick(locale: Locale, zh: string, en: string): string {
  return locale === 'en' ? en : zh;
}
