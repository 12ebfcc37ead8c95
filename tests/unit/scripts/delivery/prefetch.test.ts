import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createServerApiClient } from '../../../../src/lib/api/server-client.ts';
import {
  installPrefetchedResponses,
  uninstallPrefetchedResponses,
} from '../../../../src/lib/api/prefetched.ts';
import { ExportPrefetcher } from '../../../../scripts/delivery/prefetch.ts';
import {
  barePath,
  planBatches,
  planEditions,
  planListBlocks,
  planSitemapIndexes,
} from '../../../../scripts/delivery/prefetch-plan.ts';
import { prefetchKey } from '../../../../src/lib/api/prefetched.ts';
import { exhibitionListQuery } from '../../../../src/lib/endpoints/exhibitions.ts';
import { newsListQuery } from '../../../../src/lib/endpoints/news.ts';
import { periodicalsPath, exhibitionPeriodicalsQuery } from '../../../../src/lib/endpoints/periodicals.ts';
import { exhibitionList } from '../../../../src/lib/lists/exhibitions.ts';
import { sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

const allExhibitions = exhibitionList.all;

const server = useTestServer();
afterAll(() => {
  uninstallPrefetchedResponses();
});
beforeEach(() => {
  uninstallPrefetchedResponses();
});

/** The ids of a batch request. */
function idsOf(hit: { search: string }): number[] {
  return (new URLSearchParams(hit.search).get('ids') ?? '').split(',').map(Number);
}

/** A batch answer: the records of each id in both locales, as the API answers a batch. */
function inBothLocales<T>(ids: readonly number[], record: (id: number, locale: 'CN' | 'EN') => T[]) {
  return { CN: ids.flatMap((id) => record(id, 'CN')), EN: ids.flatMap((id) => record(id, 'EN')) };
}

/** A batch endpoint answering every requested id except 404, titled per locale. */
function serveExhibitionBatch(): void {
  server.route('GET', '/api/batch/exhibitions', (hit, response) => {
    const data = inBothLocales(idsOf(hit), (id, locale) =>
      id === 404 ? [] : [{ id, name: `${locale === 'EN' ? 'Fair' : '展会'} ${String(id)}` }],
    );
    sendEnvelope(response, 1, data, { message: 'success' });
  });
}

describe('planBatches', () => {
  it('groups detail pages of every locale prefix by batch endpoint, each id once', () => {
    const plan = planBatches([
      '/exhibition/7.html',
      '/en/exhibition/7.html',
      '/zh/exhibition/8.html',
      '/information/3.html',
      '/company/5.html',
      '/periodical/6.html',
      '/exhibition-0-0-0-0-0-0-2/',
      '/pavilion/4.html',
    ]);
    const byEndpoint = Object.fromEntries([...plan].map(([batch, ids]) => [batch.endpoint, ids]));
    expect(byEndpoint).toEqual({
      '/api/batch/exhibitions': [7, 8],
      '/api/batch/news': [3],
      '/api/batch/companies': [5],
      '/api/batch/periodicals': [6],
    });
  });

  it('strips only a locale prefix', () => {
    expect(barePath('/en/wiki/1.html')).toBe('/wiki/1.html');
    expect(barePath('/zh/')).toBe('/');
    expect(barePath('/english/1.html')).toBe('/english/1.html');
  });
});

describe('ExportPrefetcher', () => {
  it("loads both locales in one request per 100 ids and answers the pages' reads from them", async () => {
    serveExhibitionBatch();
    const prefetcher = new ExportPrefetcher(server.origin);
    const paths = Array.from({ length: 150 }, (_, index) => `/exhibition/${String(index + 1)}.html`);
    const keys = await prefetcher.load(paths);
    // 150 ids: two requests (100 + 50), each answering both locales.
    expect(server.hitsOf('/api/batch/exhibitions').map((hit) => idsOf(hit).length)).toEqual([100, 50]);
    expect(keys).toHaveLength(300);
    expect(prefetcher.lookup('EN', '/api/exhibitions/12')).toEqual({
      code: 1,
      data: { id: 12, name: 'Fair 12' },
      message: 'success',
    });
    expect(prefetcher.lookup('CN', '/api/exhibitions/150')).toMatchObject({ data: { name: '展会 150' } });
    expect(prefetcher.lookup('CN', '/api/lookups')).toBeUndefined();
    expect(prefetcher.stats).toMatchObject({ hits: 2, misses: 0, batches: 2 });
    prefetcher.release(keys);
    expect(prefetcher.lookup('EN', '/api/exhibitions/12')).toBeUndefined();
  });

  it('counts a planned read the batch did not answer as a miss, and survives a failing batch', async () => {
    serveExhibitionBatch();
    server.route('GET', '/api/batch/news', (_hit, response) => {
      sendJson(response, 503, { code: 0, data: null });
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    await prefetcher.load(['/exhibition/404.html', '/information/1.html']);
    expect(prefetcher.lookup('CN', '/api/exhibitions/404')).toBeUndefined();
    expect(prefetcher.lookup('EN', '/api/news/1')).toBeUndefined();
    expect(prefetcher.stats.misses).toBe(2);
  });
});

describe('ExportPrefetcher site-map index', () => {
  it('reads the index once per locale and spelling for a chunk of letter pages, none for other pages', async () => {
    expect(planSitemapIndexes(['/exhibition/1.html', '/information-0-0-1/'])).toEqual([]);
    expect(planSitemapIndexes(['/en/sitemap_A/', '/sitemap_B/'])).toEqual([
      '/api/sitemap',
      '/api/sitemap?by=pinyin',
    ]);
    server.route('GET', '/api/sitemap', (hit, response) => {
      sendEnvelope(response, 1, [{ type: 'news', total: 1, letters: { A: 1 }, by: hit.search }]);
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    const keys = await prefetcher.load(['/sitemap_A/', '/en/sitemap_A/', '/sitemap_B/', '/sitemap_index/']);
    expect(server.hitsOf('/api/sitemap')).toHaveLength(4);
    expect(prefetcher.lookup('EN', '/api/sitemap?by=pinyin')).toMatchObject({
      data: [{ type: 'news', by: '?by=pinyin' }],
    });
    expect(prefetcher.lookup('CN', '/api/sitemap')).toMatchObject({ data: [{ by: '' }] });
    prefetcher.release(keys);
    expect(prefetcher.lookup('CN', '/api/sitemap')).toBeUndefined();
  });
});

describe('ExportPrefetcher retries', () => {
  it('retries a batch read that answered 502 once, 300 ms later, through the API client', async () => {
    server.route('GET', '/api/batch/exhibitions', (hit, response, attempt) => {
      if (attempt === 1) {
        sendJson(response, 502, { code: 0, data: null, message: 'bad gateway' });
        return;
      }
      sendEnvelope(
        response,
        1,
        inBothLocales(idsOf(hit), (id, locale) => [{ id, locale }]),
      );
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    await prefetcher.load(['/exhibition/5.html']);
    const hits = server.hitsOf('/api/batch/exhibitions');
    expect(hits).toHaveLength(2);
    expect((hits[1]?.at ?? 0) - (hits[0]?.at ?? 0)).toBeGreaterThanOrEqual(250);
    expect(prefetcher.lookup('CN', '/api/exhibitions/5')).toMatchObject({ data: { id: 5, locale: 'CN' } });
    expect(prefetcher.lookup('EN', '/api/exhibitions/5')).toMatchObject({ data: { id: 5, locale: 'EN' } });
    expect(prefetcher.stats).toMatchObject({ hits: 2, misses: 0 });
  });

  it('gives a read up after two retries, leaving its pages to read for themselves', async () => {
    server.route('GET', '/api/batch/news', (_hit, response) => {
      sendJson(response, 502, { code: 0, data: null });
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    await prefetcher.load(['/information/2.html']);
    // One attempt and two retries.
    expect(server.hitsOf('/api/batch/news')).toHaveLength(3);
    expect(prefetcher.lookup('CN', '/api/news/2')).toBeUndefined();
    expect(prefetcher.stats.misses).toBe(1);
  });
});

/** An exhibition list of 230 fairs (ids 1..230) answering any page size, like the API. */
function serveExhibitionList(): void {
  server.route('GET', '/api/exhibitions', (hit, response) => {
    const query = new URLSearchParams(hit.search);
    const pageNum = Number(query.get('pageNum'));
    const pageSize = Number(query.get('pageSize'));
    const ids = Array.from({ length: 230 }, (_, index) => index + 1);
    const records = ids.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((id) => ({ id }));
    sendEnvelope(response, 1, { records, pageNum, pageSize, total: ids.length }, { message: 'success' });
  });
}

describe('planListBlocks', () => {
  it('reads list pages in blocks of five pages, each block once, whatever the locale prefix', () => {
    const blocks = planListBlocks([
      '/exhibition-0-0-0-0-0-0-1/',
      '/en/exhibition-0-0-0-0-0-0-5/',
      '/exhibition-0-0-0-0-0-0-6/',
      '/exhibition-3-0-0-0-0-0-1/',
      '/information-0-2-12/',
      '/exhibition-0-0-0-0-0-0-01/',
      '/exhibition/1.html',
    ]);
    expect(blocks.map((block) => [block.batch.endpoint, block.filters, block.block])).toEqual([
      ['/api/exhibitions', { f: 0, s: 0, g: 0, p: 0, c: 0, t: 0 }, 1],
      ['/api/exhibitions', { f: 0, s: 0, g: 0, p: 0, c: 0, t: 0 }, 2],
      ['/api/exhibitions', { f: 3, s: 0, g: 0, p: 0, c: 0, t: 0 }, 1],
      ['/api/news', { t: 0, i: 2 }, 3],
    ]);
  });
});

describe('ExportPrefetcher edition pages', () => {
  it('reads the editions, then their exhibitions and periodicals, filed under the keys of the page calls', async () => {
    // Editions 10 and 11 belong to fair 5, edition 12 to fair 6; edition 404 does not exist.
    const fairOf: Record<number, number> = { 10: 5, 11: 5, 12: 6 };
    server.route('GET', '/api/batch/editions', (hit, response) => {
      const data = inBothLocales(idsOf(hit), (id) => (fairOf[id] ? [{ id, exhibitionId: fairOf[id] }] : []));
      sendEnvelope(response, 1, data, { message: 'success' });
    });
    serveExhibitionBatch();
    server.route('GET', '/api/batch/exhibition-periodicals', (hit, response) => {
      const pageSize = Number(new URLSearchParams(hit.search).get('pageSize'));
      const data = inBothLocales(idsOf(hit), (id, locale) => [
        {
          exhibitionId: id,
          page: { records: [{ id: id * 100, locale }], pageNum: 1, pageSize, total: 1 },
        },
      ]);
      sendEnvelope(response, 1, data, { message: 'success' });
    });
    expect(
      planEditions([
        '/exhibition/periodical/10.html',
        '/en/exhibition/periodical/10.html',
        '/exhibition/10.html',
      ]),
    ).toEqual([10]);
    const prefetcher = new ExportPrefetcher(server.origin);
    const keys = await prefetcher.load([
      '/exhibition/periodical/10.html',
      '/en/exhibition/periodical/11.html',
      '/zh/exhibition/periodical/12.html',
      '/exhibition/periodical/404.html',
    ]);
    // One batch of each kind for both locales; the fairs asked once each.
    expect(server.hitsOf('/api/batch/editions')).toHaveLength(1);
    expect(
      server.hitsOf('/api/batch/exhibitions').map((hit) => new URLSearchParams(hit.search).get('ids')),
    ).toEqual(['5,6']);
    expect(
      server
        .hitsOf('/api/batch/exhibition-periodicals')
        .map((hit) => new URLSearchParams(hit.search).get('pageSize')),
    ).toEqual(['100']);
    expect(prefetcher.lookup('EN', '/api/editions/11')).toMatchObject({ data: { id: 11, exhibitionId: 5 } });
    expect(prefetcher.lookup('CN', '/api/exhibitions/6')).toMatchObject({ data: { name: '展会 6' } });
    const periodicalsKey = prefetchKey(periodicalsPath, exhibitionPeriodicalsQuery(5));
    expect(periodicalsKey).toBe('/api/periodicals?exhibitionId=5&pageNum=1&pageSize=100');
    expect(prefetcher.lookup('CN', periodicalsKey)).toEqual({
      code: 1,
      message: 'success',
      data: { records: [{ id: 500, locale: 'CN' }], pageNum: 1, pageSize: 100, total: 1 },
    });
    expect(prefetcher.lookup('EN', periodicalsKey)).toMatchObject({
      data: { records: [{ id: 500, locale: 'EN' }] },
    });
    // The missing edition is a planned read the batch did not answer.
    expect(prefetcher.lookup('CN', '/api/editions/404')).toBeUndefined();
    expect(prefetcher.stats).toMatchObject({ hits: 4, misses: 1, batches: 3 });
    prefetcher.release(keys);
    expect(prefetcher.lookup('CN', periodicalsKey)).toBeUndefined();
  });
});

describe('ExportPrefetcher reads shared by chunks', () => {
  it('reads an exhibition once for its page and its editions, and keeps it until both chunks are done', async () => {
    server.route('GET', '/api/batch/editions', (hit, response) => {
      const data = inBothLocales(idsOf(hit), (id) => [{ id, exhibitionId: 5 }]);
      sendEnvelope(response, 1, data, { message: 'success' });
    });
    serveExhibitionBatch();
    server.route('GET', '/api/batch/exhibition-periodicals', (hit, response) => {
      const page = { records: [], pageNum: 1, pageSize: 100, total: 0 };
      sendEnvelope(
        response,
        1,
        inBothLocales(idsOf(hit), (exhibitionId) => [{ exhibitionId, page }]),
      );
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    // The fair's page ends one chunk; its editions start the next, loaded while the first renders.
    const first = await prefetcher.load(['/exhibition/5.html', '/en/exhibition/5.html']);
    const second = await prefetcher.load([
      '/exhibition/periodical/10.html',
      '/en/exhibition/periodical/11.html',
    ]);
    // Fair 5 was read once, for its own page; the editions' chunk did not read it again.
    expect(
      server.hitsOf('/api/batch/exhibitions').map((hit) => new URLSearchParams(hit.search).get('ids')),
    ).toEqual(['5']);
    prefetcher.release(first);
    expect(prefetcher.lookup('EN', '/api/exhibitions/5')).toMatchObject({ data: { name: 'Fair 5' } });
    expect(prefetcher.stats.misses).toBe(0);
    prefetcher.release(second);
    expect(prefetcher.lookup('EN', '/api/exhibitions/5')).toBeUndefined();
  });
});

describe('ExportPrefetcher list blocks', () => {
  it('files each page of a block under the key of the page call, and nothing past the end', async () => {
    serveExhibitionList();
    const prefetcher = new ExportPrefetcher(server.origin);
    await prefetcher.load(['/exhibition-0-0-0-0-0-0-7/', '/en/exhibition-0-0-0-0-0-0-12/']);
    // Blocks 2 (pages 6-10) and 3 (pages 11-15), in both locales.
    expect(
      server.hitsOf('/api/exhibitions').map((hit) => new URLSearchParams(hit.search).get('pageNum')),
    ).toEqual(['2', '2', '3', '3']);
    const pageKey = (page: number) =>
      prefetchKey('/api/exhibitions', exhibitionListQuery({ ...allExhibitions, page }));
    expect(prefetcher.lookup('CN', pageKey(7))).toEqual({
      code: 1,
      message: 'success',
      data: {
        records: Array.from({ length: 20 }, (_, index) => ({ id: 121 + index })),
        pageNum: 7,
        pageSize: 20,
        total: 230,
      },
    });
    expect(prefetcher.lookup('EN', pageKey(12))).toMatchObject({
      data: {
        pageNum: 12,
        total: 230,
        records: Array.from({ length: 10 }, (_, index) => ({ id: 221 + index })),
      },
    });
    expect(prefetcher.lookup('EN', pageKey(13))).toBeUndefined();
    expect(prefetchKey('/api/news', newsListQuery({ t: 0, i: 0, page: 1 }))).toBe(
      '/api/news?i=0&pageNum=1&pageSize=20&t=0',
    );
  });
});

describe('server client with prefetched answers', () => {
  it('answers an anonymous GET from the store, still checking the envelope', async () => {
    serveExhibitionBatch();
    server.route('GET', '/api/exhibitions/1', (_hit, response) => {
      sendEnvelope(response, 1, { id: 1, name: 'from the network' });
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    await prefetcher.load(['/exhibition/1.html']);
    installPrefetchedResponses(prefetcher);
    const api = createServerApiClient({ baseURL: server.origin, ossBase: server.origin, locale: 'en' });
    await expect(api.get('/api/exhibitions/1')).resolves.toEqual({ id: 1, name: 'Fair 1' });
    expect(server.hitsOf('/api/exhibitions/1')).toHaveLength(0);
  });

  it('goes to the network for calls with a token or a request the store does not hold', async () => {
    serveExhibitionBatch();
    server.route('GET', '/api/exhibitions/1', (_hit, response) => {
      sendEnvelope(response, 1, { id: 1, name: 'from the network' });
    });
    const prefetcher = new ExportPrefetcher(server.origin);
    await prefetcher.load(['/exhibition/1.html']);
    installPrefetchedResponses(prefetcher);
    const withToken = createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'zh',
      token: 'tok',
    });
    await expect(withToken.get('/api/exhibitions/1')).resolves.toMatchObject({ name: 'from the network' });
    const anonymous = createServerApiClient({ baseURL: server.origin, ossBase: server.origin, locale: 'zh' });
    await expect(anonymous.get('/api/exhibitions/1', { query: { x: 1 } })).resolves.toMatchObject({
      name: 'from the network',
    });
    expect(server.hitsOf('/api/exhibitions/1')).toHaveLength(2);
  });
});
