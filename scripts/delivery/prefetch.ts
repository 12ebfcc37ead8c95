// Batch reads for the export. The detail pages of exhibitions, news, companies and periodicals
// each read one API detail: a render worker fetches those 100 at a time from the API's batch
// endpoints (one set-based read per batch instead of a handful of queries per page). The
// exhibition and news list pages each read one page of 20: the worker reads blocks of 100 (five
// pages per call, the same order, so each page is a slice of its block). The answers go to the
// process's prefetched-responses store (src/lib/api/prefetched.ts), where the page's own API
// call finds them under the same key. Pages the plan does not know read the API as usual. The
// reads go through the portal's API client (retries on transient failures, 10 s per attempt).
import type { ApiClient } from '../../src/lib/api/client.ts';
import { isEnvelope } from '../../src/lib/api/envelope.ts';
import { apiLocales, type ApiLocale } from '../../src/lib/contract/locale.ts';
import { prefetchKey, type PrefetchedResponses } from '../../src/lib/api/prefetched.ts';
import { batchMaxIds } from '../../src/lib/contract/batch.ts';
import { maxPageSize } from '../../src/lib/contract/envelope.ts';
import { exhibitionListQuery, exhibitionPageSize } from '../../src/lib/endpoints/exhibitions.ts';
import { newsListQuery, newsPageSize } from '../../src/lib/endpoints/news.ts';
import {
  exhibitionPeriodicalsPageSize,
  exhibitionPeriodicalsPath,
  exhibitionPeriodicalsQuery,
} from '../../src/lib/endpoints/periodicals.ts';
import { exhibitionList } from '../../src/lib/lists/exhibitions.ts';
import type { ListDefinition, ListFilters } from '../../src/lib/lists/list-definition.ts';
import { newsList } from '../../src/lib/lists/news.ts';
import { deliveryApiClient, type DeliveryClientOptions } from './api-reads.ts';

/** One kind of detail page whose API read has a batch endpoint. */
interface DetailBatch {
  /** The page path (without a locale prefix); group 1 is the id. */
  page: RegExp;
  /** The batch endpoint, answering `{ records: Detail[] }` for `?ids=1,2,3`. */
  endpoint: string;
  /** The single read the page makes for an id. */
  detailPath: (id: number) => string;
}

/** Exhibition detail pages, and the exhibition read of an edition page. */
const exhibitionBatch: DetailBatch = {
  page: /^\/exhibition\/(\d+)\.html$/,
  endpoint: '/api/batch/exhibitions',
  detailPath: (id) => `/api/exhibitions/${String(id)}`,
};

/** The detail pages of the inventory that have a batch endpoint. */
export const detailBatches: readonly DetailBatch[] = [
  exhibitionBatch,
  {
    page: /^\/information\/(\d+)\.html$/,
    endpoint: '/api/batch/news',
    detailPath: (id) => `/api/news/${String(id)}`,
  },
  {
    page: /^\/company\/(\d+)\.html$/,
    endpoint: '/api/batch/companies',
    detailPath: (id) => `/api/companies/${String(id)}`,
  },
  {
    page: /^\/periodical\/(\d+)\.html$/,
    endpoint: '/api/batch/periodicals',
    detailPath: (id) => `/api/periodicals/${String(id)}`,
  },
];

// An edition page (/exhibition/periodical/{id}.html) reads its edition, then the edition's
// exhibition and that exhibition's periodicals: the editions come in a batch, then the
// exhibitions and their periodicals in two more (planned from the editions' answers).
const editionPage = /^\/exhibition\/periodical\/(\d+)\.html$/;

/** The single read of an edition. */
function editionPath(id: number): string {
  return `/api/editions/${String(id)}`;
}

/** The key of an exhibition's periodicals read (as `listExhibitionPeriodicals` asks). */
function exhibitionPeriodicalsKey(exhibitionId: number): string {
  return prefetchKey(exhibitionPeriodicalsPath, exhibitionPeriodicalsQuery(exhibitionId));
}

