// The URL inventory of an export: every page a reader or crawler can reach without logging
// in, per edition, read from the API (sitemap endpoints, list totals, lookups) through the
// portal's API client and its retries (scripts/delivery/api-reads.ts).
import { urlsPerSitemapFile, sitemapLetters, staticSitemapPaths } from '../../src/lib/pages/sitemap.ts';
import type { ApiClient } from '../../src/lib/api/client.ts';
import type { SitemapType } from '../../src/lib/contract/sitemap.ts';
import { exhibitionList } from '../../src/lib/lists/exhibitions.ts';
import { newsList } from '../../src/lib/lists/news.ts';
import { pavilionList } from '../../src/lib/lists/pavilions.ts';
import { visaList } from '../../src/lib/lists/visas.ts';
import { wikiList } from '../../src/lib/lists/wiki.ts';
import type { Edition } from '../../src/lib/edition.ts';
import {
  editionPath,
  fixedPaths,
  localePrefixedPath,
  newsFeedFormats,
  newsFeedPath,
  sharePicturePath,
  sitemapFilePath,
  sitemapLetterPath,
  specialPath,
} from '../../src/lib/paths/index.ts';
import { deliveryApiClient, describeReadFailure } from './api-reads.ts';
import { mapLimit } from './bounded-work.ts';
import { batchMaxIds } from '../../src/lib/contract/batch.ts';
import { batchPaths, readPaths } from '../../src/lib/contract/read-paths.ts';
import { exhibitionPageSize } from '../../src/lib/endpoints/exhibitions.ts';
import { newsPageSize } from '../../src/lib/endpoints/news.ts';
import { pavilionPageSize } from '../../src/lib/endpoints/pavilions.ts';
import { visaPageSize } from '../../src/lib/endpoints/visas.ts';
import { wikiPageSize } from '../../src/lib/endpoints/wiki.ts';
import { pageFamilies, pageFamily, sitemapFamilies } from '../../src/lib/families/registry.ts';
import { otherLocale } from './paths.ts';
import { inShard, type Shard } from './shards.ts';

/** One URL to export. */
export interface InventoryItem {
  edition: Edition;
  /** Path as requested (with the locale prefix for the non-default locale). */
  path: string;
  /** The status the render must answer (default 200). */
  status?: number;
  /** The file it is written to (default: from the path, scripts/delivery/paths.ts fileOfPath). */
  file?: string;
}

/** The not-found page of an edition, which the bucket's website answers for a missing key. */
const notFoundPage = { path: '/404', status: 404, file: '404.html' } as const;

/**
 * An item of an export's record as an inventory item again: its file as recorded, and the status
 * the not-found page answers.
 */
export function recordedItem(edition: Edition, path: string, file: string): InventoryItem {
  return path === notFoundPage.path && file === notFoundPage.file
    ? { edition, ...notFoundPage }
    : { edition, path, file };
}

/** Entity types of the sitemap endpoints, each with a detail page per id (the registry's families). */
const entityTypes = sitemapFamilies.map((family) => family.sitemapType);

interface Paged<T> {
  records: T[];
  total: number;
}
interface Named {
  id: number;
}
interface Lookups {
  industries: Named[];
  continents: Named[];
  timeWindows: Named[];
  newsTypes: Named[];
  wikiCategories: Named[];
  visaTypes: Named[];
  consularDistricts: Named[];
}

// One client per API base: the inventory's reads of a run share it.
const clients = new Map<string, ApiClient>();

/** GETs an API path (retrying transient failures) and unwraps the envelope; throws with the path. */
async function apiGet<T>(apiBase: string, path: string): Promise<T> {
  let client = clients.get(apiBase);
  if (client === undefined) {
    client = deliveryApiClient(apiBase, 'CN');
    clients.set(apiBase, client);
  }
  try {
    return await client.get<T>(path);
  } catch (error) {
    throw new Error(`inventory: GET ${apiBase}${path} failed: ${describeReadFailure(error)}`, {
      cause: error,
    });
  }
}

