import { expect, test, type APIRequestContext } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { apiOk, editorAccount, logInBrowser, passwordSession } from './support/api-session.ts';
import { domViolations, watchViolations } from './support/csp-violations.ts';
import { recordDialogs } from './support/page-safety.ts';
import { startMap } from './support/hydration.ts';

// Issue #11: the origin's security headers on every kind of response in both editions, the news
// fragment served cleaned and sandboxed, and a crawl of every page family under the real
// content security policy with zero violations (islands and the map still work).

const editions = [
  { name: 'zh', origin: zhOrigin, loginLabel: '登录' },
  { name: 'en', origin: enOrigin, loginLabel: 'Log in' },
] as const;

/** Node does not resolve *.localhost as browsers do: ask loopback with the edition's Host. */
function get(request: APIRequestContext, origin: string, path: string) {
  const { host, port } = new URL(origin);
  return request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: host }, maxRedirects: 0 });
}

/** The first link of a page whose path matches `pattern`. */
async function firstLink(request: APIRequestContext, origin: string, path: string, pattern: RegExp) {
  const response = await get(request, origin, path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  for (const match of html.matchAll(/href="([^"#]+)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (pattern.test(href)) return href;
  }
  throw new Error(`${origin}${path}: no link matching ${String(pattern)}`);
}

const commonHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A page policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

test.describe('security headers', () => {
  for (const edition of editions) {
    test(`${edition.name}: a page, an /_astro asset, an API answer and a news fragment carry theirs`, async ({
      request,
    }) => {
      const page = await get(request, edition.origin, '/');
      expect(page.status()).toBe(200);
      const headers = page.headers();
      expect(headers).toMatchObject(commonHeaders);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['permissions-policy']).toContain('camera=()');
      // http test environment: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const scripts = policy.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(policy.get('style-src')).not.toContain("'unsafe-inline'");

      const html = await page.text();
      const asset = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      const script = await get(request, edition.origin, asset ?? '');
      expect(script.status()).toBe(200);
      // A script's own policy binds it only as a worker (the map's), which fetches from the origin.
      expect(script.headers()).toMatchObject({
        ...commonHeaders,
        'content-security-policy': "default-src 'none'; connect-src 'self'; frame-ancestors 'self'",
      });

      const api = await get(request, edition.origin, '/api/news?page=1');
      expect(api.status()).toBe(200);
      expect(api.headers()['content-type']).toContain('application/json');
      expect(api.headers()).toMatchObject({
        ...commonHeaders,
        'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
      });

      const newsPath = await firstLink(
        request,
        edition.origin,
        '/information/',
        /^\/information\/\d+\.html$/,
      );
      const fragment = await get(
        request,
        edition.origin,
        `/ossApi/newsContent/${newsPath.split('/')[2] ?? ''}`,
      );
      expect(fragment.status()).toBe(200);
      expect(fragment.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(fragment.headers()).toMatchObject(commonHeaders);
      const sandbox = directives(fragment.headers()['content-security-policy'] ?? '');
      expect(sandbox.get('sandbox')).toEqual([]);
      expect(sandbox.get('default-src')).toEqual(["'none'"]);

      const image = await get(request, edition.origin, '/oss/images/exhibition/1-1.jpg');
      expect(image.status()).toBe(200);
      expect(image.headers()['x-content-type-options']).toBe('nosniff');
      expect(image.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);

      const missing = await get(request, edition.origin, '/no-such-page-at-all');
      expect(missing.status()).toBe(404);
      expect(directives(missing.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual([
        "'self'",
      ]);
    });
  }

  test('the locale cookie is SameSite=Lax and not Secure over http', async ({ request }) => {
    const response = await get(request, zhOrigin, '/locale/en?redirect=/');
    expect(response.status()).toBe(302);
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

test.describe('news fragment', () => {
  test('a hostile article body runs nothing at /ossApi/newsContent/{id}.html', async ({ page, request }) => {
    const editor = await passwordSession(request, editorAccount.account, editorAccount.password);
    const hostile = [
      '<p id="kept">kept text</p>',
      '<script>alert("script")</script>',
      '<img src=x onerror="alert(\'onerror\')">',
      '<a id="js" href="javascript:alert(\'href\')">link</a>',
      '<a href="  JaVaScRiPt:alert(1)">spaced</a>',
      '<svg onload="alert(\'svg\')"><circle r="1"/></svg>',
      '<iframe srcdoc="<script>alert(\'srcdoc\')</script>"></iframe>',
      '<details open ontoggle="alert(\'toggle\')">x</details>',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert("mxss")>',
      '<div style="background:url(javascript:alert(1))">styled</div>',
      '<object data="data:text/html,<script>alert(1)</script>"></object>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    ].join('\n');
    const title = `CSP fragment ${Date.now().toString(36)}`;
    const created = await apiOk<{ id: number }>(request, editor, 'POST', '/api/editor/news', {
      title: { zh: title, en: title },
      summary: { zh: 'x', en: 'x' },
      body: { zh: hostile, en: hostile },
      typeId: 3,
      industryId: 8,
      source: 'x',
      status: 'published',
    });
    const dialogs = recordDialogs(page);
    for (const edition of editions) {
      const response = await page.goto(`${edition.origin}/ossApi/newsContent/${String(created.id)}.html`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      await expect(page.locator('#kept')).toHaveText('kept text');
      await page.waitForTimeout(300);
      // The document is sandboxed without scripts, so nothing can be evaluated in it (that alone
      // is the proof no payload can run); its DOM as Chromium parsed it is read from outside.
      const dom = await page.locator('html').innerHTML();
      expect(dom).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<meta/i);
      expect(dom).not.toMatch(/\son[a-z]+\s*=/i);
      expect(dom).not.toMatch(/javascript:/i);
      const body = (await response?.text()) ?? '';
      expect(body).not.toMatch(/<script|onerror|ontoggle|onload|javascript:/i);
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('content security policy crawl', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const edition of editions) {
    test(`${edition.name}: every page family renders without a violation and islands still work`, async ({
      page,
      request,
    }) => {
      const { origin } = edition;
      const paths = [
        '/',
        '/exhibition/',
        await firstLink(request, origin, '/exhibition/', /^\/exhibition\/\d+\.html$/),
        '/information/',
        await firstLink(request, origin, '/information/', /^\/information\/\d+\.html$/),
        '/pavilion/',
        await firstLink(request, origin, '/pavilion/', /^\/pavilion\/\d+\.html$/),
        '/wiki',
        await firstLink(request, origin, '/wiki', /^\/wiki\/[\d-]+\.html$/),
        '/visa/',
        await firstLink(request, origin, '/', /^\/company\/\d+\.html$/),
        '/periodicals/',
        await firstLink(request, origin, '/periodicals/', /^\/periodical\/\d+\.html$/),
        '/sitemap',
        '/sitemap_A/',
        '/login',
        '/seo/',
        '/seo/exhibition/',
        await firstLink(request, origin, '/seo/information/', /^\/seo\/information\/\d+\.html$/),
        '/no-such-page-at-all',
      ];
      const exhibition = paths[2] ?? '';
      const ticket = await firstLink(request, origin, exhibition, /^\/ticket\/\d+\.html$/).catch(
        () => undefined,
      );
      if (ticket !== undefined) paths.push(ticket);
      const violations = await watchViolations(page);
      const found: string[] = [];
      for (const path of paths) {
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        expect(response?.status() ?? 0, path).toBeLessThan(500);
        // Scrolling wakes lazy images and the map (it hydrates when it comes into view).
        await page.evaluate(async () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          await new Promise((resolve) => setTimeout(resolve, 250));
        });
        found.push(...(await domViolations(page)).map((violation) => `${path}: ${violation}`));
      }

      // The venue map (maplibre, its blob: worker and canvas) draws under the policy.
      await page.goto(`${origin}/pavilion/`);
      const figure = page.locator('figure.venue-map').first();
      await startMap(figure);
      await expect(figure.locator('canvas.maplibregl-canvas')).toBeVisible();
      found.push(...(await domViolations(page)).map((violation) => `map: ${violation}`));

      // An island hydrates: the header's login link opens the login modal.
      await page.goto(`${origin}/`);
      await page.getByRole('banner').getByRole('link', { name: edition.loginLabel }).click();
      await expect(page.getByRole('dialog', { name: edition.loginLabel })).toBeVisible();
      found.push(...(await domViolations(page)).map((violation) => `login modal: ${violation}`));

      // The management centre after a login (its islands load the user's records).
      const session = await passwordSession(request, editorAccount.account, editorAccount.password);
      await logInBrowser(page.context(), session);
      const manager = await page.goto(`${origin}/manager/fair-my`);
      expect(manager?.status()).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await domViolations(page)).map((violation) => `/manager/fair-my: ${violation}`));

      expect([...found, ...violations]).toEqual([]);

      // The listener does see violations: an injected inline script is refused and recorded.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
      });
      await expect.poll(() => domViolations(page)).toContainEqual(expect.stringMatching(/^script-src/));
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    });
  }
});
