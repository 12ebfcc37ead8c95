import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LOGIN_MESSAGE_PREFIXES } from '../islands/auth/login-messages.ts';
import { selectMessages } from '../lib/i18n/island.ts';

// `virtual:island-messages/{name}`: both locales' messages of a named selection, written by the
// build from src/i18n/{zh,en}.json. An island that every page carries and few visitors wake
// imports its selection, so its messages load with its script instead of being serialised into
// every page's HTML as a prop (the login modal's would weigh on every page). The files are read on every
// load and watched, so `npm run dev` follows an edit of the messages.

/** The selections a module can be asked for, by name: the message-key prefixes of each. */
export const messageSelections: Readonly<Record<string, readonly string[]>> = {
  login: LOGIN_MESSAGE_PREFIXES,
};

/** The modules' names begin with this; the selection's name follows. */
const islandMessagesPrefix = 'virtual:island-messages/';
const resolvedPrefix = `\0${islandMessagesPrefix}`;

/** The message files, by locale. */
const messageFiles = {
  zh: fileURLToPath(new URL('../i18n/zh.json', import.meta.url)),
  en: fileURLToPath(new URL('../i18n/en.json', import.meta.url)),
} as const;

/** A module's source: a default export of { zh, en }, each { locale, messages } of `prefixes`. */
export function islandMessagesSource(prefixes: readonly string[]): string {
  const byLocale = Object.fromEntries(
    Object.entries(messageFiles).map(([locale, file]) => {
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return [locale, { locale, messages: selectMessages(all, prefixes) }];
    }),
  );
  return `export default ${JSON.stringify(byLocale)};\n`;
}

/** The Vite plugin that serves virtual:island-messages/{name} for the names of messageSelections. */
export function islandMessagesModules(): Plugin {
  return {
    name: 'portal:island-messages',
    resolveId(source) {
      if (!source.startsWith(islandMessagesPrefix)) return undefined;
      const name = source.slice(islandMessagesPrefix.length);
      return Object.hasOwn(messageSelections, name) ? `${resolvedPrefix}${name}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const prefixes = messageSelections[id.slice(resolvedPrefix.length)];
      if (prefixes === undefined) return undefined;
      for (const file of Object.values(messageFiles)) this.addWatchFile(file);
      return islandMessagesSource(prefixes);
    },
  };
}
