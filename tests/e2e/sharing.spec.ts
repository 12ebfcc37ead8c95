import { expect, test, type APIRequestContext } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import sharp from 'sharp';
import { serverI18n } from '../../src/lib/i18n/server.ts';
import { LOCALE_HEADER } from '../../src/lib/contract/headers.ts';
import { enOrigin, zhOrigin } from './helpers.ts';

// What a feed reader and a social network read from the portal, in both editions: the news
// feeds (parsed by a feed library, their items compared with the API's), the share picture of a
// fair, an article and a venue (fetched and decoded), the Open Graph and Twitter tags of every
// detail family, and the .ics link of a past fair and of an edition page.

const editions = [
  {
    name: 'Chinese',
    origin: zhOrigin,
    lang: 'zh-CN',
    ogLocale: 'zh_CN',
    alternate: 'en_US',
    apiLocale: 'CN',
    siteName: serverI18n('zh').t('site.name'),
  },
  {
    name: 'English',
    origin: enOrigin,
    lang: 'en',
    ogLocale: 'en_US',
    alternate: 'zh_CN',
    apiLocale: 'EN',
    siteName: serverI18n('en').t('site.name'),
  },
] as const;

async function apiData<T>(request: APIRequestContext, path: string, locale = 'CN'): Promise<T> {
  const response = await request.get(path, { headers: { [LOCALE_HEADER]: locale } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** GET of a path of an edition: en.localhost does not resolve outside the browser, so name its host. */
function editionGet(request: APIRequestContext, origin: string, pathOrUrl: string) {
  const url = new URL(pathOrUrl, origin);
  return request.get(`${zhOrigin}${url.pathname}`, { headers: { host: url.host } });
}

interface Article {
  id: number;
  title: string;
  publishedAt: string;
}

interface Seeded {
  exhibition: number;
  pastExhibition: number;
  edition: number;
  news: number;
  industry: number;
  pavilion: number;
  wikiPath: string;
  company: number;
  visa: number;
}

interface Fair {
  id: number;
  state: string;
}

async function seeded(request: APIRequestContext): Promise<Seeded> {
  let past: Fair | undefined;
  for (let page = 1; page <= 20 && past === undefined; page += 1) {
    const fairs = await apiData<{ records: Fair[] }>(
      request,
      `/api/exhibitions?pageSize=100&pageNum=${String(page)}`,
    );
    past = fairs.records.find((fair) => fair.state === 'past');
    if (fairs.records.length < 100) break;
  }
  if (past === undefined) throw new Error('no past fair in the seed');
  const fair = await apiData<{ id: number; organiser: { id: number }; editions: { id: number }[] }>(
    request,
    `/api/exhibitions/${String(past.id)}`,
  );
  const news = await apiData<{ records: { id: number; industry: { id: number } }[] }>(
    request,
    '/api/news?pageSize=1',
  );
  const pavilions = await apiData<{ records: { id: number }[] }>(request, '/api/pavilions?pageSize=1');
  const wiki = await apiData<{ records: { path: string }[] }>(request, '/api/wiki/articles?pageSize=1');
  const visas = await apiData<{ records: { id: number }[] }>(request, '/api/visas?pageSize=1');
  const [article] = news.records;
  const edition = fair.editions[0];
  if (article === undefined || edition === undefined) throw new Error('seed without news or editions');
  return {
    exhibition: fair.id,
    pastExhibition: past.id,
    edition: edition.id,
    news: article.id,
    industry: article.industry.id,
    pavilion: pavilions.records[0]?.id ?? 1,
    wikiPath: wiki.records[0]?.path ?? '',
    company: fair.organiser.id,
    visa: visas.records[0]?.id ?? 1,
  };
}

for (const edition of editions) {
  test.describe(`sharing in the ${edition.name} edition`, () => {
    test('the RSS and Atom feeds, of all news and of one industry, parse with a feed library and list the newest articles of the edition', async ({
      request,
    }) => {
      const ids = await seeded(request);
      const origin = edition.origin;
      for (const [format, type] of [
        ['rss', 'application/rss+xml'],
        ['atom', 'application/atom+xml'],
      ] as const) {
        for (const industry of [0, ids.industry]) {
          const path =
            industry === 0 ? `/information/${format}.xml` : `/information/${format}-${String(industry)}.xml`;
          const response = await editionGet(request, origin, path);
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
          const feed = parseFeed(await response.text());
          expect(feed.meta.type, path).toBe(format);
          expect(feed.language, path).toBe(edition.lang);
          expect(feed.title, path).toContain(edition.siteName);
          expect(feed.url, path).toBe(
            `${origin}${industry === 0 ? '/information/' : `/information-0-${String(industry)}-1/`}`,
          );
          expect(feed.self, path).toBe(`${origin}${path}`);
          // The same articles as the API's newest of that industry, in the edition's language.
          const newest = await apiData<{ records: Article[] }>(
            request,
            `/api/news?t=0&i=${String(industry)}&pageNum=1&pageSize=30`,
            edition.apiLocale,
          );
          expect(newest.records.length, path).toBeGreaterThan(0);
          expect(
            feed.items.map((item) => item.title),
            path,
          ).toEqual(newest.records.map((article) => article.title));
          for (const [at, item] of feed.items.entries()) {
            const article = newest.records[at];
            if (article === undefined) throw new Error(`${path}: more items than articles`);
            expect(item.url, path).toBe(`${origin}/information/${String(article.id)}.html`);
            // RSS dates (RFC 822) carry whole seconds, Atom's (RFC 3339) the API's milliseconds.
            const exact = Date.parse(article.publishedAt);
            const published = format === 'rss' ? Math.floor(exact / 1000) * 1000 : exact;
            expect(item.published?.getTime(), `${path} ${item.title ?? ''}`).toBe(published);
          }
        }
      }
      expect((await editionGet(request, origin, '/information/rss-99999.xml')).status()).toBe(404);
      expect((await editionGet(request, origin, '/information/atom-0.xml')).status()).toBe(404);
    });

    test('news pages name both feeds with rel=alternate', async ({ page, request }) => {
      const ids = await seeded(request);
      for (const path of ['/information/', `/information/${String(ids.news)}.html`]) {
        await page.goto(`${edition.origin}${path}`);
        await expect(
          page.locator(
            `link[rel="alternate"][type="application/rss+xml"][href="${edition.origin}/information/rss.xml"]`,
          ),
        ).toHaveCount(1);
        await expect(
          page.locator(
            `link[rel="alternate"][type="application/atom+xml"][href="${edition.origin}/information/atom.xml"]`,
          ),
        ).toHaveCount(1);
      }
      // An article also names its industry's feeds.
      await page.goto(`${edition.origin}/information/${String(ids.news)}.html`);
      for (const [format, type] of [
        ['rss', 'application/rss+xml'],
        ['atom', 'application/atom+xml'],
      ] as const) {
        const href = `${edition.origin}/information/${format}-${String(ids.industry)}.xml`;
        await expect(page.locator(`link[rel="alternate"][type="${type}"][href="${href}"]`)).toHaveCount(1);
        expect((await editionGet(request, edition.origin, href)).status(), href).toBe(200);
      }
    });

    test('every detail family carries og:type, og:locale:alternate and the large Twitter card; fairs, articles and venues a decodable 1200 x 630 picture', async ({
      page,
      request,
    }) => {
      const ids = await seeded(request);
      const families: [string, string, boolean][] = [
        [`/exhibition/${String(ids.exhibition)}.html`, 'website', true],
        [`/information/${String(ids.news)}.html`, 'article', true],
        [`/pavilion/${String(ids.pavilion)}.html`, 'website', true],
        [ids.wikiPath, 'article', false],
        [`/company/${String(ids.company)}.html`, 'website', false],
        ['/periodical/1.html', 'website', false],
        ['/special/1.html', 'website', false],
        [`/visa/${String(ids.visa)}.html`, 'website', false],
      ];
      for (const [path, type, picture] of families) {
        const response = await page.goto(`${edition.origin}${path}`);
        expect(response?.status(), path).toBe(200);
        const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
        expect(await meta('property="og:type"'), path).toBe(type);
        expect(await meta('property="og:locale"'), path).toBe(edition.ogLocale);
        expect(await meta('property="og:locale:alternate"'), path).toBe(edition.alternate);
        expect(await meta('name="twitter:card"'), path).toBe('summary_large_image');
        if (!picture) continue;
        const image = (await meta('property="og:image"')) ?? '';
        expect(image, path).toMatch(
          new RegExp(`^${edition.origin}/share/(exhibition|news|pavilion)/\\d+\\.png$`),
        );
        expect(await meta('property="og:image:width"')).toBe('1200');
        expect(await meta('property="og:image:height"')).toBe('630');
        const fetched = await editionGet(request, edition.origin, image);
        expect(fetched.status(), image).toBe(200);
        expect(fetched.headers()['content-type']).toBe('image/png');
        const decoded = await sharp(await fetched.body()).metadata();
        expect([decoded.format, decoded.width, decoded.height], image).toEqual(['png', 1200, 630]);
      }
    });

    test('a past fair and an edition page link the fair calendar file', async ({ page, request }) => {
      const ids = await seeded(request);
      for (const path of [
        `/exhibition/${String(ids.pastExhibition)}.html`,
        `/exhibition/periodical/${String(ids.edition)}.html`,
      ]) {
        await page.goto(`${edition.origin}${path}`);
        const link = page.getByTestId('calendar-links').locator('a[href$=".ics"]');
        await expect(link, path).toHaveAttribute('href', `/exhibition/${String(ids.pastExhibition)}.ics`);
        const ics = await editionGet(
          request,
          edition.origin,
          `/exhibition/${String(ids.pastExhibition)}.ics`,
        );
        expect(ics.status()).toBe(200);
        expect(await ics.text()).toContain('BEGIN:VEVENT');
      }
    });
  });
}
