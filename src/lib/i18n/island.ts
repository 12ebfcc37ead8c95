import type { Locale } from '../edition.ts';
import { messages, type MessageKey } from './messages.ts';

// Islands receive their messages as a serialisable prop, filtered to the keys they use, so no
// island bundles (or embeds in the page) both whole message files.

/** What an island's i18n provider takes: the locale and the messages it may show. */
export interface IslandMessages {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * The messages of `locale` whose keys start with one of `prefixes`.
 * @example islandMessages('en', ['header.', 'a11y.closeDialog']) // { locale: 'en', messages: { 'header.login': 'Log in', ... } }
 */
export function islandMessages(locale: Locale, prefixes: readonly string[]): IslandMessages {
  const selected: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(messages[locale]) as [MessageKey, string][]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) selected[key] = text;
  }
  return { locale, messages: selected };
}