/** The edition ids the given page paths will read (each once). */
export function planEditions(paths: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const path of paths) {
    const match = editionPage.exec(barePath(path));
    if (match?.[1]) ids.add(Number(match[1]));
  }
  return [...ids];
}

/** A list page path recognised by a list batch. */
interface ListPageMatch {
  /** The page number in the path. */
  page: number;
  /** The path's filters, without the page. */
  filters: Record<string, number>;
  /** The key of the list call for these filters at another page and page size. */
  keyFor: (page: number, pageSize: number) => string;
}

/** One kind of list page whose API read is one page of a list endpoint. */
interface ListBatch {
  endpoint: string;
  /** Rows per page of the list page. */
  pageSize: number;
  /** The path's page and its list call, when the path (without a locale prefix) is this list's. */
  match: (bare: string) => ListPageMatch | undefined;
}

/**
 * A list batch from the page's own list definition (its path, parser) and the function that
 * builds its API query, so the keys are those of the page's own call.
 */
function listBatch<Name extends string, Source>(spec: {
  list: ListDefinition<Name, Source>;
  endpoint: string;
  pageSize: number;
  query: (filters: ListFilters<Name>, pageSize: number) => Record<string, string | number>;
}): ListBatch {
  const { list } = spec;
  const pagePath = new RegExp(`^/${list.base}-${list.names.map(() => '(\\d+)').join('-')}/$`);
  return {
    endpoint: spec.endpoint,
    pageSize: spec.pageSize,
    match: (bare) => {
      const groups = pagePath.exec(bare);
      if (!groups) return undefined;
      const parsed = list.parse(
        Object.fromEntries(list.names.map((name, index) => [name, groups[index + 1]])),
      );
      if (!parsed) return undefined;
      const { page, ...filters } = parsed;
      return {
        page,
        filters,
        keyFor: (other, pageSize) =>
          prefetchKey(spec.endpoint, spec.query({ ...parsed, page: other }, pageSize)),
      };
    },
  };
}

/** The list pages of the inventory read in blocks. */
export const listBatches: readonly ListBatch[] = [
  listBatch({
    list: exhibitionList,
    endpoint: '/api/exhibitions',
    pageSize: exhibitionPageSize,
    query: (filters, pageSize) => exhibitionListQuery(filters, pageSize),
  }),
  listBatch({ list: newsList, endpoint: '/api/news', pageSize: newsPageSize, query: newsListQuery }),
];

/** One block of a list to read: `perBlock` consecutive pages of the list page size. */
interface ListBlock extends ListPageMatch {
  batch: ListBatch;
  /** Block number (1-based) at the block size. */
  block: number;
}

/** Pages of a list per block read (the largest page size the API accepts). */
function pagesPerBlock(batch: ListBatch): number {
  return Math.floor(maxPageSize / batch.pageSize);
}

/** The blocks the given list page paths fall in, each once. */
export function planListBlocks(paths: readonly string[]): ListBlock[] {
  const blocks = new Map<string, ListBlock>();
  for (const path of paths) {
    const bare = barePath(path);
    for (const batch of listBatches) {
      const match = batch.match(bare);
      if (!match) continue;
      const perBlock = pagesPerBlock(batch);
      const block = Math.floor((match.page - 1) / perBlock) + 1;
      blocks.set(match.keyFor(block, perBlock * batch.pageSize), { ...match, batch, block });
      break;
    }
  }
  return [...blocks.values()];
}

/** A page path without its locale prefix: `/en/exhibition/1.html` is `/exhibition/1.html`. */
export function barePath(path: string): string {
  return path.replace(/^\/(?:zh|en)(?=\/)/, '');
}

