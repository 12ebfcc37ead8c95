import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { WikiDetail, WikiSummary } from '../../../../src/lib/contract/wiki.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import {
  loadWikiDetail,
  loadWikiList,
  wikiCategoryName,
  wikiListTags,
  wikiTags,
} from '../../../../src/lib/pages/wiki-pages.ts';
import { wikiList } from '../../../../src/lib/lists/wiki.ts';
import { parseWikiDetailParams } from '../../../../src/lib/pages/wiki-routes.ts';

const { parse: parseWikiListParams, path: wikiListPath } = wikiList;

const summary: WikiSummary = {
  id: 89,
  title: 'Choosing a fair',
  summary: 'How to choose',
  category: { id: 1, name: 'Basics' },
  industry: { id: 8, name: 'Energy' },
  exhibitionId: 0,
  views: 10,
  path: '/wiki/89-1-8-0.html',
};
const detail: WikiDetail = {
  ...summary,
  body: '<h2>Choosing</h2><script>alert(1)</script><p>Text</p>',
  canonical: true,
  related: [{ ...summary, id: 90 }],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const hosts = {
  siteHost: 'www.expo.cn',
  enSiteHost: 'en.expo.cn',
  ossHost: 'oss.expo.cn',
  englishHosts: [],
  chineseHosts: [],
  security: { https: true },
};
const home = {
  categories: [{ id: 1, name: 'Basics', intro: '', articles: 20 }],
  latest: [summary],
  popular: [summary],
};

function fakeApi(total: number, canonical = true, calls: string[] = []): ApiClient {
  return {
    get: (path: string, options?: { query?: Record<string, unknown> }) => {
      calls.push(`${path}${options?.query ? ` ${JSON.stringify(options.query)}` : ''}`);
      if (path === '/api/wiki') return Promise.resolve(home);
      if (path.startsWith('/api/wiki/articles/')) return Promise.resolve({ ...detail, canonical });
      return Promise.resolve({ records: [summary], pageNum: 1, pageSize: 20, total });
    },
  } as unknown as ApiClient;
}

describe('parseWikiListParams', () => {
  it('reads the category and page', () => {
    expect(parseWikiListParams({ s: '0', page: '1' })).toEqual({ s: 0, page: 1 });
    expect(parseWikiListParams({ s: '3', page: '12' })).toEqual({ s: 3, page: 12 });
  });
  it('rejects page 0 and non-canonical numbers', () => {
    expect(parseWikiListParams({ s: '0', page: '0' })).toBeUndefined();
    expect(parseWikiListParams({ s: '03', page: '1' })).toBeUndefined();
    expect(parseWikiListParams({ s: '1', page: '1-2' })).toBeUndefined();
  });
});

describe('parseWikiDetailParams', () => {
  it('reads id, category, industry and exhibition (0 = none)', () => {
    expect(parseWikiDetailParams({ id: '89', a: '1', h: '8', aid: '0' })).toEqual({
      id: '89',
      a: 1,
      h: 8,
      aid: 0,
    });
  });
  it('rejects a non-digit id, a or h of 0 and leftover dashes', () => {
    expect(parseWikiDetailParams({ id: 'x', a: '1', h: '8', aid: '0' })).toBeUndefined();
    expect(parseWikiDetailParams({ id: '89', a: '0', h: '8', aid: '0' })).toBeUndefined();
    expect(parseWikiDetailParams({ id: '89', a: '1', h: '0', aid: '0' })).toBeUndefined();
    expect(parseWikiDetailParams({ id: '89', a: '1', h: '8', aid: '0-1' })).toBeUndefined();
  });
});

describe('wikiListPath', () => {
  it('spells the category and page', () => {
    expect(wikiListPath({ s: 3, page: 2 })).toBe('/wiki-3-2/');
  });
});

describe('loadWikiList', () => {
  it('loads a category page with the categories', async () => {
    const calls: string[] = [];
    const data = await loadWikiList(fakeApi(41, true, calls), { s: 1, page: 3 });
    expect(calls).toContain('/api/wiki/articles {"s":1,"pageNum":3,"pageSize":20}');
    expect(data.pageCount).toBe(3);
    expect(wikiCategoryName(data)).toBe('Basics');
    expect(wikiCategoryName({ ...data, params: { s: 0, page: 1 } })).toBeUndefined();
  });
  it('is not found for an unknown category or a page past the end', async () => {
    await expect(loadWikiList(fakeApi(5), { s: 9, page: 1 })).rejects.toBeInstanceOf(PageNotFoundError);
    await expect(loadWikiList(fakeApi(5), { s: 0, page: 2 })).rejects.toBeInstanceOf(PageNotFoundError);
  });
});

describe('loadWikiDetail', () => {
  it('passes a, h and aid to the API and cleans the body', async () => {
    const calls: string[] = [];
    const data = await loadWikiDetail(fakeApi(1, true, calls), { id: '89', a: 1, h: 8, aid: 0 }, hosts);
    expect(calls).toEqual(['/api/wiki/articles/89 {"a":1,"h":8,"aid":0}']);
    expect(data.bodyHtml).not.toContain('<script');
    expect(data.bodyHtml).toContain('<p>Text</p>');
  });
  it('is not found when the API says a, h or aid do not match the article', async () => {
    await expect(
      loadWikiDetail(fakeApi(1, false), { id: '89', a: 2, h: 8, aid: 0 }, hosts),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });
});

describe('wiki tags', () => {
  it('tag lists and articles', () => {
    expect(wikiListTags([summary, summary])).toEqual(['list:wiki', 'wiki:89']);
    expect(wikiTags(detail)).toEqual(['wiki:89', 'wiki:90']);
  });
});
