import i18next, { type i18n } from 'i18next';
import type { Locale } from '../edition.ts';
import { messages, type MessageKey } from './messages.ts';

/** A translate function typed by the message keys. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * Creates a fresh i18next instance for one request: a shared instance would leak the
 * language of one request into another under concurrency.
 */
export function createServerI18n(locale: Locale): { i18n: i18n; t: Translate } {
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
  const t: Translate = (key, values) => instance.t(key, values ?? {});
  return { i18n: instance, t };
}
