import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/content/sanitize.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { emailSchema } from '../../src/lib/contract/common.ts';
import { streetsOf } from './venue-addresses.ts';

// The catalogue of one fixed day, so a failure names the same rows on every run.
const today = '2026-12-01';
const catalogue = generateCatalogue(1, today);

/** The stated counts of a text in either language: countries, halls, exhibitors, square metres. */
function counts(text: string): Record<string, string[]> {
  const zh = {
    countries: /(\d[\d,]*)个国家/g,
    halls: /(\d[\d,]*)个展厅/g,
    exhibitors: /(\d[\d,]*)家展商/g,
    area: /(\d[\d,]*)平方米/g,
  };
  const en = {
    countries: /(\d[\d,]*) countries/g,
    halls: /(\d[\d,]*) halls/g,
    exhibitors: /(\d[\d,]*) exhibitors/g,
    area: /(\d[\d,]*) square metres/g,
  };
  const patterns = /[\u4e00-\u9fff]/.test(text) ? zh : en;
  return Object.fromEntries(
    Object.entries(patterns).map(([fact, pattern]) => [
      fact,
      [...text.matchAll(pattern)].map((m) => (m[1] ?? '').replaceAll(',', '')).sort(),
    ]),
  );
}

/** The years a text names. */
const years = (text: string) => [...new Set(text.match(/(?<!\d)20\d\d(?!\d)/g) ?? [])].sort();

