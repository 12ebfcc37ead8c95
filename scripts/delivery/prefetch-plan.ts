// What the pages of an export chunk will read from the API, planned from their paths: the
// detail reads with a batch endpoint, the edition pages' three reads, the list pages' blocks,
// the site-map index the letter and index pages read.
// scripts/delivery/prefetch.ts fetches what this plans.
import { prefetchKey } from '../../src/lib/api/prefetched.ts';
import { readPaths } from '../../src/lib/contract/read-paths.ts';
import { pageFamilies, pageFamily, type PageFamily } from '../../src/lib/families/registry.ts';
import { maxPageSize } from '../../src/lib/contract/envelope.ts';
import { exhibitionListQuery, exhibitionPageSize } from '../../src/lib/endpoints/exhibitions.ts';
import { newsListQuery, newsPageSize } from '../../src/lib/endpoints/news.ts';
import { periodicalsPath, exhibitionPeriodicalsQuery } from '../../src/lib/endpoints/periodicals.ts';
import { exhibitionList } from '../../src/lib/lists/exhibitions.ts';
import type { ListDefinition, ListFilters } from '../../src/lib/lists/list-definition.ts';
import { newsList } from '../../src/lib/lists/news.ts';
import { sitemapLetters } from '../../src/lib/pages/sitemap.ts';
import { fixedPaths, sitemapLetterPath } from '../../src/lib/paths/index.ts';

/** One kind of detail page whose API read has a batch endpoint. */
export interface DetailBatch {
  /** The page path (without a locale prefix); group 1 is the id. */
  page: RegExp;
  /** The batch endpoint, answering `{ records: Detail[] }` for `?ids=1,2,3`. */
  endpoint: string;
  /** The single read the page makes for an id. */
  detailPath: (id: number) => string;
}

/** A detail batch from a page family of the registry (src/lib/families/registry.ts). */
function detailBatchOf(family: PageFamily): DetailBatch {
  if (family.batch === undefined) throw new Error(`page family ${family.name} has no batch read`);
  return { page: family.pattern, endpoint: family.batch.endpoint, detailPath: family.batch.read };
}

/** Exhibition detail pages, and the exhibition read of an edition page. */
export const exhibitionBatch: DetailBatch = detailBatchOf(pageFamily('exhibition'));

/** The detail pages of the inventory that have a batch endpoint, from the families that name one. */
const detailBatches: readonly DetailBatch[] = pageFamilies
  .filter((family) => family.batch !== undefined)
  .map((family) => (family.name === 'exhibition' ? exhibitionBatch : detailBatchOf(family)));

// An edition page (/exhibition/periodical/{id}.html) reads its edition, then the edition's
// exhibition and that exhibition's periodicals: the editions come in a batch, then the
// exhibitions and their periodicals in two more (planned from the editions' answers).
const editionPage = /^\/exhibition\/periodical\/(\d+)\.html$/;

/** The single read of an edition. */
export function editionPath(id: number): string {
  return readPaths.edition(id);
}

/** The key of an exhibition's periodicals read (as `listExhibitionPeriodicals` asks). */
export function exhibitionPeriodicalsKey(exhibitionId: number): string {
  return prefetchKey(periodicalsPath, exhibitionPeriodicalsQuery(exhibitionId));
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
export interface ListBatch {
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
const listBatches: readonly ListBatch[] = [
  listBatch({
    list: exhibitionList,
    endpoint: readPaths.exhibitions,
    pageSize: exhibitionPageSize,
    query: (filters, pageSize) => exhibitionListQuery(filters, pageSize),
  }),
  listBatch({ list: newsList, endpoint: readPaths.news, pageSize: newsPageSize, query: newsListQuery }),
];

/** One block of a list to read: `perBlock` consecutive pages of the list page size. */
export interface ListBlock extends ListPageMatch {
  batch: ListBatch;
  /** Block number (1-based) at the block size. */
  block: number;
}

/** Pages of a list per block read (the largest page size the API accepts). */
export function pagesPerBlock(batch: ListBatch): number {
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

/**
 * The pages that read the site-map index (GET /api/sitemap: per type, the entries per letter),
 * a count over every listed entity: the letter pages, the index pages and the site map.
 */
const sitemapIndexReaders = new Set([
  ...sitemapLetters.map((letter) => sitemapLetterPath(letter)),
  fixedPaths.sitemapIndex,
  fixedPaths.sitemap,
  fixedPaths.sitemapXmlIndex,
]);

/**
 * The keys of the site-map index reads of the given pages: both spellings (by name and by
 * pinyin, which a page picks by its locale: its path alone does not say) when any of them reads
 * it, so a chunk reads the index once per locale instead of once per page.
 */
export function planSitemapIndexes(paths: readonly string[]): string[] {
  return paths.some((path) => sitemapIndexReaders.has(barePath(path)))
    ? [prefetchKey(readPaths.sitemap), prefetchKey(readPaths.sitemap, { by: 'pinyin' })]
    : [];
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
