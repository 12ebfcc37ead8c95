/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert, and ids from responses go straight into the next URL */
import { describe, expect, it } from 'vitest';
import { INFORMATION_SECRET_HEADER } from '../../src/lib/contract/headers.ts';
import { isNewsBodySigned, signNewsBody } from '../../src/lib/contract/news-signature.ts';
import { testNewsSecret } from '../test/harness.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The public catalogue over HTTP: lookups, exhibitions, news, venues, wiki, visas, companies, pages, sitemap.
const api = useTestApi();

describe('GET /api/lookups', () => {
  it('lists 20+ industries with sub-industries, 40+ countries, 100+ cities and the time windows', async () => {
    const { body } = await api.call('GET', '/api/lookups', { locale: 'EN' });
    expect(body.data.industries.length).toBeGreaterThanOrEqual(20);
    expect(body.data.industries[0]).toMatchObject({ id: 1, name: 'Machinery' });
    expect(body.data.industries[0].subIndustries.length).toBeGreaterThan(0);
    const countries = body.data.continents.flatMap((c: { countries: unknown[] }) => c.countries);
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries.flatMap((c: { cities: unknown[] }) => c.cities).length).toBeGreaterThanOrEqual(100);
    expect(body.data.timeWindows.map((t: { id: number }) => t.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await api.call('GET', '/api/lookups', { locale: 'CN' })).body.data.industries[0].name).toBe(
      '机械工业',
    );
    expect(
      (await api.call('GET', '/api/lookups', { headers: { Locale: 'garbage' } })).body.data.industries[0]
        .name,
    ).toBe('机械工业');
  });
});