describe('the seed catalogue agrees with itself', () => {
  it('states the same counts in Chinese and English for every fair, venue and article', () => {
    const texts: [string, string, string][] = [
      ...catalogue.exhibitions.exhibitions.map(
        (e) => [`exhibition ${String(e.id)}`, e.introZh, e.introEn] as [string, string, string],
      ),
      ...catalogue.pavilions.map(
        (p) => [`pavilion ${String(p.id)}`, p.introZh, p.introEn] as [string, string, string],
      ),
      ...catalogue.news.articles.map(
        (a) =>
          [`news ${String(a.id)}`, `${a.summaryZh}${a.bodyZh}`, `${a.summaryEn}${a.bodyEn}`] as [
            string,
            string,
            string,
          ],
      ),
    ];
    const disagreeing = texts.filter(
      ([, zh, en]) => JSON.stringify(counts(zh)) !== JSON.stringify(counts(en)),
    );
    expect(disagreeing.map(([name]) => name)).toEqual([]);
    // The check has something to compare: the counts are there in both languages.
    expect(texts.filter(([, zh]) => Object.values(counts(zh)).some((v) => v.length > 0)).length).toBe(
      texts.length,
    );
  });

  it('writes article bodies that still read whole once the cleaner has removed what it removes', () => {
    // What the cleaner takes out (phone numbers, foreign links, scripts) must not leave a broken
    // sentence on the page: a dangling "call or ." or "电话：，".
    const broken = /\s[.,;:!?]|[:：]\s*$|[：，、]\s*[，。]|或\s*。|\bor\s*\./;
    const paragraphs = (html: string) =>
      [...sanitizeRichText(html).matchAll(/<(p|li|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
        (m[2] ?? '')
          .replace(/<[^>]*>/g, '')
          .replaceAll('&nbsp;', ' ')
          .trim(),
      );
    const found = catalogue.news.articles
      .slice(0, 200)
      .flatMap((article) =>
        [...paragraphs(article.bodyZh), ...paragraphs(article.bodyEn)]
          .filter((text) => text !== '' && broken.test(text))
          .map((text) => `news ${String(article.id)}: ${text}`),
      );
    expect(found).toEqual([]);
  });

  it("gives a venue's introduction the hall count of its facts table", () => {
    for (const venue of catalogue.pavilions) {
      expect(counts(venue.introZh).halls).toEqual([String(venue.halls)]);
      expect(counts(venue.introEn).halls).toEqual([String(venue.halls)]);
    }
  });

  it('names the same years in both languages of a news summary', () => {
    for (const article of catalogue.news.articles) {
      expect(years(article.summaryZh)).toEqual(years(article.summaryEn));
    }
  });

  it("tags every article with its fair's industry and special topics with their industry's news", () => {
    const fairs = new Map(catalogue.exhibitions.exhibitions.map((e) => [e.id, e]));
    const linked = catalogue.news.articles.filter((a) => a.exhibitionId !== null);
    expect(linked.length).toBeGreaterThan(200);
    for (const article of linked)
      expect(article.industryId).toBe(fairs.get(article.exhibitionId ?? 0)?.industryId);
    const newsIndustry = new Map(catalogue.news.articles.map((a) => [a.id, a.industryId]));
    const industryOfTopic = new Map(
      catalogue.lookups.industries.map((i) => [`${i.nameEn} fairs special`, i.id]),
    );
    for (const topic of catalogue.topics) {
      const industry = industryOfTopic.get(topic.titleEn);
      const ids = topic.newsIds as number[];
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.map((id) => newsIndustry.get(id))).toEqual(ids.map(() => industry));
    }
  });

  it('files every wiki article under the category its subject belongs to', () => {
    const category = new Map(catalogue.wiki.categories.map((c) => [c.id, c.nameEn]));
    const expected: readonly [RegExp, string][] = [
      [/visa/i, 'Visas & Travel'],
      [/booth design/i, 'Booth Design'],
      [/customs/i, 'Logistics & Customs'],
      [/subsidies/i, 'Subsidies'],
      [/staying near venues/i, 'Venue Guides'],
      [/shell scheme/i, 'Glossary'],
    ];
    for (const article of catalogue.wiki.articles) {
      const rule = expected.find(([pattern]) => pattern.test(article.titleEn));
      if (rule)
        expect([article.titleEn, category.get(article.categoryId)]).toEqual([article.titleEn, rule[1]]);
    }
    expect(catalogue.wiki.articles.filter((a) => /visa/i.test(a.titleEn)).length).toBeGreaterThan(0);
  });

  it("gives every venue an address in its own city, on a street of its country's style", () => {
    const cities = new Map(catalogue.lookups.cities.map((c) => [c.id, c]));
    const countries = new Map(catalogue.lookups.countries.map((c) => [c.id, c]));
    for (const venue of catalogue.pavilions) {
      const city = cities.get(venue.cityId);
      const country = countries.get(venue.countryId);
      expect(venue.addressEn.endsWith(`, ${city?.nameEn ?? '?'}`)).toBe(true);
      expect(venue.addressZh).toContain(city?.nameZh ?? '?');
      const streets = streetsOf(country?.code ?? '');
      expect([venue.addressEn, streets.some((s) => venue.addressEn.includes(s))]).toEqual([
        venue.addressEn,
        true,
      ]);
    }
    // "Messe" streets are German-speaking: none in Beijing (the address the issue found).
    const beijing = catalogue.pavilions.filter((p) => p.addressEn.endsWith(', Beijing'));
    expect(beijing.length).toBeGreaterThan(0);
    expect(beijing.filter((p) => p.addressEn.includes('Messe'))).toEqual([]);
  });

  it('writes news summaries that differ from each other and from their titles', () => {
    const articles = catalogue.news.articles;
    const sentencesOf = (summary: string) => summary.split(/(?<=[.。])\s*/).filter((s) => s !== '');
    for (const [lang, key] of [
      ['zh', 'summaryZh'],
      ['en', 'summaryEn'],
    ] as const) {
      const seen = new Map<string, number>();
      for (const article of articles)
        for (const sentence of sentencesOf(article[key])) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      const sharing = articles.filter((a) => sentencesOf(a[key]).some((s) => (seen.get(s) ?? 0) > 1));
      expect([lang, sharing.length / articles.length < 0.05]).toEqual([lang, true]);
    }
    for (const article of articles) {
      expect(article.summaryEn).not.toContain(article.titleEn);
      expect(article.summaryZh).not.toContain(article.titleZh);
    }
  });

  it('dates the news up to the day before the seed day, and a new day moves it, deterministically', () => {
    const dates = catalogue.news.articles.map((a) => a.publishedAt.getTime());
    const latest = new Date(Math.max(...dates)).toISOString().slice(0, 10);
    const earliest = new Date(Math.min(...dates)).toISOString().slice(0, 10);
    expect(latest).toBe('2026-11-30');
    expect(earliest >= '2023-11-30').toBe(true);
    const later = generateCatalogue(1, '2027-06-01').news.articles.map((a) => a.publishedAt.getTime());
    expect(new Date(Math.max(...later)).toISOString().slice(0, 10)).toBe('2027-05-31');
  });

  it('publishes a post-show report after its fair and a preview before it', () => {
    const fairs = new Map(catalogue.exhibitions.exhibitions.map((e) => [e.id, e]));
    const fairByName = new Map(catalogue.exhibitions.exhibitions.map((e) => [e.nameEn, e]));
    let checked = 0;
    for (const article of catalogue.news.articles) {
      const day = article.publishedAt.toISOString().slice(0, 10);
      const report = /^(.+?) (?:post-show report|closes)/.exec(article.titleEn);
      const preview = /^(.+) opens soon/.exec(article.titleEn);
      const fair = fairByName.get((report ?? preview)?.[1] ?? '') ?? fairs.get(article.exhibitionId ?? 0);
      if (report && fair) expect([article.id, day > fair.endDate]).toEqual([article.id, true]);
      if (preview && fair) expect([article.id, day < fair.startDate]).toEqual([article.id, true]);
      if ((report ?? preview) && fair) checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('gives every article a title of its own in both languages', () => {
    for (const language of ['titleZh', 'titleEn'] as const) {
      const titles = catalogue.news.articles.map((article) => article[language]);
      const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
      expect([language, repeated]).toEqual([language, []]);
    }
  });

  it('invents no web address: no seeded venue or company website, no picture on an outside host', () => {
    expect(catalogue.pavilions.filter((p) => p.website !== null)).toEqual([]);
    expect(catalogue.companies.filter((c) => c.website !== null)).toEqual([]);
    const images = catalogue.news.articles.flatMap((a) =>
      [...`${a.bodyZh}${a.bodyEn}`.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? ''),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((src) => !src.startsWith('/oss/'))).toEqual([]);
  });

  it('gives every organiser an address on its own name under .example, and no other company one', () => {
    const organisers = catalogue.companies.filter((c) => c.kind === 'organiser');
    expect(organisers.length).toBeGreaterThan(0);
    for (const company of catalogue.companies) {
      if (company.kind !== 'organiser') {
        expect([company.id, company.email ?? null]).toEqual([company.id, null]);
        continue;
      }
      const stem = (company.nameEn.split(' ')[0] ?? '').toLowerCase();
      expect(company.email).toMatch(new RegExp(`^info@${stem}-[a-z0-9-]+\\.example$`));
      expect(emailSchema.safeParse(company.email).success).toBe(true);
    }
  });

  it('names no host that does not exist: no reserved example, test or invalid names anywhere', () => {
    // RFC 2606 / 6761 names: a link, picture or address on one of them can never work.
    const reserved = /\b[\w.-]*\b(?:example\.(?:com|net|org)|\.example|\.invalid|\.test|\.localhost)\b/i;
    const text = JSON.stringify(catalogue);
    const hosts = [...text.matchAll(/(?:https?:)?\/\/([a-z0-9.-]+)/gi)].map((m) => m[1] ?? '');
    expect(hosts.length).toBeGreaterThan(0);
    expect([...new Set(hosts.filter((host) => reserved.test(host)))]).toEqual([]);
    expect(text.match(/[\w.-]*(?:example\.(?:com|net|org)|\.invalid)\b/gi) ?? []).toEqual([]);
  });
});
