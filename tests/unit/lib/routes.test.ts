import { describe, expect, it } from 'vitest';
import { loginRedirectFor } from '../../../src/lib/auth/route-guard.ts';
import {
  isRouteInEdition,
  isTraversalPath,
  rawRequestPath,
  requiresLogin,
  safeRedirect,
} from '../../../src/lib/routes.ts';

describe('isRouteInEdition', () => {
  it('serves every route in the English edition', () => {
    expect(isRouteInEdition('/manager/industry-my', 'en')).toBe(true);
    expect(isRouteInEdition('/exhibition/trip/1.html', 'en')).toBe(true);
  });
  it('serves only Chinese routes in the Chinese edition', () => {
    expect(isRouteInEdition('/manager/industry-my', 'zh')).toBe(false);
    expect(isRouteInEdition('/manager/compony-follow', 'zh')).toBe(true);
    expect(isRouteInEdition('/', 'zh')).toBe(true);
  });
});

describe('requiresLogin', () => {
  it('guards the management centre and checkout steps', () => {
    expect(requiresLogin('/manager')).toBe(true);
    expect(requiresLogin('/manager/visitor-edit/3')).toBe(true);
    expect(requiresLogin('/payment')).toBe(true);
    expect(requiresLogin('/managers')).toBe(false);
    expect(requiresLogin('/exhibition/1.html')).toBe(false);
  });
  it('guards the member help page /about/index-nuxt3 and only it among the about pages', () => {
    expect(requiresLogin('/about/index-nuxt3')).toBe(true);
    expect(requiresLogin('/about/index-nuxt3/')).toBe(true);
    for (const path of [
      '/about/1.html',
      '/about/3.html',
      '/about/index-nuxt3.html',
      '/about/index-nuxt',
      '/about/',
    ])
      expect(requiresLogin(path), path).toBe(false);
  });
  it('sends an anonymous visitor of /about/index-nuxt3 to login with the path, in either locale prefix', () => {
    expect(loginRedirectFor('/about/index-nuxt3', '', false)).toBe('/login?redirect=%2Fabout%2Findex-nuxt3');
    expect(loginRedirectFor('/en/about/index-nuxt3', '?x=1', false)).toBe(
      '/login?redirect=%2Fen%2Fabout%2Findex-nuxt3%3Fx%3D1',
    );
    expect(loginRedirectFor('/about/index-nuxt3', '', true)).toBeNull();
  });
});

describe('isTraversalPath', () => {
  it('flags plain, encoded and double-encoded traversal', () => {
    for (const path of [
      '/../etc/passwd',
      '/a/..%2f..%2fetc',
      '/%2e%2e/x',
      '/%252e%252e%252f',
      '/a\\b',
      '/x%00',
      '/%E0%A4%A',
    ]) {
      expect(isTraversalPath(path), path).toBe(true);
    }
  });
  it('lets ordinary paths through', () => {
    for (const path of [
      '/',
      '/exhibition-0-0-0-0-0-0-1/',
      '/wiki/1-2-3-4.html',
      '/search?q=a..b',
      '/a.b/c',
    ]) {
      expect(isTraversalPath(path), path).toBe(false);
    }
  });
});

describe('safeRedirect', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(safeRedirect('/manager/ticket-my?page=2#top')).toBe('/manager/ticket-my?page=2#top');
  });
  it('sends everything else home', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      'manager',
      '/\u0000x',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});

describe('rawRequestPath', () => {
  it('keeps the path and drops the query, so a redirect parameter is not mistaken for traversal', () => {
    expect(rawRequestPath('http://h:1/login?redirect=%2F%5Cevil', 'http://h:1')).toBe('/login');
    expect(isTraversalPath(rawRequestPath('http://h:1/login?redirect=%2F%5Cevil', 'http://h:1'))).toBe(false);
    expect(rawRequestPath('http://h:1/a/..%2fb#x', 'http://h:1')).toBe('/a/..%2fb');
  });
});