/** The total of a list endpoint (one row fetched). */
async function totalOf(apiBase: string, path: string): Promise<number> {
  const separator = path.includes('?') ? '&' : '?';
  return (await apiGet<Paged<unknown>>(apiBase, `${path}${separator}pageNum=1&pageSize=1`)).total;
}

/** The entity paths of one sitemap type, 5,000 per call. */
async function entityPaths(apiBase: string, type: string): Promise<string[]> {
  const pageSize = 5000;
  const first = await apiGet<Paged<{ path: string }>>(
    apiBase,
    `${readPaths.sitemapType(type)}?pageSize=${String(pageSize)}&pageNum=1`,
  );
  const pages = Math.ceil(first.total / pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      apiGet<Paged<{ path: string }>>(
        apiBase,
        `${readPaths.sitemapType(type)}?pageSize=${String(pageSize)}&pageNum=${String(index + 2)}`,
      ),
    ),
  );
  return [first, ...rest].flatMap((page) => page.records.map((record) => record.path));
}

const exhibitionFamily = pageFamily('exhibition');

/** Batch reads the inventory keeps in flight. */
const inventoryReadsInFlight = 4;

/**
 * Each given exhibition page followed by the pages of its editions (/exhibition/periodical/{id}.html),
 * its share picture and its exhibitor directory: every exhibition page links its editions, so they are
 * exported with it, and side by side, since they render the same exhibition (its read and its
 * cleaned introduction are then reused within one chunk of the export). Read through the
 * exhibition batch, 100 exhibitions a call.
 */
async function withEditionPaths(apiBase: string, exhibitionPaths: readonly string[]): Promise<string[]> {
  const chunks = Array.from({ length: Math.ceil(exhibitionPaths.length / batchMaxIds) }, (_, index) =>
    exhibitionPaths.slice(index * batchMaxIds, (index + 1) * batchMaxIds),
  );
  // A few batches at a time: at scale 20,000 all 200 at once queued in the API past the
  // client's 10 s timeout (one embedded database answers one query at a time). Filed by chunk,
  // so the pages keep the fairs' order.
  const pathsOfChunks: string[][] = [];
  await mapLimit([...chunks.keys()], inventoryReadsInFlight, async (index) => {
    const paths = chunks[index] ?? [];
    const ids = paths.map((path) => exhibitionFamily.pattern.exec(path)?.[1]);
    const known = ids.filter((id) => id !== undefined);
    // The batch answers both locales; the editions are the same in either.
    const batch =
      known.length === 0
        ? { CN: [] }
        : await apiGet<{ CN: { id: number; editions: Named[] }[] }>(
            apiBase,
            `${batchPaths.exhibitions}?ids=${known.join(',')}`,
          );
    const editionsOf = new Map(batch.CN.map((record) => [String(record.id), record.editions]));
    pathsOfChunks[index] = paths.flatMap((path, at) => {
      const id = ids[at];
      const editions = id === undefined ? [] : (editionsOf.get(id) ?? []);
      return [path, ...editions.map((edition) => editionPath(edition.id)), ...companionPagesOf(path)];
    });
  });
  return pathsOfChunks.flat();
}

/** The detail pages whose og:image is a share picture drawn by the portal (the registry's families). */
const sharedDetailPages = pageFamilies.flatMap((family) =>
  family.sharePicture === undefined ? [] : [{ pattern: family.pattern, kind: family.sharePicture }],
);

/**
 * The share picture a detail page names as og:image (none for other pages). Exported next to its
 * page: a network previewing a shared link reads it from the bucket like the page, and the
 * two render from the same API read within one chunk of the export.
 */
function sharePicturesOf(path: string): string[] {
  for (const { pattern, kind } of sharedDetailPages) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) return [sharePicturePath(kind, id)];
  }
  return [];
}

/** Families exported next to another's pages (the registry's exportedWith), with that family. */
const companionFamilies = pageFamilies.flatMap((family) =>
  family.exportedWith === undefined || family.build === undefined
    ? []
    : [{ build: family.build, of: pageFamily(family.exportedWith) }],
);

