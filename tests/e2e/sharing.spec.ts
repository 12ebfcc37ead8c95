import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { enOrigin, zhOrigin } from './helpers.ts';

// What a feed reader and a social network read from the portal, in both editions: the news
// feeds (parsed as strict XML and checked against RSS 2.0 / Atom 1.0), the share picture of a
// fair, an article and a venue (fetched and decoded), the Open Graph and Twitter tags of every
// detail family, and the .ics link of a past fair and of an edition page.

const editions = [
  { name: 'Chinese', origin: zhOrigin, lang: 'zh-CN', ogLocale: 'zh_CN', alternate: 'en_US' },
  { name: 'English', origin: enOrigin, lang: 'en', ogLocale: 'en_US', alternate: 'zh_CN' },
] as const;

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

function parseXml(body: string): Document {
  const { window } = new JSDOM('');
  const parsed = new window.DOMParser().parseFromString(body, 'application/xml');
  const error = parsed.getElementsByTagName('parsererror')[0];
  if (error !== undefined) throw new Error(`not well-formed XML: ${error.textContent}`);
  return parsed;
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
    test('the RSS and Atom feeds, of all news and of one industry, parse and link the edition', async ({
      request,
    }) => {
      const ids = await seeded(request);
      const origin = edition.origin;
      for (const [format, type] of [
        ['rss', 'application/rss+xml'],
        ['atom', 'application/atom+xml'],
      ] as const) {
        for (const path of [
          `/information/${format}.xml`,
          `/information/${format}-${String(ids.industry)}.xml`,
        ]) {
          const response = await request.get(`${origin}${path}`);
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
          const doc = parseXml(await response.text());
          const items =
            format === 'rss'
              ? [...doc.getElementsByTagName('item')]
              : [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')];
          expect(items.length, path).toBeGreaterThan(0);
          expect(items.length, path).toBeLessThanOrEqual(30);
          for (const item of items) {
            const link =
              format === 'rss'
                ? item.getElementsByTagName('link')[0]?.textContent
                : item.getElementsByTagName('link')[0]?.getAttribute('href');
            expect(link ?? '', path).toMatch(new RegExp(`^${origin}/information/\\d+\\.html$`));
            expect(item.getElementsByTagName('title')[0]?.textContent ?? '').not.toBe('');
          }
          const language =
            format === 'rss'
              ? doc.getElementsByTagName('language')[0]?.textContent
              : doc.documentElement.getAttribute('xml:lang');
          expect(language).toBe(edition.lang);
        }
      }
      expect((await request.get(`${origin}/information/rss-99999.xml`)).status()).toBe(404);
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
        const fetched = await request.get(image);
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
        const ics = await request.get(`${edition.origin}/exhibition/${String(ids.pastExhibition)}.ics`);
        expect(ics.status()).toBe(200);
        expect(await ics.text()).toContain('BEGIN:VEVENT');
      }
    });
  });
}