describe('GET /api/exhibitions', () => {
  it('pages 600+ seeded exhibitions', async () => {
    const page = await api.call('GET', '/api/exhibitions?pageSize=50&pageNum=2');
    expect(page.body.data).toMatchObject({ pageNum: 2, pageSize: 50 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(600);
    expect(page.body.data.records).toHaveLength(50);
  });

  it('filters by industry, sub-industry, continent, country, city and time window together', async () => {
    const all = (await api.call('GET', '/api/exhibitions?f=1&pageSize=100')).body.data;
    expect(all.records.every((e: { industry: { id: number } }) => e.industry.id === 1)).toBe(true);
    const sample = all.records[0];
    const narrow = await api.call(
      'GET',
      `/api/exhibitions?f=1&s=${sample.subIndustry.id}&g=${sample.continent.id}&p=${sample.country.id}&c=${sample.city.id}`,
    );
    expect(narrow.body.data.records.map((e: { id: number }) => e.id)).toContain(sample.id);
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = (await api.call('GET', '/api/exhibitions?t=1&pageSize=100')).body.data.records;
    expect(
      upcoming.every((e: { startDate: string; state: string }) => e.startDate >= today && e.state !== 'past'),
    ).toBe(true);
    const past = (await api.call('GET', '/api/exhibitions?t=7&pageSize=100')).body.data.records;
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((e: { endDate: string }) => e.endDate < today)).toBe(true);
  });

  it('treats SQL metacharacters in the keyword as text', async () => {
    const { status, body } = await api.call(
      'GET',
      `/api/exhibitions?keyword=${encodeURIComponent("%' OR 1=1; drop table exhibitions;--")}`,
    );
    expect(status).toBe(200);
    expect(body.data.total).toBe(0);
    expect((await api.call('GET', '/api/exhibitions?pageSize=1')).body.data.total).toBeGreaterThanOrEqual(
      600,
    );
  });
});

describe('GET /api/exhibitions/{id}', () => {
  it('answers venue coordinates, organiser, editions and tickets with tiers in minor units', async () => {
    const { body } = await api.call('GET', '/api/exhibitions/1', { locale: 'EN' });
    expect(body.data.venue).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(body.data.organiser.name).toMatch(/[A-Za-z]/);
    expect(body.data.editions.length).toBeGreaterThan(0);
    expect(body.data.tickets[0].tiers[0].priceMinor).toEqual(expect.any(Number));
    expect(Number.isInteger(body.data.tickets[0].tiers[0].priceMinor)).toBe(true);
  });

  it('answers a clear not-found envelope for an unknown id', async () => {
    const { status, body } = await api.call('GET', '/api/exhibitions/999999', { locale: 'EN' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 0, data: null, message: 'exhibition 999999 not found' });
    const inChinese = await api.call('GET', '/api/exhibitions/999999', { locale: 'CN' });
    expect([inChinese.status, inChinese.body.code]).toEqual([404, 0]);
    expect(inChinese.body.message).toBe('展会 999999 不存在');
  });
});

describe('GET /api/editions/{id}', () => {
  it('answers one edition by its own id with the exhibition it belongs to', async () => {
    const detail = (await api.call('GET', '/api/exhibitions/1', { locale: 'EN' })).body.data;
    const edition = detail.editions[0];
    const { status, body } = await api.call('GET', `/api/editions/${String(edition.id)}`, { locale: 'EN' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ ...edition, exhibitionId: 1 });
  });

  it('answers not-found for an unknown edition', async () => {
    const { status, body } = await api.call('GET', '/api/editions/999999', { locale: 'EN' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 0, message: 'edition 999999 not found' });
  });
});

describe('news', () => {
  it('lists 400+ articles by type and industry, newest first, and serves the body at /ossApi', async () => {
    const list = (await api.call('GET', '/api/news?t=1&i=1&pageSize=100')).body.data;
    expect(
      list.records.every(
        (n: { type: { id: number }; industry: { id: number } }) => n.type.id === 1 && n.industry.id === 1,
      ),
    ).toBe(true);
    expect((await api.call('GET', '/api/news?pageSize=1')).body.data.total).toBeGreaterThanOrEqual(400);
    const dates = list.records.map((n: { publishedAt: string }) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const html = await api.raw('GET', '/ossApi/newsContent/5.html', { headers: { Locale: 'EN' } });
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toBe((await api.call('GET', '/api/news/5', { locale: 'EN' })).body.data.body);
  });

  it('seeds bodies with every hazard the cleaner must meet', async () => {
    const bodies: string[] = [];
    for (let id = 1; id <= 60; id++)
      bodies.push((await api.call('GET', `/api/news/${String(id)}`)).body.data.body);
    const all = bodies.join('\n');
    for (const hazard of [
      /<script/,
      /<iframe/,
      /<svg/,
      /<style>/,
      /<p><\/p>|<div><\/div>/,
      /<a href="https:\/\/[^"]+" target="_blank">/,
      /1[3-9]\d{9}|\d{3,4}-\d{7,8}/,
    ])
      expect(all).toMatch(hazard);
  });

  it('signs every news answer in the information secret header: list, detail, fragment, not-found', async () => {
    for (const path of [
      '/api/news?pageSize=3',
      '/api/news/5',
      '/ossApi/newsContent/5.html',
      '/api/news/999999',
    ]) {
      for (const locale of ['CN', 'EN']) {
        const response = await api.raw('GET', path, { headers: { Locale: locale } });
        const body = await response.text();
        const header = response.headers.get(INFORMATION_SECRET_HEADER);
        expect(header, path).toMatch(/^sha256=[0-9a-f]{64}$/);
        expect(header, path).toBe(signNewsBody(body, testNewsSecret));
        expect(isNewsBodySigned(body, header, testNewsSecret), path).toBe(true);
        // The header is the body's: another body, or another secret, does not match it.
        expect(isNewsBodySigned(`${body} `, header, testNewsSecret), path).toBe(false);
        expect(isNewsBodySigned(body, header, `${testNewsSecret}x`), path).toBe(false);
      }
    }
    const other = await api.raw('GET', '/api/exhibitions?pageSize=1');
    expect(other.headers.get(INFORMATION_SECRET_HEADER)).toBeNull();
    const keywords = await api.raw('GET', '/ossApi/InnerChainInfo/key.json');
    expect(keywords.headers.get(INFORMATION_SECRET_HEADER)).toBeNull();
  });

  it('serves the keyword-link table as a bare array of {url, content}', async () => {
    const response = await api.raw('GET', '/ossApi/InnerChainInfo/key.json');
    const table = (await response.json()) as { url: string; content: string }[];
    expect(table.length).toBeGreaterThan(20);
    expect(Object.keys(table[0] ?? {}).sort()).toEqual(['content', 'url']);
  });
});

describe('pavilions, wiki, visas, companies, periodicals and pages', () => {
  it('lists 80+ pavilions with real-looking coordinates and filters them by city', async () => {
    const list = (await api.call('GET', '/api/pavilions?pageSize=100&pageNum=1')).body.data;
    expect(list.total).toBeGreaterThanOrEqual(80);
    expect(
      list.records.every(
        (p: { lat: number; lng: number }) => Math.abs(p.lat) <= 74 && Math.abs(p.lng) <= 180,
      ),
    ).toBe(true);
    const shanghai = (await api.call('GET', '/api/pavilions?c=1')).body.data.records;
    expect(shanghai.every((p: { city: { id: number } }) => p.city.id === 1)).toBe(true);
    expect((await api.call('GET', `/api/pavilions/${shanghai[0].id}`)).body.data.upcoming).toEqual(
      expect.any(Array),
    );
  });

  it('serves 150+ wiki articles and flags a non-canonical a-h-aid', async () => {
    const home = (await api.call('GET', '/api/wiki')).body.data;
    expect(
      home.categories.reduce((n: number, c: { articles: number }) => n + c.articles, 0),
    ).toBeGreaterThanOrEqual(150);
    const article = (await api.call('GET', '/api/wiki/articles/1')).body.data;
    const [, id, a, h, aid] = /^\/wiki\/(\d+)-(\d+)-(\d+)-(\d+)\.html$/.exec(article.path) ?? [];
    expect(
      (await api.call('GET', `/api/wiki/articles/${id}?a=${a}&h=${h}&aid=${aid}`)).body.data.canonical,
    ).toBe(true);
    expect(
      (await api.call('GET', `/api/wiki/articles/${id}?a=${String(Number(a) + 1)}&h=${h}&aid=${aid}`)).body
        .data.canonical,
    ).toBe(false);
  });

  it('filters visas of 30+ countries and lists documents per applicant kind', async () => {
    const all = (await api.call('GET', '/api/visas?pageSize=100')).body.data.records;
    expect(new Set(all.map((v: { area: { id: number } }) => v.area.id)).size).toBeGreaterThanOrEqual(30);
    const v = all[0];
    const filtered = (
      await api.call(
        'GET',
        `/api/visas?visaAreaId=${v.visaArea.id}&areaId=${v.area.id}&type=${v.type.id}&bizType=${v.bizType.id}`,
      )
    ).body.data.records;
    expect(filtered.map((x: { id: number }) => x.id)).toContain(v.id);
    const detail = (await api.call('GET', `/api/visas/${v.id}`, { locale: 'EN' })).body.data;
    expect(
      detail.applicantKinds
        .find((k: { code: string }) => k.code === 'employed')
        .documents.map((d: { code: string }) => d.code),
    ).toContain('passport');
    expect(detail.fees.reduce((n: number, f: { amountMinor: number }) => n + f.amountMinor, 0)).toBe(
      detail.priceMinor,
    );
  });

  it('serves companies with exhibitor lists, periodicals, topics, about, community, user and trip pages', async () => {
    const periodical = (await api.call('GET', '/api/periodicals/1')).body.data;
    expect(periodical.exhibitors.length).toBeGreaterThan(0);
    const exhibitors = (await api.call('GET', `/api/exhibitions/${periodical.exhibition.id}/exhibitors`)).body
      .data;
    expect(exhibitors.total).toBeGreaterThanOrEqual(periodical.exhibitors.length);
    const company = (await api.call('GET', `/api/companies/${exhibitors.records[0].company.id}`)).body.data;
    expect(company.exhibitsAt.map((e: { exhibition: { id: number } }) => e.exhibition.id)).toContain(
      periodical.exhibition.id,
    );
    expect(
      (await api.call('GET', '/api/companies?kind=organiser&pageSize=1')).body.data.records[0].kind,
    ).toBe('organiser');
    expect((await api.call('GET', '/api/special-topics/1')).body.data.exhibitions.length).toBeGreaterThan(0);
    expect((await api.call('GET', '/api/about/5', { locale: 'EN' })).body.data.slug).toBe('terms');
    expect((await api.call('GET', '/api/communities/1')).body.data.posts.length).toBeGreaterThan(0);
    const user = (await api.call('GET', '/api/expo-users/2')).body.data;
    expect(user).not.toHaveProperty('phone');
    const trips = (await api.call('GET', '/api/trips?pageSize=5')).body.data;
    expect(trips.total).toBeGreaterThan(0);
    expect(
      (await api.call('GET', `/api/trips/${trips.records[0].id}`)).body.data.itinerary.length,
    ).toBeGreaterThan(1);
  });
});

describe('GET /api/sitemap', () => {
  it('counts entries per letter and lists every id of a letter with its page path', async () => {
    const index = (await api.call('GET', '/api/sitemap')).body.data;
    const exhibitions = index.find((t: { type: string }) => t.type === 'exhibition');
    const [letter, count] = Object.entries(exhibitions.letters as Record<string, number>)[0] ?? [];
    const entries = (await api.call('GET', `/api/sitemap/exhibition?letter=${letter}&pageSize=5000`)).body
      .data;
    expect(entries.total).toBe(count);
    expect(entries.records[0].path).toMatch(/^\/exhibition\/\d+\.html$/);
    expect((await api.call('GET', '/api/sitemap/news?pageSize=5000')).body.data.total).toBe(
      index.find((t: { type: string }) => t.type === 'news').total,
    );
  });
  it('by=pinyin groups Chinese names by their pinyin initials and sorts them by pinyin', async () => {
    const index = (await api.call('GET', '/api/sitemap?by=pinyin')).body.data;
    const byName = (await api.call('GET', '/api/sitemap')).body.data;
    for (const type of index) {
      const counts = Object.values(type.letters as Record<string, number>);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(type.total);
      expect(type.total).toBe(byName.find((t: { type: string }) => t.type === type.type).total);
      for (const letter of Object.keys(type.letters)) expect(letter).toMatch(/^[A-Z0]$/);
    }
    const exhibitions = index.find((t: { type: string }) => t.type === 'exhibition');
    const [letter, count] = Object.entries(exhibitions.letters as Record<string, number>).sort(
      (a, b) => b[1] - a[1],
    )[0] ?? ['', 0];
    const entries = (
      await api.call('GET', `/api/sitemap/exhibition?letter=${letter}&by=pinyin&pageSize=5000`, {
        locale: 'CN',
      })
    ).body.data;
    expect(entries.total).toBe(count);
    const { pinyinOf } = await import('../seed/letters.ts');
    const keys = entries.records.map((entry: { name: string; pinyinLetter: string }) => {
      // The Chinese name's pinyin decides both the letter and the order.
      const { pinyinLetter, pinyinKey } = pinyinOf(entry.name);
      expect(entry.pinyinLetter).toBe(letter);
      expect(pinyinLetter).toBe(letter);
      return pinyinKey;
    });
    expect(keys).toEqual([...keys].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    // The English index is unchanged: the first letter of the English name.
    const english = (await api.call('GET', `/api/sitemap/exhibition?letter=A&pageSize=5`, { locale: 'EN' }))
      .body.data;
    for (const entry of english.records) expect(entry.name.charAt(0).toUpperCase()).toBe('A');
  });
});