/** The ids per batch endpoint that the given page paths will read (each id once). */
export function planBatches(paths: readonly string[]): Map<DetailBatch, number[]> {
  const plan = new Map<DetailBatch, Set<number>>();
  for (const path of paths) {
    const bare = barePath(path);
    for (const batch of detailBatches) {
      const match = batch.page.exec(bare);
      if (!match?.[1]) continue;
      const ids = plan.get(batch) ?? new Set<number>();
      ids.add(Number(match[1]));
      plan.set(batch, ids);
      break;
    }
  }
  return new Map([...plan].map(([batch, ids]) => [batch, [...ids]]));
}

/** Counters of one store: how many page reads the batches answered and how many they missed. */
export interface PrefetchStats {
  /** Page reads answered from a batch or block. */
  hits: number;
  /** Reads of a planned page that had to go to the API. */
  misses: number;
  /** API batch and block requests made. */
  batches: number;
}

/** No reads yet. */
export const noPrefetchStats: PrefetchStats = { hits: 0, misses: 0, batches: 0 };

/** The sum of two workers' counters. */
export function addPrefetchStats(a: PrefetchStats, b: PrefetchStats): PrefetchStats {
  return { hits: a.hits + b.hits, misses: a.misses + b.misses, batches: a.batches + b.batches };
}

interface Envelope {
  code: number;
  data: unknown;
  message?: string;
  errorMessage?: string | null;
}

/**
 * The store of a render worker: answers fetched per chunk of the inventory and dropped when
 * the chunk is done, so memory holds only the chunks in flight.
 */
export class ExportPrefetcher implements PrefetchedResponses {
  readonly #clients: Record<ApiLocale, ApiClient>;
  readonly #answers = new Map<string, Envelope>();
  readonly #planned = new Set<string>();
  readonly stats: PrefetchStats = { ...noPrefetchStats };

