import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LOGIN_MESSAGE_PREFIXES } from '../islands/auth/login-messages.ts';
import { selectMessages } from '../lib/i18n/island.ts';

// `virtual:login-messages`: both locales' login messages (LOGIN_MESSAGE_PREFIXES), written by the
// build from src/i18n/{zh,en}.json. The login modal imports it, so its messages load with its
// script on the first login click instead of being serialised into every page's HTML. The files
// are read on every load and watched, so `npm run dev` follows an edit of the messages.

/** The module's name, as the modal imports it. */
export const loginMessagesId = 'virtual:login-messages';
const resolvedId = `\0${loginMessagesId}`;

/** The message files, by locale. */
export const messageFiles = {
  zh: fileURLToPath(new URL('../i18n/zh.json', import.meta.url)),
  en: fileURLToPath(new URL('../i18n/en.json', import.meta.url)),
} as const;

/** The module's source: a default export of { zh, en }, each { locale, messages }. */
export function loginMessagesSource(): string {
  const byLocale = Object.fromEntries(
    Object.entries(messageFiles).map(([locale, file]) => {
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return [locale, { locale, messages: selectMessages(all, LOGIN_MESSAGE_PREFIXES) }];
    }),
  );
  return `export default ${JSON.stringify(byLocale)};\n`;
}

/** The Vite plugin that serves virtual:login-messages. */
export function loginMessagesModule(): Plugin {
  return {
    name: 'portal:login-messages',
    resolveId(source) {
      return source === loginMessagesId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      for (const file of Object.values(messageFiles)) this.addWatchFile(file);
      return loginMessagesSource();
    },
  };
}
