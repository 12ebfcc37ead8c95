import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../lib/contract/locale.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

/** A translate function typed by the message keys. */
export type IslandTranslate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The language of the nearest I18nProvider (numbers, money and dates follow it). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}

/**
 * The translate function of the nearest I18nProvider, typed by MessageKey. A key the island's
 * prefixes did not include renders as the key itself, which a test of the island will catch.
 */
export function useT(): IslandTranslate {
  const { t } = useTranslation();
  return useCallback<IslandTranslate>((key, values) => t(key, values ?? {}), [t]);
}