/**
 * The pages exported next to a detail page: its share picture and the pages of the families
 * exported with its family, of the same id (a venue's floor plan beside the venue).
 */
function companionPagesOf(path: string): string[] {
  const pages = companionFamilies.flatMap(({ build, of }) => {
    const id = of.pattern.exec(path)?.[1];
    return id === undefined ? [] : [build(Number(id))];
  });
  return [...sharePicturesOf(path), ...pages];
}

/** Pages 1..N of a list of `pageSize` rows a page, N from its total (at most `limit`). */
function listPages(
  total: number,
  pageSize: number,
  pathOf: (page: number) => string,
  limit = Infinity,
): string[] {
  const count = Math.min(limit, Math.max(1, Math.ceil(total / pageSize)));
  return Array.from({ length: count }, (_, index) => pathOf(index + 1));
}

/**
 * The locale-independent pages of the site: static pages, every entity's detail page, every
 * page of the unfiltered lists and page 1 of each first-level filter, the letter index.
 */
export async function pagePaths(apiBase: string, limit = Infinity): Promise<string[]> {
  const [lookups, exhibitions, news, pavilions, visas, wiki, specials, entities] = await Promise.all([
    apiGet<Lookups>(apiBase, readPaths.lookups),
    totalOf(apiBase, readPaths.exhibitions),
    totalOf(apiBase, readPaths.news),
    totalOf(apiBase, readPaths.pavilions),
    totalOf(apiBase, readPaths.visas),
    totalOf(apiBase, readPaths.wikiArticles),
    apiGet<Named[]>(apiBase, readPaths.specialTopics),
    Promise.all(entityTypes.map((type) => entityPaths(apiBase, type))),
  ]);
  const ids = (items: Named[]) => items.map((item) => item.id);
  const exported = entities.map((paths) => paths.slice(0, limit));
  const exhibitionIndex = entityTypes.indexOf('exhibition');
  exported[exhibitionIndex] = await withEditionPaths(apiBase, exported[exhibitionIndex] ?? []);
  // Every page of the export spells its dashes, page 1 without filters too (the list's root
  // path is another URL of the same page).
  const exhibition = (f: number, g: number, t: number, page: number) =>
    exhibitionList.dashPath({ ...exhibitionList.all, f, g, t, page });
  const pavilion = (f: number, g: number, page: number) =>
    pavilionList.dashPath({ ...pavilionList.all, f, g, page });
  const information = (t: number, i: number, page: number) => newsList.dashPath({ t, i, page });
  const visa = (visaAreaId: number, type: number, bizType: number, page: number) =>
    visaList.dashPath({ ...visaList.all, visaAreaId, type, bizType, page });
  const paths = [
    ...staticSitemapPaths,
    fixedPaths.sitemapIndex,
    // The pages every header and footer links to (their page 1: later pages go by query).
    fixedPaths.fairService,
    fixedPaths.periodicals,
    fixedPaths.centres,
    fixedPaths.proxyExhibitor,
    fixedPaths.top100,
    fixedPaths.freeTicket,
    ...sitemapLetters.map((letter) => sitemapLetterPath(letter)),
    ...listPages(exhibitions, exhibitionPageSize, (page) => exhibition(0, 0, 0, page), limit),
    ...ids(lookups.industries).map((f) => exhibition(f, 0, 0, 1)),
    ...ids(lookups.continents).map((g) => exhibition(0, g, 0, 1)),
    ...ids(lookups.timeWindows)
      .filter((t) => t !== 0)
      .map((t) => exhibition(0, 0, t, 1)),
    ...listPages(pavilions, pavilionPageSize, (page) => pavilion(0, 0, page), limit),
    ...ids(lookups.industries).map((f) => pavilion(f, 0, 1)),
    ...ids(lookups.continents).map((g) => pavilion(0, g, 1)),
    ...listPages(news, newsPageSize, (page) => information(0, 0, page), limit),
    ...ids(lookups.newsTypes).map((t) => information(t, 0, 1)),
    ...ids(lookups.industries).map((i) => information(0, i, 1)),
    // The news feeds (RSS and Atom, every industry and each one), served from the bucket like
    // the list they follow.
    ...newsFeedFormats.flatMap((format) => [
      newsFeedPath(format),
      ...ids(lookups.industries).map((i) => newsFeedPath(format, i)),
    ]),
    ...listPages(visas, visaPageSize, (page) => visa(0, 0, 0, page), limit),
    ...ids(lookups.continents).map((area) => visa(area, 0, 0, 1)),
    ...ids(lookups.visaTypes).map((type) => visa(0, type, 0, 1)),
    ...ids(lookups.consularDistricts).map((biz) => visa(0, 0, biz, 1)),
    ...listPages(wiki, wikiPageSize, (page) => wikiList.path({ s: 0, page }), limit),
    ...ids(lookups.wikiCategories).map((s) => wikiList.path({ s, page: 1 })),
    ...specials.map((topic) => specialPath(topic.id)),
    ...exported.flatMap((paths, type) =>
      type === exhibitionIndex ? paths : paths.flatMap((path) => [path, ...companionPagesOf(path)]),
    ),
  ];
  return [...new Set(paths)];
}

