import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { enOrigin, zhOrigin } from './helpers.ts';
import { newMemberSession, logInBrowser, type Session } from './support/api-session.ts';
import { findTiers } from './support/buyer.ts';

// Issue 36 item 9: the W3C Nu HTML Checker and axe-core over one page of every page family in
// both editions. The Nu checker reads the HTML as served (one Java process for all pages); axe
// runs in Chromium on the rendered page, islands hydrated.

const editions = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
] as const;

/** Node does not resolve *.localhost as browsers do: ask loopback with the edition's Host. */
async function fetchHtml(request: APIRequestContext, origin: string, pathname: string, session?: Session) {
  const url = new URL(origin);
  const response = await request.get(`http://127.0.0.1:${url.port}${pathname}`, {
    headers: {
      Host: url.host,
      ...(session !== undefined && { Cookie: `access_token=${session.token}; uid=${session.uid}` }),
    },
    maxRedirects: 0,
  });
  return { status: response.status(), html: await response.text() };
}

/** The first link of a list page that matches a page family's shape (its seeded ids vary). */
async function firstLink(request: APIRequestContext, listPath: string, shape: RegExp): Promise<string> {
  const { html } = await fetchHtml(request, zhOrigin, listPath);
  const found = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
    .find((href) => shape.test(href));
  expect(found, `a link like ${String(shape)} on ${listPath}`).toBeDefined();
  return new URL(found ?? '/', zhOrigin).pathname;
}

interface Family {
  name: string;
  path: string;
  member?: boolean;
  /** The status the page answers with (the 404 page). */
  status?: number;
}

/** One URL of every page family, found on the seeded site. */
async function families(request: APIRequestContext): Promise<Family[]> {
  const exhibition = await firstLink(request, '/exhibition/', /^\/exhibition\/\d+\.html$/);
  const news = await firstLink(request, '/information/', /^\/information\/\d+\.html$/);
  const wiki = await firstLink(request, '/wiki/', /^\/wiki\/\d+-\d+-\d+-\d+\.html$/);
  const venue = await firstLink(request, '/pavilion/', /^\/pavilion\/\d+\.html$/);
  const visa = await firstLink(request, '/visa/', /^\/visa\/\d+\.html$/);
  const edition = await firstLink(request, exhibition, /^\/exhibition\/periodical\/\d+\.html$/);
  const tiers = await findTiers(request, zhOrigin, { minRemaining: 1 });
  return [
    { name: 'home', path: '/' },
    { name: 'exhibition list', path: '/exhibition/' },
    { name: 'exhibition detail', path: exhibition },
    { name: 'edition', path: edition },
    { name: 'news list', path: '/information/' },
    { name: 'news detail', path: news },
    { name: 'wiki home', path: '/wiki/' },
    { name: 'wiki detail', path: wiki },
    { name: 'venue list', path: '/pavilion/' },
    { name: 'venue detail', path: venue },
    { name: 'visa list', path: '/visa/' },
    { name: 'visa detail', path: visa },
    { name: 'periodical list', path: '/periodicals/' },
    { name: 'periodical', path: '/periodical/1.html' },
    { name: 'company', path: '/company/1.html' },
    { name: 'exhibitors', path: '/exhibitors/7.html' },
    { name: 'special topic', path: '/special/1.html' },
    { name: 'search', path: '/search?keyword=expo' },
    { name: 'login', path: '/login' },
    { name: '404', path: '/no-such-page-here/', status: 404 },
    { name: 'seo mirror', path: '/seo/' },
    { name: 'seo exhibition', path: '/seo/exhibition/' },
    { name: 'manager', path: '/manager/update-info', member: true },
    { name: 'ticket order', path: `/ticket/${String(tiers.paid.exhibitionId)}.html`, member: true },
  ];
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** Whether Java runs here; the checker needs it, and a missing Java fails the test (never skips). */
function javaVersion(): string | null {
  try {
    return execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return null;
  }
}

test.describe('validators', () => {
  let session: Session;
  let pages: Family[];

  test.beforeAll(async ({ request }) => {
    session = await newMemberSession(request);
    pages = await families(request);
  });

  test('the Nu HTML Checker finds no error on any page family in either edition', async ({ request }) => {
    test.setTimeout(120_000);
    expect(
      javaVersion(),
      'java is missing: the Nu HTML Checker needs it (.ci/run installs default-jre-headless)',
    ).not.toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'validators-'));
    try {
      const files: string[] = [];
      for (const edition of editions)
        for (const family of pages) {
          const { status, html } = await fetchHtml(
            request,
            edition.origin,
            family.path,
            family.member === true ? session : undefined,
          );
          expect(status, `${edition.name} ${family.path}`).toBe(family.status ?? 200);
          const file = path.join(dir, `${edition.name}-${family.name.replace(/\W+/g, '-')}.html`);
          writeFileSync(file, html);
          files.push(file);
        }
      // One Java process for every page: the JVM's start-up is most of the checker's time.
      const output = execFileSync(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const report = JSON.parse(output) as { messages: NuMessage[] };
      const errors = report.messages
        .filter((message) => message.type === 'error' || message.subType === 'fatal')
        .map(
          (message) =>
            `${path.basename(decodeURIComponent(message.url ?? ''))}:${String(message.lastLine ?? '?')} ${message.message} ${JSON.stringify(message.extract ?? '')}`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const edition of editions)
    test(`axe finds no WCAG 2.1 A/AA or best-practice violation on any page family (${edition.name})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      await logInBrowser(context, session);
      const violations: string[] = [];
      for (const family of pages) {
        if (family.member !== true) await context.clearCookies();
        else await logInBrowser(context, session);
        const response = await page.goto(`${edition.origin}${family.path}`, { waitUntil: 'load' });
        expect(response?.status(), `${edition.name} ${family.path}`).toBe(family.status ?? 200);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        for (const violation of results.violations)
          for (const node of violation.nodes)
            violations.push(`${family.path} ${violation.id}: ${node.target.join(' ')}`);
      }
      expect(violations).toEqual([]);
    });
});
