import type { Locale } from '../contract/locale.ts';
import { messages, type MessageKey } from './messages.ts';

// Islands receive their messages as a serialisable prop, filtered to the keys they use, so no
// island bundles (or embeds in the page) both whole message files.

/** What an island's i18n provider takes: the locale and the messages it may show. */
export interface IslandMessages {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

const selections = new Map<string, IslandMessages>();

/**
 * The messages of `locale` whose keys start with one of `prefixes`.
 * @example islandMessages('en', ['header.', 'a11y.closeDialog']) // { locale: 'en', messages: { 'header.login': 'Log in', ... } }
 */
export function islandMessages(locale: Locale, prefixes: readonly string[]): IslandMessages {
  // Every page asks for the same few selections: the result is computed once per process, and
  // the same object each time lets the island provider reuse its i18next instance (frozen: every
  // request shares it).
  const key = `${locale}\u0000${prefixes.join('\u0000')}`;
  const cached = selections.get(key);
  if (cached) return cached;
  const selection: IslandMessages = Object.freeze({
    locale,
    messages: Object.freeze(selectMessages(messages[locale], prefixes)),
  });
  selections.set(key, selection);
  return selection;
}

/** The messages whose keys start with one of `prefixes`. */
export function selectMessages(
  all: Readonly<Record<string, string>>,
  prefixes: readonly string[],
): Partial<Record<MessageKey, string>> {
  const selected: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(all)) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) selected[key as MessageKey] = text;
  }
  return selected;
}