/** The XML sitemap files of an edition (one static-pages file, then each type split by size). */
async function sitemapFilePaths(apiBase: string, edition: Edition): Promise<string[]> {
  const index = await apiGet<{ type: SitemapType; total: number }[]>(apiBase, readPaths.sitemap);
  const files = [sitemapFilePath(edition, 'pages', 1)];
  for (const { type, total } of index) {
    const parts = Math.max(1, Math.ceil(total / urlsPerSitemapFile));
    for (let part = 1; part <= parts; part += 1) files.push(sitemapFilePath(edition, type, part));
  }
  return files;
}

/**
 * Every `every`-th path: a sample with the whole inventory's mix of page kinds (for measuring
 * throughput at scale in minutes; `limit` instead keeps the first few of each kind, which
 * over-weights the lists).
 */
function sampled<T>(items: readonly T[], every: number): T[] {
  const step = Math.max(1, Math.floor(every));
  return items.filter((_, index) => index % step === 0);
}

/**
 * The whole inventory (`limit` caps each entity type and each list's pages: a quick export
 * for tests and smoke checks, never for publishing a real edition; `sampleEvery` keeps every
 * n-th page, for benchmarks): every page in both
 * editions, each in its edition's default locale and under the other locale's prefix, then
 * per edition its sitemap files and robots.txt (those have no locale). The four variants of a
 * page are adjacent, so a chunk of the inventory holds whole pages and their API reads are
 * shared (two variants per locale). With a `shard`, only the pages (and sitemap, robots and 404
 * files) whose locale-free path falls in it (scripts/delivery/shards.ts), after sampling: the
 * shards of a run cover exactly what the whole run would.
 */
export async function buildInventory(
  apiBase: string,
  limit = Infinity,
  sampleEvery = 1,
  shard?: Shard,
): Promise<InventoryItem[]> {
  const pages = sampled(await pagePaths(apiBase, limit), sampleEvery).filter((path) => inShard(path, shard));
  const editionsInOrder = ['zh', 'en'] as const;
  const items: InventoryItem[] = pages.flatMap((path) =>
    editionsInOrder.flatMap((edition) =>
      // Pages link the share picture of the edition's own locale only (the /en/share/ spelling
      // answers 404 through the locale rewrite, not yet found why).
      path.startsWith('/share/')
        ? [{ edition, path }]
        : [
            { edition, path },
            { edition, path: localePrefixedPath(otherLocale(edition), path) },
          ],
    ),
  );
  for (const edition of editionsInOrder) {
    const files = await sitemapFilePaths(apiBase, edition);
    for (const path of [fixedPaths.robots, fixedPaths.manifest, fixedPaths.sitemapXmlIndex, ...files]) {
      if (inShard(path, shard)) items.push({ edition, path });
    }
    if (inShard(notFoundPage.path, shard)) items.push({ edition, ...notFoundPage });
  }
  return items;
}
