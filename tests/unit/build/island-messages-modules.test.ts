import loginMessages from 'virtual:island-messages/login';
import { describe, expect, it } from 'vitest';
import {
  islandMessagesModules,
  islandMessagesSource,
  messageSelections,
} from '../../../src/build/island-messages-modules.ts';
import { LOGIN_MESSAGE_PREFIXES } from '../../../src/islands/auth/login-messages.ts';
import { islandMessages } from '../../../src/lib/i18n/island.ts';

// The login modal's messages come from virtual:island-messages/login (the unit project resolves it
// with the same plugin as the build) instead of from a prop in every page.
describe('virtual:island-messages', () => {
  it("holds both locales' login messages, exactly the selection a prop would carry", () => {
    for (const locale of ['zh', 'en'] as const)
      expect(loginMessages[locale]).toEqual(islandMessages(locale, LOGIN_MESSAGE_PREFIXES));
    expect(loginMessages.zh.messages['login.modalTitle']).toBe('登录');
    expect(loginMessages.en.messages['login.modalTitle']).toBe('Log in');
  });

  it('carries no message outside the selection', () => {
    const source = islandMessagesSource(LOGIN_MESSAGE_PREFIXES);
    expect(source.startsWith('export default {')).toBe(true);
    for (const locale of ['zh', 'en'] as const) {
      const keys = Object.keys(loginMessages[locale].messages);
      expect(keys.length).toBeGreaterThan(20);
      for (const key of keys)
        expect(LOGIN_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))).toBe(true);
    }
    // A message of another island is not in the module.
    expect(source).not.toContain('"header.');
  });

  it('answers only the names of its selections', () => {
    const plugin = islandMessagesModules();
    const resolve = plugin.resolveId as (source: string) => string | undefined;
    expect(Object.keys(messageSelections)).toEqual(['login']);
    expect(resolve('virtual:island-messages/login')).toBe('\0virtual:island-messages/login');
    expect(resolve('virtual:island-messages/toString')).toBeUndefined();
    expect(resolve('virtual:island-messages/nope')).toBeUndefined();
  });
});
