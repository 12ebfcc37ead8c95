// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../../../src/lib/stores/cookies.ts';
import {
  clearSessionCookies,
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
  it('write, read and clear access_token and uid', () => {
    writeSessionCookies({ accessToken: 'tok-session-1', uid: 42, expiresIn: 3600 });
    expect(readAccessToken()).toBe('tok-session-1');
    expect(readUid()).toBe('42');
    clearSessionCookies();
    expect(readAccessToken()).toBeUndefined();
    expect(readUid()).toBeUndefined();
  });

  it('ignore a uid that is not a positive integer', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '9'.repeat(30)]) {
      document.cookie = `uid=${value}; path=/`;
      expect(readUid()).toBeUndefined();
    }
  });

  it('still write cookies when expiresIn is nonsense', () => {
    writeSessionCookies({ accessToken: 'tok-session-2', uid: 5, expiresIn: Number.NaN });
    expect(readAccessToken()).toBe('tok-session-2');
  });
});
