import type { SitemapType } from '../contract/sitemap.ts';
import type { Locale } from '../contract/locale.ts';
import type { Edition } from '../edition.ts';
import { allExhibitions, exhibitionListPath } from '../pages/exhibition-filters.ts';
import { allNews, newsListPath } from '../pages/news-filters.ts';

// Fixed pages, lists, the /seo mirror's lists and the site maps. The filtered list paths are
// formatted by their list modules (src/lib/pages/*-filters.ts) and re-exported here, so callers
// import every URL from src/lib/paths/ (all but pavilionListPath: its module loads the API
// client, which islands importing the paths must not pull in).

export { exhibitionListPath } from '../pages/exhibition-filters.ts';
export { newsListPath } from '../pages/news-filters.ts';
export { visaListPath } from '../pages/visa-filters.ts';
export { wikiListPath } from '../pages/wiki-routes.ts';

/** Pages without parameters, by name. */
export const fixedPaths = {
  home: '/',
  exhibitions: '/exhibition/',
  news: '/information/',
  pavilions: '/pavilion/',
  visas: '/visa',
  wiki: '/wiki',
  sitemap: '/sitemap',
  sitemapIndex: '/sitemap_index/',
  cooperation: '/cooperation.html',
  terms: '/terms',
  fairService: '/fair/service/',
  periodicals: '/periodicals/',
  centres: '/center/',
  proxyExhibitor: '/proxy-exhibitor/',
  top100: '/top100/',
  freeTicket: '/free-ticket/',
  seo: '/seo/',
  login: '/login',
  robots: '/robots.txt',
  sitemapXmlIndex: '/sitemap_index.xml',
} as const;

/**
 * The URL of page `page` of a list that pages by query; page 1 has no query.
 * @example queryPageHref('/center/', 2) // '/center/?page=2'
 */
export function queryPageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${String(page)}`;
}

/**
 * A filtered list path spelled out in full, without the list modules' short form for page 1
 * (the export writes both spellings, since both answer).
 * @example dashListPath('exhibition', [0, 0, 0, 0, 0, 0, 1]) // '/exhibition-0-0-0-0-0-0-1/'
 */
export function dashListPath(
  family: 'exhibition' | 'pavilion' | 'information' | 'visa' | 'wiki',
  values: readonly number[],
): string {
  return `/${family}-${values.join('-')}/`;
}

/** The exhibition list filtered to one industry (the link an industry name carries). */
export function industryListPath(industryId: number): string {
  return exhibitionListPath({ ...allExhibitions, f: industryId });
}

/** The exhibition list of upcoming fairs (time window 1). */
export function upcomingExhibitionsPath(): string {
  return exhibitionListPath({ ...allExhibitions, t: 1 });
}

/** The about pages the API serves, by id (1 about-us ... 7 cooperation). */
export const aboutPageIds = {
  aboutUs: 1,
  contact: 2,
  advertise: 3,
  data: 4,
  terms: 5,
  privacy: 6,
  cooperation: 7,
} as const;

/**
 * The public address of an about page: terms and cooperation have their own routes.
 * @example aboutPath(aboutPageIds.terms) // '/terms'
 */
export function aboutPath(id: number): string {
  if (id === aboutPageIds.terms) return fixedPaths.terms;
  if (id === aboutPageIds.cooperation) return fixedPaths.cooperation;
  return `/about/${String(id)}.html`;
}

/**
 * The /seo mirror's list page; page 1 is the list's root.
 * @example seoListPath('exhibition', 2) // '/seo/exhibition/page/2/'
 */
export function seoListPath(kind: 'exhibition' | 'information', page: number): string {
  return page === 1 ? `/seo/${kind}/` : `/seo/${kind}/page/${String(page)}/`;
}

/**
 * The main page a mirror list page stands for (its canonical).
 * @example seoListCanonical('information', 3) // '/information-0-0-3/'
 */
export function seoListCanonical(kind: 'exhibition' | 'information', page: number): string {
  return kind === 'exhibition'
    ? exhibitionListPath({ ...allExhibitions, page })
    : newsListPath({ ...allNews, page });
}

/** A page of the letter index (A to Z, 0 for the rest); page 1 has no query. */
export function sitemapLetterPath(letter: string, page = 1): string {
  return queryPageHref(`/sitemap_${letter}/`, page);
}

/**
 * One XML sitemap file of an edition: `pages` for the fixed pages, else a content type.
 * @example sitemapFilePath('en', 'news', 2) // '/sitemaps/en/news-2.xml'
 */
export function sitemapFilePath(edition: Edition, type: SitemapType | 'pages', part: number): string {
  return `/sitemaps/${edition}/${type}-${String(part)}.xml`;
}

/**
 * A locale-free path under a locale prefix, which picks the locale on any edition.
 * @example localePrefixedPath('en', '/wiki') // '/en/wiki'
 */
export function localePrefixedPath(locale: Locale, path: string): string {
  return `/${locale}${path}`;
}
