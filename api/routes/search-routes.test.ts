import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage, SearchSuggestions } from '../../src/lib/contract/search.ts';
import { loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';
import {
  loadRelevanceSet,
  relevanceScores,
  relevanceSeedDay,
  runRelevance,
} from '../test/search-relevance.ts';

const api = useTestApi({ seedDay: relevanceSeedDay() });

function searchPath(params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `/api/search?${query.toString()}`;
}

describe('GET /api/search relevance', () => {
  // Before the editor test below renames a fair: the set is written against the seed.
  it('finds an expected result in the top 3 for every query of the relevance set', async () => {
    const queries = loadRelevanceSet();
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const outcomes = await runRelevance(api.url, queries);
    const misses = outcomes
      .filter((outcome) => outcome.rank === null || outcome.rank > 3)
      .map((outcome) => `${outcome.query.locale} ${outcome.query.q}: got ${outcome.top.join(', ')}`);
    expect(misses).toEqual([]);
    expect(relevanceScores(outcomes).recallAt3).toBe(1);
  });
});

describe('GET /api/search', () => {
  let editor = '';
  beforeAll(async () => {
    editor = await loginEditor(api);
  });

  it('answers in the caller language and matches names of the other language', async () => {
    const zh = await api.call<SearchPage>('GET', searchPath({ q: 'Plastics Week Shanghai' }), {
      locale: 'CN',
    });
    expect(zh.body.data?.records[0]).toMatchObject({ type: 'exhibition', id: 249, title: '上海塑料周' });
    expect(zh.body.data?.records[0]?.altTitle).toBe('Plastics Week Shanghai');
    const en = await api.call<SearchPage>('GET', searchPath({ q: '上海塑料周' }), { locale: 'EN' });
    expect(en.body.data?.records[0]).toMatchObject({ id: 249, title: 'Plastics Week Shanghai' });
  });

  it("finds an editor's change at once: 上海汽车 finds 上海国际汽车工业展览会", async () => {
    const before = await api.call<SearchPage>('GET', searchPath({ q: '上海汽车', type: 'exhibition' }));
    expect(before.body.data?.records.map((record) => record.id)).not.toContain(51);
    const saved = await api.call('PUT', '/api/editor/exhibitions/51', {
      token: editor,
      body: { name: { zh: '上海国际汽车工业展览会', en: 'Auto Shanghai' } },
    });
    expect(saved.status).toBe(200);
    const after = await api.call<SearchPage>('GET', searchPath({ q: '上海汽车' }));
    expect(after.body.data?.records[0]).toMatchObject({
      type: 'exhibition',
      id: 51,
      title: '上海国际汽车工业展览会',
    });
    const english = await api.call<SearchPage>('GET', searchPath({ q: 'auto shanghai' }), { locale: 'EN' });
    expect(english.body.data?.records[0]).toMatchObject({ id: 51, title: 'Auto Shanghai' });
  });

  it('ranks exact names first, then upcoming fairs before past ones', async () => {
    const venue = await api.call<SearchPage>('GET', searchPath({ q: '上海国际博览中心' }));
    expect(venue.body.data?.records[0]).toMatchObject({ type: 'pavilion', id: 1 });
    const fairs = await api.call<SearchPage>(
      'GET',
      searchPath({ q: 'hydrogen', type: 'exhibition', pageSize: 50 }),
    );
    const states = fairs.body.data?.records.map((record) => record.state) ?? [];
    expect(states.length).toBeGreaterThan(3);
    const firstPast = states.indexOf('past');
    if (firstPast !== -1) expect(states.slice(firstPast).every((state) => state === 'past')).toBe(true);
  });

  it('filters by kind and time window, pages, and counts every kind', async () => {
    const all = await api.call<SearchPage>('GET', searchPath({ q: 'shanghai', pageSize: 5 }));
    const data = all.body.data;
    expect(data?.records).toHaveLength(5);
    const counts = data?.counts;
    expect(counts?.exhibition).toBeGreaterThan(5);
    expect(data?.total).toBe(Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0));
    const fairs = await api.call<SearchPage>(
      'GET',
      searchPath({ q: 'shanghai', type: 'exhibition', pageSize: 5 }),
    );
    expect(fairs.body.data?.total).toBe(counts?.exhibition);
    expect(fairs.body.data?.records.every((record) => record.type === 'exhibition')).toBe(true);
    const page2 = await api.call<SearchPage>(
      'GET',
      searchPath({ q: 'shanghai', type: 'exhibition', pageSize: 5, pageNum: 2 }),
    );
    const firstIds = fairs.body.data?.records.map((record) => record.id) ?? [];
    expect(page2.body.data?.records.some((record) => firstIds.includes(record.id))).toBe(false);
    const past = await api.call<SearchPage>(
      'GET',
      searchPath({ q: 'shanghai', type: 'exhibition', window: 7 }),
    );
    expect(past.body.data?.records.every((record) => record.state === 'past')).toBe(true);
    const wiki = await api.call<SearchPage>('GET', searchPath({ q: 'automotive', type: 'wiki' }));
    expect(wiki.body.data?.records[0]?.path).toMatch(/^\/wiki\/\d+-\d+-\d+-\d+\.html$/);
  });

  it('answers hostile queries with a clean envelope, never a 500', async () => {
    const hostile = [
      '%',
      '_',
      '\\',
      '%_\\%',
      "' or 1=1 --",
      "'; drop table exhibitions; --",
      '上海%',
      'a'.repeat(10 * 1024),
      // 9 KB percent-encoded; Node refuses request heads over 16 KB (431) before the API sees them.
      '展'.repeat(1000),
      '😀🚀🎪',
      '😀 shanghai',
      '\u0000',
      'shang\u0000hai',
      '\u202e\u200b',
      '<script>alert(1)</script>',
      '   ',
    ];
    for (const q of hostile) {
      const { status, body } = await api.call<SearchPage>('GET', searchPath({ q }));
      expect(status, JSON.stringify(q.slice(0, 20))).toBeLessThan(500);
      expect([1, 20002], JSON.stringify(q.slice(0, 20))).toContain(body.code);
      if (body.code === 1) expect(body.data?.q.length).toBeLessThanOrEqual(100);
      const suggest = await api.call<SearchSuggestions>(
        'GET',
        `/api/search/suggest?q=${encodeURIComponent(q)}`,
      );
      expect(suggest.status, JSON.stringify(q.slice(0, 20))).toBeLessThan(500);
    }
    const wildcards = await api.call<SearchPage>('GET', searchPath({ q: '%_\\' }));
    expect(wildcards.body.data?.total).toBe(0);
    const emoji = await api.call<SearchPage>('GET', searchPath({ q: '😀 shanghai' }));
    expect(emoji.body.data?.total).toBeGreaterThan(0);
  });

  it('refuses unknown kinds and windows with 20002', async () => {
    for (const query of ['type=fairs', 'window=9', 'pageSize=101']) {
      const { status, body } = await api.call('GET', `/api/search?q=x&${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(20002);
    }
  });
});

describe('GET /api/search/suggest', () => {
  it('answers the best few of each kind, grouped in kind order', async () => {
    const { body } = await api.call<SearchSuggestions>('GET', '/api/search/suggest?q=shanghai&limit=2', {
      locale: 'EN',
    });
    const groups = body.data?.groups ?? [];
    expect(groups.map((group) => group.type)).toEqual(
      ['exhibition', 'pavilion', 'news', 'wiki', 'company', 'visa'].filter((type) =>
        groups.some((group) => group.type === type),
      ),
    );
    expect(groups[0]?.type).toBe('exhibition');
    for (const group of groups) expect(group.records.length).toBeLessThanOrEqual(2);
    expect(groups[0]?.records[0]?.title).toMatch(/Shanghai/);
    const empty = await api.call<SearchSuggestions>('GET', '/api/search/suggest?q=');
    expect(empty.body.data?.groups).toEqual([]);
  });
});
