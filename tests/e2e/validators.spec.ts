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

/** The seeded ids a family's URL needs, found on the site once (they vary with the seed). */
interface Found {
  exhibition: string;
  wiki: string;
  venue: string;
  visa: string;
  edition: string;
  paidExhibitionId: number;
}

interface Family {
  name: string;
  path: string | ((found: Found) => string);
  member?: boolean;
  /** The status the page answers with (the 404 page). */
  status?: number;
}

/** One URL of every page family. */
const families: readonly Family[] = [
  { name: 'home', path: '/' },
  { name: 'exhibition list', path: '/exhibition/' },
  { name: 'exhibition detail', path: (found) => found.exhibition },
  { name: 'edition', path: (found) => found.edition },
  { name: 'news list', path: '/information/' },
  // A seeded article: other specs publish articles of their own (security-headers.spec.ts a hostile
  // one), which then lead the news list.
  { name: 'news detail', path: '/information/5.html' },
  { name: 'wiki home', path: '/wiki/' },
  { name: 'wiki detail', path: (found) => found.wiki },
  { name: 'venue list', path: '/pavilion/' },
  { name: 'venue detail', path: (found) => found.venue },
  { name: 'visa list', path: '/visa/' },
  { name: 'visa detail', path: (found) => found.visa },
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
  { name: 'ticket order', path: (found) => `/ticket/${String(found.paidExhibitionId)}.html`, member: true },
];

/** The seeded URLs the families need. */
async function findSeeded(request: APIRequestContext): Promise<Found> {
  const exhibition = await firstLink(request, '/exhibition/', /^\/exhibition\/\d+\.html$/);
  const tiers = await findTiers(request, zhOrigin, { minRemaining: 1 });
  return {
    exhibition,
    wiki: await firstLink(request, '/wiki/', /^\/wiki\/\d+-\d+-\d+-\d+\.html$/),
    venue: await firstLink(request, '/pavilion/', /^\/pavilion\/\d+\.html$/),
    visa: await firstLink(request, '/visa/', /^\/visa\/\d+\.html$/),
    edition: await firstLink(request, exhibition, /^\/exhibition\/periodical\/\d+\.html$/),
    paidExhibitionId: tiers.paid.exhibitionId,
  };
}

/** The family's URL on the seeded site. */
function pathOf(family: Family, found: Found): string {
  return typeof family.path === 'string' ? family.path : family.path(found);
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
  let found: Found;

  test.beforeAll(async ({ request }) => {
    session = await newMemberSession(request);
    found = await findSeeded(request);
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
        for (const family of families) {
          const { status, html } = await fetchHtml(
            request,
            edition.origin,
            pathOf(family, found),
            family.member === true ? session : undefined,
          );
          expect(status, `${edition.name} ${pathOf(family, found)}`).toBe(family.status ?? 200);
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

  // One test per page, so that each has its own time and a failure names its page.
  for (const edition of editions)
    for (const family of families)
      test(`axe finds no WCAG 2.1 A/AA or best-practice violation on the ${family.name} page (${edition.name})`, async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        if (family.member === true) await logInBrowser(context, session);
        const pathname = pathOf(family, found);
        const response = await page.goto(`${edition.origin}${pathname}`, { waitUntil: 'load' });
        expect(response?.status(), `${edition.name} ${pathname}`).toBe(family.status ?? 200);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const violations = results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
        );
        expect(violations).toEqual([]);
      });
});
