// The cache tags of a save of a news article, venue, wiki article, company, periodical, special
// topic or visa product, from the row before and after it, as exhibition-tags.ts does for fairs:
// every page that shows an item carries its tag (its own pages, and each list page for each item
// it shows: listPageTags), so a text edit names the item and the pages showing it re-render; the
// kind's list tag (`list:{kind}`, with `home` and `sitemap`) only when the item may have moved in
// or out of a list or within one.
import { cacheTags, type ListKind } from '../../../src/lib/contract/cache-tags.ts';
import type { SitemapType } from '../../../src/lib/contract/sitemap.ts';
import type {
  companies,
  news,
  pavilions,
  periodicals,
  specialTopics,
  visas,
  wikiArticles,
} from '../../db/schema.ts';

/** The columns every kind in the letter index has (api/db/schema/columns.ts `listed`). */
interface IndexedRow {
  letter: string;
  pinyinLetter: string | null;
  pinyinKey: string | null;
}

/** Where a kind's rows stand in the letter index: by the columns it sorts and groups on. */
interface LetterIndex<Row> {
  columns: readonly (keyof Row)[];
  /** The row's letters in both indexes (names and pinyin). */
  letters: (row: Row) => string[];
}

/** The letter index of a kind whose names are the given columns. */
function letterIndex<Row extends IndexedRow>(names: readonly (keyof Row)[]): LetterIndex<Row> {
  return {
    columns: ['letter', 'pinyinLetter', 'pinyinKey', ...names],
    letters: (row) => [row.letter, row.pinyinLetter ?? row.letter],
  };
}

/** How one kind's rows stand in lists, site maps and the letter index. */
export interface KindTagRule<Row> {
  kind: ListKind;
  /** The item's own tags (a news article's fragment besides its pages). */
  own: (row: Row) => string[];
  /**
   * The columns its lists filter or sort on (or that decide where its page is, like a wiki
   * article's path): a change to one may move it in or out of a list page or within one.
   */
  listed: readonly (keyof Row)[];
  /** Its site-map file type and its place in the letter index, when its pages are in the site map. */
  sitemap?: { type: SitemapType; index: LetterIndex<Row> };
  /** Further tags a move names (the pages of what it belongs to, before and after). */
  moved?: (row: Row) => string[];
}

/** Whether two column values are equal (timestamps by their time: each row read is a new Date). */
function same(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

/** Whether a save created the item or changed a column the kind's lists filter or sort on. */
function movesInKindLists<Row extends object>(
  rule: KindTagRule<Row>,
  before: Row | undefined,
  after: Row,
): boolean {
  return before === undefined || rule.listed.some((column) => !same(before[column], after[column]));
}

/**
 * The tags a save touches:
 * - always the item's own tags (its pages and every page showing it carry them) and its site-map
 *   file type (the file names its last change);
 * - a new item, or a change of a column its lists filter or sort on: `list:{kind}`, `sitemap`,
 *   `home` and the rule's `moved` tags, before and after;
 * - a new name: the letter index pages of its old and new letters, in both indexes.
 */
export function kindChangeTags<Row extends object>(
  rule: KindTagRule<Row>,
  before: Row | undefined,
  after: Row,
): string[] {
  const tags = [...rule.own(after)];
  const sitemap = rule.sitemap;
  if (sitemap !== undefined) tags.push(cacheTags.sitemapType(sitemap.type));
  if (movesInKindLists(rule, before, after)) {
    tags.push(cacheTags.list(rule.kind), cacheTags.sitemap, cacheTags.home);
    for (const row of before === undefined ? [after] : [before, after])
      tags.push(...(rule.moved?.(row) ?? []));
  }
  if (
    sitemap !== undefined &&
    before !== undefined &&
    sitemap.index.columns.some((c) => !same(before[c], after[c]))
  )
    for (const row of [before, after]) tags.push(...sitemap.index.letters(row).map(cacheTags.sitemapLetter));
  return [...new Set(tags)];
}

/**
 * A save's tags and whether it may have moved the item in a list (a new item, a listed column):
 * the change feed's `membership`, false letting an export keep the last inventory.
 */
export function kindChange<Row extends object>(
  rule: KindTagRule<Row>,
  before: Row | undefined,
  after: Row,
): { tags: string[]; membership: boolean } {
  return { tags: kindChangeTags(rule, before, after), membership: movesInKindLists(rule, before, after) };
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** News: lists by type, industry and fair, newest published first; unpublished ones are in none. */
export const newsTagRule: KindTagRule<Row<typeof news>> = {
  kind: 'news',
  own: (row) => [cacheTags.news(row.id), cacheTags.newsContent(row.id)],
  listed: ['typeId', 'industryId', 'exhibitionId', 'status', 'publishedAt'],
  sitemap: { type: 'news', index: letterIndex(['titleEn', 'titleZh']) },
};

/**
 * Venues: lists by place; a fair list page carries the venue of each fair it shows (it names
 * the venue), so the venue's own tag reaches those too.
 */
export const pavilionTagRule: KindTagRule<Row<typeof pavilions>> = {
  kind: 'pavilion',
  own: (row) => [cacheTags.pavilion(row.id)],
  listed: ['continentId', 'countryId', 'cityId', 'offline'],
  sitemap: { type: 'pavilion', index: letterIndex(['nameEn', 'nameZh']) },
};

/** Wiki articles: lists by category, most read first; the path names category, industry and fair. */
export const wikiTagRule: KindTagRule<Row<typeof wikiArticles>> = {
  kind: 'wiki',
  own: (row) => [cacheTags.wiki(row.id)],
  listed: ['categoryId', 'industryId', 'exhibitionId', 'offline'],
  sitemap: { type: 'wiki', index: letterIndex(['titleEn', 'titleZh']) },
};

/**
 * Companies: lists by kind and industry, by id. Its own tag reaches the fairs it organises, the
 * exhibitor lists and directories it is on and the venue plans showing its stand, so going offline
 * re-renders those (its name unlinked or its entry gone) besides its lists.
 */
export const companyTagRule: KindTagRule<Row<typeof companies>> = {
  kind: 'company',
  own: (row) => [cacheTags.company(row.id)],
  listed: ['kind', 'industryId', 'offline'],
  sitemap: { type: 'company', index: letterIndex(['nameEn', 'nameZh']) },
};

/**
 * Periodicals: lists by fair and kind, newest year first; its fair's pages list it (before and
 * after a move).
 */
export const periodicalTagRule: KindTagRule<Row<typeof periodicals>> = {
  kind: 'periodical',
  own: (row) => [cacheTags.periodical(row.id), cacheTags.exhibition(row.exhibitionId)],
  listed: ['exhibitionId', 'kind', 'year', 'offline'],
  sitemap: { type: 'periodical', index: letterIndex(['titleEn', 'titleZh']) },
  moved: (row) => [cacheTags.exhibition(row.exhibitionId)],
};

/** Special topics: listed by id (the home page's and the topic list), in no site map. */
export const specialTagRule: KindTagRule<Row<typeof specialTopics>> = {
  kind: 'special',
  own: (row) => [cacheTags.special(row.id)],
  listed: ['offline'],
};

/** Visa products: lists by visa area, country, type and consular district. */
export const visaTagRule: KindTagRule<Row<typeof visas>> = {
  kind: 'visa',
  own: (row) => [cacheTags.visa(row.id)],
  listed: ['visaAreaId', 'areaId', 'type', 'bizType', 'offline'],
  sitemap: { type: 'visa', index: letterIndex(['titleEn', 'titleZh']) },
};
