// The cache-tag vocabulary shared by the pages (which tag what they show), the API's editor
// (which answers and pushes the tags a change touches) and the export and rebuild (which find the
// pages behind a tag). One spelling per concept: a company is `company:{id}` whether a page shows
// it as organiser, exhibitor or on its own page.

import type { ExhibitionDetail } from './exhibition.ts';

/**
 * Kinds of list a page can show. `list:{kind}` is the membership tag: a change that may add,
 * remove or move an entity of the kind in a list (a new one, a date, an industry, offline)
 * touches it; an edit of what a list shows of an entity touches the entity's own tag, which each
 * list page carries for every entity on it.
 */
export type ListKind =
  'exhibition' | 'news' | 'pavilion' | 'visa' | 'wiki' | 'company' | 'periodical' | 'special';

type Id = number | string;

/** Builders of every cache tag; pages and the API import these instead of writing strings. */
export const cacheTags = {
  /** The home page (it also shows every list). */
  home: 'home',
  /** Site maps and the letter index. */
  sitemap: 'sitemap',
  /** One sitemap file type (`/sitemaps/{edition}/{type}...xml`). */
  sitemapType: (type: string) => `sitemap:${type}`,
  /**
   * The letter index pages of one letter (`/sitemap_{letter}/`, either index: names or pinyin):
   * a new name may move an entry between letters or within one.
   */
  sitemapLetter: (letter: string) => `sitemap:letter-${letter}`,
  /**
   * The ids one sitemap file lists (its entries by id, from the first to the last): a save of an
   * entity in the range may change the file (its lastmod), one outside it cannot unless the
   * entity moved in or out of the site map, which touches `sitemap`.
   */
  sitemapIds: (type: string, first: Id, last: Id) => `sitemap:${type}:${String(first)}-${String(last)}`,
  /** Any page listing entities of a kind. */
  list: (kind: ListKind) => `list:${kind}`,
  exhibition: (id: Id) => `exhibition:${String(id)}`,
  /**
   * One edition of a fair (its own page, `/exhibition/periodical/{id}.html`, which also carries
   * its fair's tag): a change of the edition names it so a rebuild renders that page even when the
   * last export did not have it (new, or back online).
   */
  edition: (id: Id) => `edition:${String(id)}`,
  /** The exhibitor directory (and its PDF) of a fair. */
  exhibitors: (exhibitionId: Id) => `exhibitors:${String(exhibitionId)}`,
  news: (id: Id) => `news:${String(id)}`,
  /** The `/ossApi/newsContent/{id}.html` fragment of an article. */
  newsContent: (id: Id) => `news-content:${String(id)}`,
  pavilion: (id: Id) => `pavilion:${String(id)}`,
  /** A company, as organiser, exhibitor or on its own page. */
  company: (id: Id) => `company:${String(id)}`,
  wiki: (id: Id) => `wiki:${String(id)}`,
  wikiCategory: (id: Id) => `wiki-category:${String(id)}`,
  visa: (id: Id) => `visa:${String(id)}`,
  periodical: (id: Id) => `periodical:${String(id)}`,
  special: (id: Id) => `special:${String(id)}`,
  trip: (id: Id) => `trip:${String(id)}`,
  about: (id: Id) => `about:${String(id)}`,
  community: (id: Id) => `community:${String(id)}`,
  /** A member's public page (and posts shown with their author). */
  user: (id: Id) => `user:${String(id)}`,
  /** A page that shows no entity of the API, by name. */
  page: (name: 'service') => `page:${name}`,
} as const;

/**
 * Whether a tag names a whole kind of page (home, site maps, lists) rather than one entity:
 * rebuilds re-render the pages behind such tags after the changed entity's own pages.
 * @example isBroadTag(cacheTags.list('news')) // true
 * @example isBroadTag(cacheTags.news(12)) // false
 */
export function isBroadTag(tag: string): boolean {
  return (
    tag === cacheTags.home ||
    tag === cacheTags.sitemap ||
    tag === 'page' ||
    tag.startsWith('list:') ||
    tag.startsWith('sitemap:')
  );
}

/**
 * The kind and id of a tag that names one entity, or undefined.
 * @example parseEntityTag('exhibition:12') // { kind: 'exhibition', id: '12' }
 */
export function parseEntityTag(tag: string): { kind: string; id: string } | undefined {
  const [kind, id] = tag.split(':');
  if (kind === undefined || id === undefined || !/^[1-9][0-9]*$/.test(id)) return undefined;
  return { kind, id };
}

/**
 * The type and id range of a `sitemapIds` tag, or undefined.
 * @example parseSitemapIdsTag('sitemap:news:3-90') // { type: 'news', first: 3, last: 90 }
 */
export function parseSitemapIdsTag(tag: string): { type: string; first: number; last: number } | undefined {
  const match = /^sitemap:([a-z]+):([0-9]+)-([0-9]+)$/.exec(tag);
  if (match === null) return undefined;
  const [, type = '', first = '', last = ''] = match;
  return { type, first: Number(first), last: Number(last) };
}

const entityTagOfKind: Record<ListKind, (id: Id) => string> = {
  exhibition: cacheTags.exhibition,
  news: cacheTags.news,
  pavilion: cacheTags.pavilion,
  visa: cacheTags.visa,
  wiki: cacheTags.wiki,
  company: cacheTags.company,
  periodical: cacheTags.periodical,
  special: cacheTags.special,
};

/**
 * Tags of a page that lists entities of a kind: the list's membership tag and the tag of each
 * entity shown, so an edit of one entity re-renders the list pages that show it and no other.
 * @example listPageTags('exhibition', [3, 4]) // ['list:exhibition', 'exhibition:3', 'exhibition:4']
 */
export function listPageTags(kind: ListKind, ids: Iterable<Id>): string[] {
  const tag = entityTagOfKind[kind];
  return [cacheTags.list(kind), ...new Set(Array.from(ids, (id) => tag(id)))];
}

/**
 * Tags of a page showing fairs as cards (ExhibitionCard: the fair and the name of its venue):
 * the list's membership tag, each fair and each venue named, so a venue's rename re-renders the
 * list pages naming it and no other.
 * @example exhibitionCardTags([{ id: 3, pavilion: { id: 9 } }]) // ['list:exhibition', 'exhibition:3', 'pavilion:9']
 */
export function exhibitionCardTags(fairs: readonly { id: Id; pavilion: { id: Id } }[]): string[] {
  return [
    ...listPageTags(
      'exhibition',
      fairs.map((fair) => fair.id),
    ),
    ...new Set(fairs.map((fair) => cacheTags.pavilion(fair.pavilion.id))),
  ];
}

/** Tags of a page that shows every list (the home page). */
export const everyListTags: readonly string[] = [
  cacheTags.home,
  ...(['exhibition', 'news', 'pavilion', 'visa', 'wiki', 'company', 'periodical', 'special'] as const).map(
    cacheTags.list,
  ),
];

/** Cache tags of an exhibition page: the exhibition, its venue and organiser. */
export function exhibitionTags(detail: Pick<ExhibitionDetail, 'id' | 'venue' | 'organiser'>): string[] {
  return [
    cacheTags.exhibition(detail.id),
    cacheTags.pavilion(detail.venue.id),
    cacheTags.company(detail.organiser.id),
  ];
}
