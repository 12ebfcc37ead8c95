import i18next, { type i18n } from 'i18next';
import type { Locale } from '../contract/locale.ts';
import { messages, type MessageKey } from './messages.ts';

/** A translate function typed by the message keys. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const instances = new Map<Locale, { i18n: i18n; t: Translate }>();

/**
 * The server's i18next instance for `locale`: one per locale for the life of the process.
 * Sharing is safe because nothing changes an instance's language after init (there is no
 * changeLanguage call on the server), so concurrent requests in different locales each use
 * their own instance; creating one per request would repeat the same init on every render.
 */
export function serverI18n(locale: Locale): { i18n: i18n; t: Translate } {
  const cached = instances.get(locale);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'zh',
    resources: { zh: { translation: messages.zh }, en: { translation: messages.en } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const table: Partial<Record<MessageKey, string>> = messages[locale];
  const fallback: Partial<Record<MessageKey, string>> = messages.zh;
  // Most calls are plain texts: those are read from the tables directly (a page makes hundreds
  // of calls, and i18next's resolution showed up in render profiles); anything with values,
  // interpolation or nesting goes through i18next.
  const t: Translate = (key, values) => {
    if (values === undefined) {
      const text = table[key] ?? fallback[key];
      if (text !== undefined && !text.includes('{{') && !text.includes('$t(')) return text;
    }
    return instance.t(key, values ?? {});
  };
  const created = { i18n: instance, t };
  instances.set(locale, created);
  return created;
}
