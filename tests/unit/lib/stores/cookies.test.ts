// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../../../src/lib/stores/cookies.ts';
import {
  clearSessionCookies,
  hasSession,
  readAccessToken,
  readUid,
  writeSessionCookies,
} from '../../../../src/lib/stores/session-cookies.ts';

beforeEach(() => {
  for (const name of ['a', 'b', 'access_token', 'uid', 'weird'])
    document.cookie = `${name}=; path=/; max-age=0`;
});

describe('readCookie', () => {
  it('reads and decodes one cookie among several', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = `b=${encodeURIComponent('中文 value')}; path=/`;
    expect(readCookie('a')).toBe('1');
    expect(readCookie('b')).toBe('中文 value');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('returns undefined for malformed percent-encoding instead of throwing', () => {
    document.cookie = 'weird=%E0%A4%A; path=/';
    expect(readCookie('weird')).toBeUndefined();
  });

  it('strips the quotes of a quoted value', () => {
    document.cookie = 'a="quoted"; path=/';
    expect(readCookie('a')).toBe('quoted');
  });
});

describe('writeCookie and removeCookie', () => {
  it('round-trip values that need encoding and remove them', () => {
    writeCookie('a', 'x=y; z', { maxAgeSeconds: 60 });
    expect(readCookie('a')).toBe('x=y; z');
    removeCookie('a');
    expect(readCookie('a')).toBeUndefined();
  });
});

describe('session cookies', () => {
  it('write the uid cookie only (never a script-readable token), and clear both', () => {
    writeSessionCookies({ uid: 42, expiresIn: 3600 });
    expect(readUid()).toBe('42');
    expect(readAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain('access_token');
    expect(hasSession()).toBe(true);
    clearSessionCookies();
    expect(readUid()).toBeUndefined();
    expect(hasSession()).toBe(false);
  });

  it('ignore a uid that is not a positive integer', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '9'.repeat(30)]) {
      document.cookie = `uid=${value}; path=/`;
      expect(readUid()).toBeUndefined();
    }
  });

  it('still write cookies when expiresIn is nonsense', () => {
    writeSessionCookies({ uid: 5, expiresIn: Number.NaN });
    expect(readUid()).toBe('5');
  });
});
