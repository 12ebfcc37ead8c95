import type { SitemapType } from '../contract/sitemap.ts';
import type { Locale } from '../contract/locale.ts';
import type { SearchTypeFilter } from '../contract/search.ts';
import type { Edition } from '../edition.ts';
import { exhibitionList } from '../lists/exhibitions.ts';
import { newsList } from '../lists/news.ts';
import { pavilionList } from '../lists/pavilions.ts';
import { visaList } from '../lists/visas.ts';
import { wikiList } from '../lists/wiki.ts';

// Fixed pages, lists, the /seo mirror's lists and the site maps. The filtered list paths are
// derived from the list definitions (src/lib/lists/), which format and parse them; they are
// re-exported here so that callers import every URL from src/lib/paths/.

/** A filtered exhibition list page; no filter on page 1 is /exhibition/. */
export const exhibitionListPath = exhibitionList.path;
/** A filtered convention-centre list page; no filter on page 1 is /pavilion/. */
export const pavilionListPath = pavilionList.path;
/** A filtered news list page; no filter on page 1 is /information/. */
export const newsListPath = newsList.path;
/** A filtered visa list page; no filter on page 1 is /visa. */
export const visaListPath = visaList.path;
/** A wiki category list page. */
export const wikiListPath = wikiList.path;

/** Pages without parameters, by name. */
export const fixedPaths = {
  home: '/',
  exhibitions: '/exhibition/',
  news: '/information/',
  pavilions: '/pavilion/',
  visas: '/visa',
  wiki: '/wiki',
  search: '/search',
  sitemap: '/sitemap',
  sitemapIndex: '/sitemap_index/',
  cooperation: '/cooperation.html',
  /** The member's about/help page (login required). */
  memberHelp: '/about/index-nuxt3',
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
  /** The web app manifest of the edition (src/pages/manifest.webmanifest.ts). */
  manifest: '/manifest.webmanifest',
  /** The venue maps' offline basemap (src/pages/maps/world.json.ts). */
  worldBasemap: '/maps/world.json',
  sitemapXmlIndex: '/sitemap_index.xml',
} as const;

/** What a search page shows: the query, the kind (all), the exhibitions' time window (0 = any) and the page. */
export interface SearchPathParams {
  q: string;
  type?: SearchTypeFilter | undefined;
  window?: number | undefined;
  page?: number | undefined;
}

/**
 * The search page of a query; defaults are left out.
 * @example searchPath({ q: '上海 expo', type: 'exhibition', page: 2 }) // '/search?q=%E4%B8%8A%E6%B5%B7+expo&type=exhibition&page=2'
 */
export function searchPath(params: SearchPathParams): string {
  const query = new URLSearchParams({ q: params.q });
  if (params.type !== undefined && params.type !== 'all') query.set('type', params.type);
  if (params.window !== undefined && params.window !== 0) query.set('window', String(params.window));
  if (params.page !== undefined && params.page > 1) query.set('page', String(params.page));
  return `${fixedPaths.search}?${query.toString()}`;
}

/**
 * The URL of page `page` of a list that pages by query; page 1 has no query.
 * @example queryPageHref('/center/', 2) // '/center/?page=2'
 */
export function queryPageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${String(page)}`;
}

/** The exhibition list filtered to one industry (the link an industry name carries). */
export function industryListPath(industryId: number): string {
  return exhibitionListPath({ ...exhibitionList.all, f: industryId });
}

/** The exhibition list of upcoming fairs (time window 1). */
export function upcomingExhibitionsPath(): string {
  return exhibitionListPath({ ...exhibitionList.all, t: 1 });
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
    ? exhibitionListPath({ ...exhibitionList.all, page })
    : newsListPath({ ...newsList.all, page });
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

/**
 * The page of `path` in a locale, as the export writes it: the edition's own locale without a
 * prefix, the other one under its prefix. The language switch links here, so it works on pages
 * served from the bucket, where a cookie cannot choose a file (the switch also sets the cookie
 * for the origin: src/scripts/page-init.ts).
 * @example localePagePath('en', '/wiki', 'zh') // '/en/wiki'
 * @example localePagePath('zh', '/wiki', 'zh') // '/wiki'
 */
export function localePagePath(locale: Locale, path: string, edition: Edition): string {
  return locale === edition ? path : localePrefixedPath(locale, path);
}
