import type { ApiClient } from '../api/client.ts';
import type { SitemapEntry, SitemapIndexBy, SitemapType } from '../contract/sitemap.ts';
import { sitemapTypeSchema } from '../contract/sitemap.ts';
import { getSitemapEntries, getSitemapIndex } from '../endpoints/sitemap.ts';
import type { Edition } from '../edition.ts';
import { aboutPageIds, aboutPath, fixedPaths, sitemapFilePath } from '../paths/index.ts';
import { PageNotFoundError } from './load-page.ts';

/** URLs per XML sitemap file: under the protocol's 50,000 with room to spare. */
export const urlsPerSitemapFile = 45_000;
/** Entries per API call (the API's maximum page size for sitemaps). */
const entriesPerCall = 5_000;
/** The letters of the letter index: A to Z, and 0 for names starting with a digit or symbol. */
export const sitemapLetters = [
  ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index)),
  '0',
];
/** Entries of one type shown on a letter page before paging. */
const entriesPerLetterPage = 500;

/** Content types in the order the sitemaps list them. */
const sitemapTypes: readonly SitemapType[] = sitemapTypeSchema.options;

/** The main list page of each content type. */
export const typeListPaths: Record<SitemapType, string> = {
  exhibition: fixedPaths.exhibitions,
  news: fixedPaths.news,
  pavilion: fixedPaths.pavilions,
  wiki: fixedPaths.wiki,
  visa: fixedPaths.visas,
  company: fixedPaths.sitemapIndex,
  periodical: fixedPaths.sitemapIndex,
};

/** Pages that are not entities but belong in the sitemap. */
export const staticSitemapPaths = [
  fixedPaths.home,
  fixedPaths.exhibitions,
  fixedPaths.news,
  fixedPaths.pavilions,
  fixedPaths.visas,
  fixedPaths.wiki,
  fixedPaths.sitemap,
  fixedPaths.sitemapIndex,
  fixedPaths.cooperation,
  fixedPaths.terms,
  ...[
    aboutPageIds.aboutUs,
    aboutPageIds.contact,
    aboutPageIds.advertise,
    aboutPageIds.data,
    aboutPageIds.privacy,
  ].map(aboutPath),
];

/** One XML sitemap file of an edition. */
export interface SitemapFile {
  path: string;
  type: SitemapType | 'pages';
  part: number;
}

/** Whether a string is a letter of the letter index. */
export function isSitemapLetter(value: string | undefined): value is string {
  return value !== undefined && sitemapLetters.includes(value);
}

/** The XML sitemap files of an edition: one static-pages file, then each type split by size. */
export async function sitemapFiles(api: ApiClient, edition: Edition): Promise<SitemapFile[]> {
  const index = await getSitemapIndex(api);
  const files: SitemapFile[] = [{ path: sitemapFilePath(edition, 'pages', 1), type: 'pages', part: 1 }];
  for (const { type, total } of index) {
    const parts = Math.max(1, Math.ceil(total / urlsPerSitemapFile));
    for (let part = 1; part <= parts; part += 1) {
      files.push({ path: sitemapFilePath(edition, type, part), type, part });
    }
  }
  return files;
}

/** Parses `{type}-{part}` of an XML sitemap file name; undefined when it names nothing. */
export function parseSitemapFile(
  name: string | undefined,
): { type: SitemapType | 'pages'; part: number } | undefined {
  const match = /^([a-z]+)-([1-9][0-9]{0,4})$/.exec(name ?? '');
  if (!match) return undefined;
  const [, type = '', part = ''] = match;
  if (type !== 'pages' && !(sitemapTypes as readonly string[]).includes(type)) return undefined;
  return { type: type as SitemapType | 'pages', part: Number(part) };
}

/** The paths of one XML sitemap file (entity pages, or the static pages). */
export async function sitemapFilePaths(
  api: ApiClient,
  file: { type: SitemapType | 'pages'; part: number },
): Promise<{ path: string; id?: number; updatedAt?: string }[]> {
  if (file.type === 'pages') {
    if (file.part !== 1) throw new PageNotFoundError('no such sitemap part');
    return staticSitemapPaths.map((path) => ({ path }));
  }
  const callsPerFile = urlsPerSitemapFile / entriesPerCall;
  const first = (file.part - 1) * callsPerFile + 1;
  const firstPage = await getSitemapEntries(api, file.type, { pageNum: first, pageSize: entriesPerCall });
  if (firstPage.records.length === 0) throw new PageNotFoundError('no such sitemap part');
  const lastCall = Math.min(first + callsPerFile - 1, Math.ceil(firstPage.total / entriesPerCall));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastCall - first) }, (_, index) =>
      getSitemapEntries(api, file.type as SitemapType, {
        pageNum: first + index + 1,
        pageSize: entriesPerCall,
      }),
    ),
  );
  return [firstPage, ...rest].flatMap((page) =>
    page.records.map(({ path, id, updatedAt }) => ({ path, id, updatedAt })),
  );
}

/** The smallest and largest id of a file's entries (undefined for the static pages' file). */
export function idRange(entries: readonly { id?: number }[]): { first: number; last: number } | undefined {
  let range: { first: number; last: number } | undefined;
  for (const { id } of entries)
    if (id !== undefined)
      range = { first: Math.min(range?.first ?? id, id), last: Math.max(range?.last ?? id, id) };
  return range;
}

/** Escapes text for XML. */
function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The `<sitemapindex>` document listing the files. */
export function sitemapIndexXml(files: readonly SitemapFile[], origin: string): string {
  const items = files.map((file) => `<sitemap><loc>${xmlEscape(origin + file.path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

/** The `<urlset>` document of one file. */
export function urlsetXml(paths: readonly { path: string; updatedAt?: string }[], origin: string): string {
  const items = paths.map(({ path, updatedAt }) => {
    const lastmod = updatedAt === undefined ? '' : `<lastmod>${xmlEscape(updatedAt.slice(0, 10))}</lastmod>`;
    return `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</urlset>\n`;
}

/** What a letter page shows: per type, the entries of that letter (one page of them). */
export interface LetterPageData {
  letter: string;
  page: number;
  pageCount: number;
  groups: { type: SitemapType; total: number; entries: SitemapEntry[] }[];
}

/**
 * Loads /sitemap_{letter}/: every content type's entries starting with the letter. `by` pinyin
 * (the Chinese pages) groups Chinese names by their pinyin initials and sorts them by pinyin.
 */
export async function loadLetterPage(
  api: ApiClient,
  letter: string,
  page: number,
  by: SitemapIndexBy = 'name',
): Promise<LetterPageData> {
  const index = await getSitemapIndex(api, by);
  const counts = index.map(({ type, letters }) => ({ type, total: letters[letter] ?? 0 }));
  const pageCount = Math.max(1, ...counts.map(({ total }) => Math.ceil(total / entriesPerLetterPage)));
  if (page > pageCount) throw new PageNotFoundError('page past the end');
  const groups = await Promise.all(
    counts.map(async ({ type, total }) => {
      const shown = total > (page - 1) * entriesPerLetterPage;
      const entries = shown
        ? (await getSitemapEntries(api, type, { letter, by, pageNum: page, pageSize: entriesPerLetterPage }))
            .records
        : [];
      return { type, total, entries };
    }),
  );
  return { letter, page, pageCount, groups };
}
