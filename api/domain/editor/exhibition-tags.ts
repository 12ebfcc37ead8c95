// The cache tags of a fair's save, from the row before and after it: what the rebuild webhook
// and the change feed name, so a rebuild re-renders the pages that show what changed and no
// others (src/lib/contract/cache-tags.ts: list pages carry the tag of each fair they show, and
// `list:exhibition` only says which fairs a list holds may have changed).
import { cacheTags } from '../../../src/lib/contract/cache-tags.ts';
import type { exhibitions } from '../../db/schema.ts';

type ExhibitionRow = typeof exhibitions.$inferSelect;

/**
 * The columns the exhibition lists filter or sort on (GET /api/exhibitions: the list pages, a
 * venue's and an organiser's fairs, top 100, free tickets): a change to one of them may move the
 * fair in or out of a list page or within one. Names, texts, pictures and figures are shown, not
 * sorted on.
 */
const listedColumns = [
  'industryId',
  'subIndustryId',
  'continentId',
  'countryId',
  'cityId',
  'pavilionId',
  'organiserId',
  'startDate',
  'endDate',
  'views',
  'status',
  'offline',
] as const satisfies readonly (keyof ExhibitionRow)[];

/** The columns the letter index sorts and groups on (names by their letter, pinyin by its key). */
const indexedColumns = [
  'letter',
  'pinyinLetter',
  'pinyinKey',
  'nameEn',
  'nameZh',
] as const satisfies readonly (keyof ExhibitionRow)[];

/** Whether an update changed a column lists filter or sort on. */
export function movesInLists(before: ExhibitionRow, after: ExhibitionRow): boolean {
  return listedColumns.some((column) => before[column] !== after[column]);
}

/** Whether an update changed where the fair stands in the letter index. */
function movesInIndex(before: ExhibitionRow, after: ExhibitionRow): boolean {
  return indexedColumns.some((column) => before[column] !== after[column]);
}

/**
 * The tags a fair's save touches:
 * - always the fair itself (its pages, and every list, venue, company, home and other page that
 *   shows it carries it) and its site-map file type (the file names its last change);
 * - a new fair, or a change of a column lists filter or sort on (dates, industry, place, venue,
 *   organiser, views, status, offline): `list:exhibition` (any list may now hold other fairs),
 *   `sitemap` and `home`, and the old and new venue and organiser (their pages list their fairs);
 * - a new name: the letter index pages of its old and new letters, in both indexes.
 * A text or picture edit touches neither the lists nor the venue's and organiser's tags: the
 * other fairs' pages that carry those (for the venue's or organiser's data) did not change.
 */
export function exhibitionChangeTags(before: ExhibitionRow | undefined, after: ExhibitionRow): string[] {
  const tags = [cacheTags.exhibition(after.id), cacheTags.sitemapType('exhibition')];
  if (before === undefined || movesInLists(before, after)) {
    tags.push(
      cacheTags.list('exhibition'),
      cacheTags.sitemap,
      cacheTags.home,
      cacheTags.pavilion(after.pavilionId),
      cacheTags.company(after.organiserId),
    );
    if (before !== undefined)
      tags.push(cacheTags.pavilion(before.pavilionId), cacheTags.company(before.organiserId));
  }
  if (before !== undefined && movesInIndex(before, after))
    for (const row of [before, after])
      tags.push(cacheTags.sitemapLetter(row.letter), cacheTags.sitemapLetter(row.pinyinLetter ?? row.letter));
  return [...new Set(tags)];
}
