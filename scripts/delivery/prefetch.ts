// Batch reads for the export. The detail pages of exhibitions, news, companies and periodicals
// each read one API detail: a render worker fetches those 100 at a time from the API's batch
// endpoints (one set-based read per batch instead of a handful of queries per page, each answering
// both locales, so the API reads the bilingual rows once for the four variants of a page). The
// exhibition and news list pages each read one page of 20: the worker reads blocks of 100 (five
// pages per call, the same order, so each page is a slice of its block). The answers go to the
// process's prefetched-responses store (src/lib/api/prefetched.ts), where the page's own API
// call finds them under the same key. Pages the plan does not know read the API as usual. The
// reads go through the portal's API client (retries on transient failures, 10 s per attempt).
import type { ApiClient } from '../../src/lib/api/client.ts';
import { isEnvelope } from '../../src/lib/api/envelope.ts';
import type { PrefetchedResponses } from '../../src/lib/api/prefetched.ts';
import { batchMaxIds } from '../../src/lib/contract/batch.ts';
import { apiLocales, type ApiLocale } from '../../src/lib/contract/locale.ts';
import { exhibitionPeriodicalsPageSize } from '../../src/lib/endpoints/periodicals.ts';
import { deliveryApiClient, type DeliveryClientOptions } from './api-reads.ts';
import {
  editionPath,
  exhibitionBatch,
  exhibitionPeriodicalsKey,
  pagesPerBlock,
  planBatches,
  planEditions,
  planListBlocks,
  planSitemapIndexes,
  type DetailBatch,
  type ListBlock,
} from './prefetch-plan.ts';
import { batchPaths } from '../../src/lib/contract/read-paths.ts';

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
  /** Planned keys, with how many loads in flight planned each (chunks may share a read). */
  readonly #planned = new Map<string, number>();
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
          for (const id of slice) this.#plan(`${locale} ${batch.detailPath(id)}`, keys);
        }
        reads.push(this.#fetchBatch(batch, slice));
      }
    }
    for (const block of planListBlocks(paths)) {
      for (const locale of apiLocales) reads.push(this.#fetchBlock(block, locale, keys));
    }
    for (const key of planSitemapIndexes(paths)) {
      for (const locale of apiLocales) reads.push(this.#fetchWhole(key, locale, keys));
    }
    const editions = planEditions(paths);
    for (let start = 0; start < editions.length; start += batchMaxIds) {
      reads.push(this.#fetchEditions(editions.slice(start, start + batchMaxIds), keys));
    }
    await Promise.all(reads);
    return keys;
  }

  /** Forgets the answers of a finished chunk that no other chunk in flight planned too. */
  release(keys: readonly string[]): void {
    for (const key of keys) {
      const count = (this.#planned.get(key) ?? 0) - 1;
      if (count > 0) {
        this.#planned.set(key, count);
      } else {
        this.#planned.delete(key);
        this.#answers.delete(key);
      }
    }
  }

  /** Reads an answer the pages read whole (the site-map index) and files it under its key. */
  async #fetchWhole(key: string, locale: ApiLocale, keys: string[]): Promise<void> {
    this.#plan(`${locale} ${key}`, keys);
    const body = await this.#get(key, locale);
    if (body !== undefined) this.#answers.set(`${locale} ${key}`, body);
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

  /**
   * GETs a batch (its data holds the records of both locales) and files each locale's records
   * under the key `keyOf` gives, each as the envelope of its page's own call with `dataOf` as data.
   * Answers the Chinese records (the same ids as the English ones), or none when the read failed.
   */
  async #fetchBothLocales<T>(
    pathAndQuery: string,
    keyOf: (record: T) => string,
    dataOf: (record: T) => unknown = (record) => record,
  ): Promise<T[]> {
    const body = await this.#get(pathAndQuery, 'CN');
    if (body === undefined) return [];
    const data = body.data as Record<ApiLocale, T[]>;
    for (const locale of apiLocales) {
      for (const record of data[locale]) {
        this.#answers.set(`${locale} ${keyOf(record)}`, { ...body, data: dataOf(record) });
      }
    }
    return data.CN;
  }

  /** Plans a key of this chunk: a page's read of it counts as a hit or a miss from now on. */
  #plan(key: string, keys: string[]): void {
    this.#planned.set(key, (this.#planned.get(key) ?? 0) + 1);
    keys.push(key);
  }

  /** Reads editions, then their exhibitions and the exhibitions' periodicals, as edition pages read them. */
  async #fetchEditions(ids: readonly number[], keys: string[]): Promise<void> {
    for (const locale of apiLocales) {
      for (const id of ids) this.#plan(`${locale} ${editionPath(id)}`, keys);
    }
    const records = await this.#fetchBothLocales<{ id: number; exhibitionId: number }>(
      `${batchPaths.editions}?ids=${ids.join(',')}`,
      (record) => editionPath(record.id),
    );
    const exhibitionIds = [...new Set(records.map((record) => record.exhibitionId))];
    if (exhibitionIds.length === 0) return;
    // An exhibition whose read is already planned (its own page is in this chunk or in another
    // in flight, since the inventory puts the editions right after their exhibition) is not
    // read again: planning it here too keeps its answer until this chunk is done as well.
    const unread = exhibitionIds.filter((id) => !this.#planned.has(`CN ${exhibitionBatch.detailPath(id)}`));
    for (const locale of apiLocales) {
      for (const id of exhibitionIds) {
        this.#plan(`${locale} ${exhibitionBatch.detailPath(id)}`, keys);
        this.#plan(`${locale} ${exhibitionPeriodicalsKey(id)}`, keys);
      }
    }
    await Promise.all([
      unread.length === 0 ? undefined : this.#fetchBatch(exhibitionBatch, unread),
      this.#fetchBothLocales<{ exhibitionId: number; page: unknown }>(
        `${batchPaths.exhibitionPeriodicals}?ids=${exhibitionIds.join(',')}&pageSize=${String(exhibitionPeriodicalsPageSize)}`,
        (record) => exhibitionPeriodicalsKey(record.exhibitionId),
        (record) => record.page,
      ),
    ]);
  }

  /** Reads a batch of details, each filed under the key of its page's detail call. */
  async #fetchBatch(batch: DetailBatch, ids: readonly number[]): Promise<void> {
    await this.#fetchBothLocales<{ id: number }>(`${batch.endpoint}?ids=${ids.join(',')}`, (record) =>
      batch.detailPath(record.id),
    );
  }
}
