import { PayKind } from './api/codes.ts';
import type { OrderType } from './contract/order.ts';
import type { SitemapType } from './contract/sitemap.ts';
import type { Edition, Locale } from './edition.ts';
import type { ManagerSectionSlug } from './manager/sections.ts';
import { allExhibitions, exhibitionListPath } from './pages/exhibition-filters.ts';
import { allNews, isSafeLink, newsListPath } from './pages/news-filters.ts';

// Every URL the portal builds, one builder per page family. The files under src/pages decide
// what answers; nothing else spells a path, and paths.test.ts matches every builder against
// those files and the route parameter rules, so a link cannot drift from its page. The filtered
// list paths are formatted by their list modules (src/lib/pages/*-filters.ts) and re-exported
// here, so callers import every URL from one place (all but pavilionListPath: its module loads
// the API client, which islands importing this file must not pull in).

export { exhibitionListPath } from './pages/exhibition-filters.ts';
export { newsListPath } from './pages/news-filters.ts';
export { visaListPath } from './pages/visa-filters.ts';
export { wikiListPath } from './pages/wiki-routes.ts';

/** A record id as the API gives it (a number) or a route param carries it (a string). */
type Id = number | string;

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

/** Which copy of the site a link stays in: the main pages, or the /seo mirror for crawlers. */
export type SiteSection = 'main' | 'seo';

const sectionPrefix = { main: '', seo: '/seo' } as const satisfies Record<SiteSection, string>;

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

/** The page of an exhibition, in the main site or the /seo mirror. */
export function exhibitionPath(id: Id, section: SiteSection = 'main'): string {
  return `${sectionPrefix[section]}/exhibition/${String(id)}.html`;
}

/** The booth application form of an exhibition. */
export function exhibitionApplyPath(id: Id): `/exhibition/apply/${string}.html` {
  return `/exhibition/apply/${String(id)}.html`;
}

/** A group trip with its sign-up form. */
export function tripPath(id: Id): `/exhibition/trip/${string}.html` {
  return `/exhibition/trip/${String(id)}.html`;
}

/**
 * The page of one edition of an exhibition; it carries the exhibition because the API cannot
 * find an edition by its id alone.
 * @example editionPath(7, 20) // '/exhibition/periodical/20.html?exhibition=7'
 */
export function editionPath(exhibitionId: Id, editionId: Id): string {
  return `/exhibition/periodical/${String(editionId)}.html?exhibition=${String(exhibitionId)}`;
}

/** The ticket purchase page of an exhibition. */
export function ticketPath(id: Id): `/ticket/${string}.html` {
  return `/ticket/${String(id)}.html`;
}

/** The booth page of an exhibition. */
export function boothPath(id: Id): `/booth/${string}.html` {
  return `/booth/${String(id)}.html`;
}

/** The pictures of an exhibition (the fair player). */
export function fairPicturesPath(id: Id): `/fair/player/${string}.html` {
  return `/fair/player/${String(id)}.html`;
}

/** The news of one exhibition. */
export function expoInfoPath(exhibitionId: Id): `/expoinfo/${string}.html` {
  return `/expoinfo/${String(exhibitionId)}.html`;
}

/** A page of a fair's exhibitor list; page 1 has no query. */
export function exhibitorListPath(exhibitionId: Id, page = 1): string {
  return queryPageHref(`/exhibitors/${String(exhibitionId)}.html`, page);
}

/**
 * A news article in the main site or the /seo mirror; every variant (/exponews, the mirror)
 * names the main one as canonical.
 * @example newsPath(12) // '/information/12.html'
 */
export function newsPath(id: Id, section: SiteSection = 'main'): string {
  return `${sectionPrefix[section]}/information/${String(id)}.html`;
}

/**
 * Where a news item links: its own `link` when the editor supplied a safe one, else its page.
 * @example newsHref({ id: 7, link: null }) // '/information/7.html'
 * @example newsHref({ id: 7, link: '/special/5.html' }) // '/special/5.html'
 */
