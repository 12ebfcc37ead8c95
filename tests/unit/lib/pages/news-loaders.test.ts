import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { NewsDetail } from '../../../../src/lib/contract/news.ts';
import { clearKeywordTable, getKeywordTable } from '../../../../src/lib/endpoints/keywords.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { loadNewsDetail } from '../../../../src/lib/pages/news-detail.ts';
import { expoInfoTags, loadExpoInfo } from '../../../../src/lib/pages/news-exhibition.ts';
import { loadNewsList } from '../../../../src/lib/pages/news-list.ts';

const lookups = {
  industries: [{ id: 2, name: 'Electronics', subIndustries: [{ id: 21, name: 'Chips' }] }],
  continents: [],
  timeWindows: [],
  newsTypes: [{ id: 1, name: 'Fair news' }],
  wikiCategories: [],
  visaTypes: [],
  consularDistricts: [],
};
const article: NewsDetail = {
  id: 12,
  title: 'Electronics fair',
  summary: 'Summary',
  cover: '',
  type: { id: 1, name: 'Fair news' },
  industry: { id: 2, name: 'Electronics' },
  exhibitionId: 5,
  source: 'Expo Daily',
  link: null,
  views: 1,
  publishedAt: '2026-05-01T08:00:00.000Z',
  body: '<p>Call 13812345678 about electronics</p><script>window.__xss=1</script><iframe src="https://x.example"></iframe>',
  related: [],
  updatedAt: '2026-05-01T08:00:00.000Z',
};
const hosts = {
  siteHost: 'www.expo.cn',
  enSiteHost: 'en.expo.cn',
  ossHost: 'oss.expo.cn',
  englishHosts: ['en.expo.cn'],
  chineseHosts: ['www.expo.cn'],
  security: { https: true },
};

/** A fake API: lookups, a news page of `total` articles, one article, and the keyword table. */
function fakeApi(
  total: number,
  calls: string[] = [],
  keywords: () => Promise<unknown> = () => Promise.resolve([]),
): ApiClient {
  return {
    get: (path: string, options?: { query?: Record<string, unknown> }) => {
      calls.push(`${path}${options?.query ? ` ${JSON.stringify(options.query)}` : ''}`);
      if (path === '/api/lookups') return Promise.resolve(lookups);
      if (path === '/api/news/12') return Promise.resolve(article);
      if (path === '/api/exhibitions/5') return Promise.resolve({ id: 5, name: 'Fair' });
      return Promise.resolve({ records: total > 0 ? [article] : [], pageNum: 1, pageSize: 20, total });
    },
    json: (path: string) => {
      calls.push(path);
      return keywords();
    },
  } as unknown as ApiClient;
}

describe('loadNewsList', () => {
  it('asks the API for the filters and page', async () => {
    const calls: string[] = [];
    const data = await loadNewsList(fakeApi(45, calls), 'en', { t: 1, i: 2, page: 3 });
    expect(calls).toContain('/api/news {"t":1,"i":2,"pageNum":3,"pageSize":20}');
    expect(data.pageCount).toBe(3);
    expect(data.newsTypes).toEqual([{ id: 1, name: 'Fair news' }]);
    expect(data.industries).toEqual([{ id: 2, name: 'Electronics' }]);
  });
  it('is not found for an unknown type or industry', async () => {
    await expect(loadNewsList(fakeApi(5), 'en', { t: 9, i: 0, page: 1 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
    await expect(loadNewsList(fakeApi(5), 'en', { t: 0, i: 9, page: 1 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
  });
  it('is not found past the last page, but an empty first page exists', async () => {
    await expect(loadNewsList(fakeApi(20), 'en', { t: 0, i: 0, page: 2 })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
    await expect(loadNewsList(fakeApi(0), 'en', { t: 1, i: 0, page: 1 })).resolves.toMatchObject({
      total: 0,
    });
  });
});

describe('loadNewsDetail', () => {
  beforeEach(() => {
    clearKeywordTable();
  });
  it('cleans the body and links a keyword', async () => {
    const api = fakeApi(1, [], () =>
      Promise.resolve([{ url: '/exhibition-2-0-0-0-0-0-1/', content: 'electronics' }]),
    );
    const { bodyHtml } = await loadNewsDetail(api, '12', hosts);
    expect(bodyHtml).not.toMatch(/<script|<iframe|13812345678|__xss/);
    expect(bodyHtml).toContain('<a href="/exhibition-2-0-0-0-0-0-1/">electronics</a>');
  });
  it('shows the article without keyword links when the table cannot be read', async () => {
    const api = fakeApi(1, [], () => Promise.reject(new Error('oss down')));
    const { bodyHtml } = await loadNewsDetail(api, '12', hosts);
    expect(bodyHtml).toContain('about electronics');
    expect(bodyHtml).not.toContain('<a');
  });
});

describe('getKeywordTable', () => {
  beforeEach(() => {
    clearKeywordTable();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('asks once for a few minutes, then again', async () => {
    const calls: string[] = [];
    const api = fakeApi(1, calls, () => Promise.resolve([{ url: '/a', content: 'a' }]));
    await getKeywordTable(api);
    await getKeywordTable(api);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(5 * 60 * 1000 + 1);
    await getKeywordTable(api);
    expect(calls).toHaveLength(2);
  });
  it('does not keep a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const api = fakeApi(1, calls, () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([])));
    await expect(getKeywordTable(api)).resolves.toEqual([]);
    fail = false;
    await getKeywordTable(api);
    expect(calls).toHaveLength(2);
  });
});

describe('loadExpoInfo', () => {
  it('loads the exhibition and the news about it', async () => {
    const calls: string[] = [];
    const data = await loadExpoInfo(fakeApi(1, calls), '5');
    expect(calls).toContain('/api/news {"exhibitionId":"5","pageNum":1,"pageSize":100}');
    expect(data.exhibition.id).toBe(5);
    expect(expoInfoTags(data)).toEqual(['exhibition:5', 'list:news', 'news:12']);
  });
});
