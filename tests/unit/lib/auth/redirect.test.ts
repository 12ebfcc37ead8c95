import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginTarget } from '../../../../src/lib/auth/login-rules.ts';
import { isSafeLink } from '../../../../src/lib/pages/news-links.ts';
import { newsHref } from '../../../../src/lib/paths/index.ts';
import { safeRedirect } from '../../../../src/lib/routes.ts';
import { hostileRedirectTargets } from '../../../../tests/fixtures/hostile-redirects.ts';

// Redirect and link targets that must never leave the site (issue #11): what the login page,
// the locale switch and the error page's retry navigate to, and where editors' news links point.

const site = 'https://portal.example';

/** Where a browser goes with a target, read as an href or a Location against the site. */
function landsOn(target: string): string {
  return new URL(target, `${site}/somewhere/page.html`).origin;
}

const hostileTargets = hostileRedirectTargets;

describe('safeRedirect', () => {
  it('never answers a target that leaves the site', () => {
    for (const target of hostileTargets) {
      const safe = safeRedirect(target);
      expect(landsOn(safe), JSON.stringify(target)).toBe(site);
      expect(safe.startsWith('//'), JSON.stringify(target)).toBe(false);
    }
  });

  it('collapsed dot segments that would start with two slashes go home', () => {
    expect(safeRedirect('/.//evil.example')).toBe('/');
    expect(safeRedirect('/a/..//evil.example')).toBe('/');
    expect(safeRedirect('/%2e//evil.example')).toBe('/');
  });

  it('keeps same-site paths (encoded slashes stay encoded, dot segments resolved)', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/a/../manager?p=2#x')).toBe('/manager?p=2#x');
    expect(safeRedirect('/manager/fair-my')).toBe('/manager/fair-my');
  });

  it('for any string, answers a path on the site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc
            .array(
              fc.constantFrom(
                '/',
                '\\',
                '.',
                '%2e',
                '%2f',
                '%5c',
                '\t',
                ' ',
                'evil.example',
                ':',
                '@',
                '?',
                '#',
              ),
            )
            .map((parts) => parts.join('')),
        ),
        (target) => {
          const safe = safeRedirect(target);
          expect(safe.startsWith('/')).toBe(true);
          expect(safe.startsWith('//')).toBe(false);
          expect(landsOn(safe)).toBe(site);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('loginTarget', () => {
  it('sends hostile redirect parameters home', () => {
    for (const target of hostileTargets) {
      const search = `?redirect=${encodeURIComponent(target)}`;
      expect(landsOn(loginTarget(search)), JSON.stringify(target)).toBe(site);
    }
    expect(loginTarget(`?redirect=${encodeURIComponent('/.//evil.example')}`)).toBe('/');
  });
});

describe('isSafeLink', () => {
  it('refuses links a browser would read as another host or a script', () => {
    for (const link of [
      '/\t/evil.example/',
      '/\n/evil.example',
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
    ]) {
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
      expect(landsOn(newsHref({ id: 7, link })), JSON.stringify(link)).toBe(site);
    }
  });

  it('keeps site paths and http(s) URLs', () => {
    expect(isSafeLink('/special/5.html')).toBe(true);
    expect(isSafeLink('https://partner.example/x')).toBe(true);
    expect(newsHref({ id: 7, link: '/special/5.html' })).toBe('/special/5.html');
  });
});
