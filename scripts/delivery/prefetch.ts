// Batch reads for the export: the detail pages of exhibitions, news, companies and periodicals
// each read one API detail; a render worker fetches those 100 at a time from the API's batch
// endpoints (one set-based read per batch instead of a handful of queries per page) and keeps
// the answers in the process's prefetched-responses store (src/lib/api/prefetched.ts), where
// the page's own API call finds them. Pages the plan does not know read the API as usual.
import { LOCALE_HEADER, type ApiLocale } from '../../src/lib/api/headers.ts';
import type { PrefetchedResponses } from '../../src/lib/api/prefetched.ts';
import { batchMaxIds } from '../../src/lib/contract/batch.ts';

/** One kind of detail page whose API read has a batch endpoint. */
interface DetailBatch {
  /** The page path (without a locale prefix); group 1 is the id. */
  page: RegExp;
  /** The batch endpoint, answering `{ records: Detail[] }` for `?ids=1,2,3`. */
  endpoint: string;
  /** The single read the page makes for an id. */
  detailPath: (id: number) => string;
}

/** The detail pages of the inventory that have a batch endpoint. */
export const detailBatches: readonly DetailBatch[] = [
  {
    page: /^\/exhibition\/(\d+)\.html$/,
    endpoint: '/api/batch/exhibitions',
    detailPath: (id) => `/api/exhibitions/${String(id)}`,
  },
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

/** Both API locales: every page is exported in both. */
const apiLocales: readonly ApiLocale[] = ['CN', 'EN'];

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
  /** Detail reads answered from a batch. */
  hits: number;
  /** Detail reads of a planned page that had to go to the API. */
  misses: number;
  /** API batch requests made. */
  batches: number;
  /** Milliseconds spent waiting for batch answers. */
  waitMs: number;
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
  readonly #apiBase: string;
  readonly #answers = new Map<string, Envelope>();
  readonly #planned = new Set<string>();
  readonly stats: PrefetchStats = { hits: 0, misses: 0, batches: 0, waitMs: 0 };

  constructor(apiBase: string) {
    this.#apiBase = apiBase;
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
    const started = performance.now();
    const reads: Promise<void>[] = [];
    for (const [batch, ids] of planBatches(paths)) {
      for (let start = 0; start < ids.length; start += batchMaxIds) {
        const slice = ids.slice(start, start + batchMaxIds);
        for (const locale of apiLocales) {
          for (const id of slice) {
            const key = `${locale} ${batch.detailPath(id)}`;
            this.#planned.add(key);
            keys.push(key);
          }
          reads.push(this.#fetchBatch(batch, slice, locale));
        }
      }
    }
    await Promise.all(reads);
    this.stats.waitMs += performance.now() - started;
    return keys;
  }

  /** Forgets the answers of a finished chunk. */
  release(keys: readonly string[]): void {
    for (const key of keys) {
      this.#answers.delete(key);
      this.#planned.delete(key);
    }
  }

  async #fetchBatch(batch: DetailBatch, ids: readonly number[], locale: ApiLocale): Promise<void> {
    this.stats.batches += 1;
    const url = new URL(`${batch.endpoint}?ids=${ids.join(',')}`, this.#apiBase);
    try {
      const response = await fetch(url, { headers: { [LOCALE_HEADER]: locale } });
      if (!response.ok) return;
      const body = (await response.json()) as Envelope;
      if (body.code !== 1) return;
      const { records } = body.data as { records: { id: number }[] };
      for (const record of records) {
        this.#answers.set(`${locale} ${batch.detailPath(record.id)}`, { ...body, data: record });
      }
    } catch {
      // The pages of this batch read the API themselves.
    }
  }
}