export function newsHref(item: { id: number; link: string | null }, section: SiteSection = 'main'): string {
  const link = item.link?.trim();
  if (link !== undefined && link !== '' && isSafeLink(link)) return link;
  return newsPath(item.id, section);
}

/** The page of a convention centre. */
export function pavilionPath(id: Id): `/pavilion/${string}.html` {
  return `/pavilion/${String(id)}.html`;
}

/** The page of a visa product. */
export function visaPath(id: Id): `/visa/${string}.html` {
  return `/visa/${String(id)}.html`;
}

/** The order form of a visa (a login-guarded page). */
export function visaOrderPath(id: Id): `/visa/submitOrder?visaId=${string}` {
  return `/visa/submitOrder?visaId=${String(id)}`;
}

/** The page of a company. */
export function companyPath(id: Id): `/company/${string}.html` {
  return `/company/${String(id)}.html`;
}

/** The page of a catalogue (exhibitor directory or show daily). */
export function periodicalPath(id: Id): `/periodical/${string}.html` {
  return `/periodical/${String(id)}.html`;
}

/** The pages that have a PDF export. */
export type PdfExportKind = 'periodical' | 'exhibitors';

/**
 * The download address of a page's PDF export; a page opened with type=tianxi links to the
 * tianxi header, every other page to the standard one.
 * @example pdfExportPath('periodical', 12, new URLSearchParams('type=tianxi')) // '/periodical/12.pdf?type=tianxi'
 */
export function pdfExportPath(kind: PdfExportKind, id: Id, query: URLSearchParams): string {
  const suffix = query.get('type') === 'tianxi' ? '?type=tianxi' : '';
  return `/${kind}/${String(id)}.pdf${suffix}`;
}

/** A special topic. */
export function specialPath(id: Id): `/special/${string}.html` {
  return `/special/${String(id)}.html`;
}

/** A community page. */
export function communityPath(id: Id): `/community/${string}.html` {
  return `/community/${String(id)}.html`;
}

/** A member's public page. */
export function userPath(id: Id): `/expouser/${string}.html` {
  return `/expouser/${String(id)}.html`;
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
 * The login page that returns to `redirect` (a path and query of this site) afterwards.
 * @example loginPath('/manager/fair-my') // '/login?redirect=%2Fmanager%2Ffair-my'
 */
export function loginPath(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

/** The link that switches the locale and goes back to `redirect` (a path and query). */
export function localeSwitchPath(locale: Locale, redirect: string): string {
  return `/locale/${locale}?redirect=${encodeURIComponent(redirect)}`;
}

/** The error page, whose retry button goes back to `redirect` (a path and query). */
export function errorPagePath(redirect: string): string {
  return `/system/error?redirect=${encodeURIComponent(redirect)}`;
}

/** The payment page of an order (choose Alipay or WeChat Pay). */
export function paymentPath(orderNo: string): string {
  return `/payment?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The result page family of an order kind: visas have their own. */
function resultBase(orderType: OrderType): '/result' | '/visa-result' {
  return orderType === 'visa' ? '/visa-result' : '/result';
}

/**
 * The result page of a free order (status 2).
 * @example freeResultPath('ticket', 'T20250101000000') // '/result/2?orderNo=T20250101000000'
 */
export function freeResultPath(orderType: OrderType, orderNo: string): string {
  return `${resultBase(orderType)}/${String(PayKind.free)}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The result page (status 1) that polls one payment of an order. */
export function paidResultPath(orderType: OrderType, orderNo: string, paymentNo: string): string {
  const query = new URLSearchParams({ orderNo, paymentNo });
  return `${resultBase(orderType)}/${String(PayKind.pay)}?${query.toString()}`;
}

/**
 * A management-centre page; visitor-edit takes the id of the visitor to edit.
 * @example managerPath('visitor-edit', 12) // '/manager/visitor-edit/12'
 */
export function managerPath(slug: ManagerSectionSlug, id?: Id): `/manager/${string}` {
  return id === undefined ? `/manager/${slug}` : `/manager/${slug}/${String(id)}`;
}

/** The page /manager itself shows, and where the header's account link goes: the first child. */
export const managerHomePath = managerPath('fair-my');
