// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envNames, loadEnvConfig } from '../../../../env/index.ts';
import {
  browserCookiesSecure,
  cookieAttributes,
  secureCookiesAttribute,
} from '../../../../src/lib/security/cookies.ts';
import { writeCookie } from '../../../../src/lib/stores/cookies.ts';

// Secure on https environments (from the environment, not the request), SameSite=Lax everywhere.

afterEach(() => {
  document.documentElement.removeAttribute(secureCookiesAttribute);
  vi.restoreAllMocks();
});

/** The raw strings the code assigns to document.cookie. */
function cookieWrites(): string[] {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
  });
  return writes;
}

describe('cookieAttributes', () => {
  it('is Secure exactly in the https environments and Lax everywhere', () => {
    for (const name of envNames) {
      const attributes = cookieAttributes(loadEnvConfig({ APP_ENV: name }));
      expect(attributes.sameSite).toBe('lax');
      expect(attributes.path).toBe('/');
      expect(attributes.secure, name).toBe(['pre', 'prod', 'spider', 'edge'].includes(name));
    }
  });
});

describe('browser cookie writes', () => {
  it('add Secure when the page says its environment is https', () => {
    document.documentElement.setAttribute(secureCookiesAttribute, 'true');
    expect(browserCookiesSecure()).toBe(true);
    const writes = cookieWrites();
    writeCookie('access_token', 'tok');
    writeCookie('uid', '7', { secure: false });
    expect(writes).toEqual(['access_token=tok; path=/; SameSite=Lax; Secure', 'uid=7; path=/; SameSite=Lax']);
  });
  it('stay without Secure on http environments, still SameSite=Lax', () => {
    expect(browserCookiesSecure()).toBe(false);
    const writes = cookieWrites();
    writeCookie('access_token', 'tok', { maxAgeSeconds: 60 });
    expect(writes).toEqual(['access_token=tok; path=/; SameSite=Lax; max-age=60']);
  });
});