  constructor(apiBase: string, options: DeliveryClientOptions = {}) {
    this.#clients = {
      CN: deliveryApiClient(apiBase, 'CN', options),
      EN: deliveryApiClient(apiBase, 'EN', options),
    };
  }

  lookup(locale: ApiLocale, path: string): unknown {
    const key = `${locale} ${path}`;
    const answer = this.#answers.get(key);
    if (answer !== undefined) this.stats.hits += 1;
    else if (this.#planned.has(key)) this.stats.misses += 1;
    return answer;
  }

  /**
   * Fetches the detail reads of `paths` in both locales and keeps them until `release` is
   * called with the returned keys. A failed batch is not an error: those pages read the API
   * themselves (and report its failure as they would live).
   */
  async load(paths: readonly string[]): Promise<string[]> {
    const keys: string[] = [];
    const reads: Promise<void>[] = [];
    for (const [batch, ids] of planBatches(paths)) {
      for (let start = 0; start < ids.length; start += batchMaxIds) {
        const slice = ids.slice(start, start + batchMaxIds);
        for (const locale of apiLocales) {
          for (const id of slice) {
            const key = `${locale} ${batch.detailPath(id)}`;
            this.#plan(key, keys);
          }
          reads.push(this.#fetchBatch(batch, slice, locale));
        }
      }
    }
    for (const block of planListBlocks(paths)) {
      for (const locale of apiLocales) reads.push(this.#fetchBlock(block, locale, keys));
    }
    const editions = planEditions(paths);
    for (let start = 0; start < editions.length; start += batchMaxIds) {
      const slice = editions.slice(start, start + batchMaxIds);
      for (const locale of apiLocales) reads.push(this.#fetchEditions(slice, locale, keys));
    }
    await Promise.all(reads);
    return keys;
  }

  /** Forgets the answers of a finished chunk. */
  release(keys: readonly string[]): void {
    for (const key of keys) {
      this.#answers.delete(key);
      this.#planned.delete(key);
    }
  }

  /** Reads one block of a list and files each of its pages under the page's own key. */
  async #fetchBlock(block: ListBlock, locale: ApiLocale, keys: string[]): Promise<void> {
    const { batch } = block;
    const perBlock = pagesPerBlock(batch);
    const firstPage = (block.block - 1) * perBlock + 1;
    const pageKeys = Array.from({ length: perBlock }, (_, index) =>
      block.keyFor(firstPage + index, batch.pageSize),
    );
    for (const key of pageKeys) {
      this.#plan(`${locale} ${key}`, keys);
    }
    const body = await this.#get(block.keyFor(block.block, perBlock * batch.pageSize), locale);
    if (body === undefined) return;
    const { records, total } = body.data as { records: unknown[]; total: number };
    pageKeys.forEach((key, index) => {
      const rows = records.slice(index * batch.pageSize, (index + 1) * batch.pageSize);
      // Only pages that exist: a page past the end answers 404 through its own read.
      if (rows.length === 0 && firstPage + index > 1) return;
      const data = { records: rows, pageNum: firstPage + index, pageSize: batch.pageSize, total };
      this.#answers.set(`${locale} ${key}`, { ...body, data });
    });
  }

  /** GETs an envelope in a locale; undefined when the call or the envelope failed. */
  async #get(pathAndQuery: string, locale: ApiLocale): Promise<Envelope | undefined> {
    this.stats.batches += 1;
    try {
      const body = await this.#clients[locale].json(pathAndQuery);
      return isEnvelope(body) && body.code === 1 ? (body as Envelope) : undefined;
    } catch {
      // The pages of this read fetch for themselves.
      return undefined;
    }
  }

  /** Plans a key of this chunk: a page's read of it counts as a hit or a miss from now on. */
  #plan(key: string, keys: string[]): void {
    this.#planned.add(key);
    keys.push(key);
  }

  /** Reads editions, then their exhibitions and the exhibitions' periodicals, as edition pages read them. */
  async #fetchEditions(ids: readonly number[], locale: ApiLocale, keys: string[]): Promise<void> {
    for (const id of ids) this.#plan(`${locale} ${editionPath(id)}`, keys);
    const body = await this.#get(`/api/batch/editions?ids=${ids.join(',')}`, locale);
    if (body === undefined) return;
    const { records } = body.data as { records: { id: number; exhibitionId: number }[] };
    for (const record of records)
      this.#answers.set(`${locale} ${editionPath(record.id)}`, { ...body, data: record });
    const exhibitionIds = [...new Set(records.map((record) => record.exhibitionId))];
    if (exhibitionIds.length === 0) return;
    for (const id of exhibitionIds) {
      this.#plan(`${locale} ${exhibitionBatch.detailPath(id)}`, keys);
      this.#plan(`${locale} ${exhibitionPeriodicalsKey(id)}`, keys);
    }
    await Promise.all([
      this.#fetchBatch(exhibitionBatch, exhibitionIds, locale),
      this.#fetchExhibitionPeriodicals(exhibitionIds, locale),
    ]);
  }

  /** Files page 1 of each exhibition's periodicals under the key of the page's own list call. */
  async #fetchExhibitionPeriodicals(exhibitionIds: readonly number[], locale: ApiLocale): Promise<void> {
    const body = await this.#get(
      `/api/batch/exhibition-periodicals?ids=${exhibitionIds.join(',')}&pageSize=${String(exhibitionPeriodicalsPageSize)}`,
      locale,
    );
    if (body === undefined) return;
    const { records } = body.data as { records: { exhibitionId: number; page: unknown }[] };
    for (const record of records) {
      this.#answers.set(`${locale} ${exhibitionPeriodicalsKey(record.exhibitionId)}`, {
        ...body,
        data: record.page,
      });
    }
  }

  async #fetchBatch(batch: DetailBatch, ids: readonly number[], locale: ApiLocale): Promise<void> {
    const body = await this.#get(`${batch.endpoint}?ids=${ids.join(',')}`, locale);
    if (body === undefined) return;
    const { records } = body.data as { records: { id: number }[] };
    for (const record of records) {
      this.#answers.set(`${locale} ${batch.detailPath(record.id)}`, { ...body, data: record });
    }
  }
}
