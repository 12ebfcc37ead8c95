import { describe, expect, it } from 'vitest';
import { hasUnsafePathSegment } from '../../../../src/lib/contract/request-path.ts';

describe('hasUnsafePathSegment', () => {
  it.each([
    '/api/%2e%2e/ossApi/newsContent/5.html',
    '/api/%2E%2E/x',
    '/api/.%2e/x',
    '/api/%2e./x',
    '/api/../x',
    '/api/./x',
    '/api/x/..',
    '/api/x/%2e',
    '/api\\..\\x',
    '/api/%5c../x',
    '/api/x%5Cy',
  ])('refuses %s', (target) => {
    expect(hasUnsafePathSegment(target)).toBe(true);
  });

  it.each([
    '/',
    '/exhibition/12.html',
    '/api/user/checkExist/a.b%40example.com',
    '/api/auth/sendRegisterVerifyCode/%2B4915123456789/login',
    '/wiki/1-2-3-4.html',
    '/information/.well-known-ish/...',
    '/search?q=../../etc/passwd',
    '/exhibition/?sort=..',
    '/files/a..b',
  ])('lets %s through (dots inside a name, or in the query)', (target) => {
    expect(hasUnsafePathSegment(target)).toBe(false);
  });
});
