import { isSafeLink } from '../pages/news-links.ts';
import type { SearchRecord } from '../contract/search.ts';
import { fixedPaths, queryPageHref } from './site.ts';

// The page of each entity the API serves, one builder per page family.

/** A record id as the API gives it (a number) or a route param carries it (a string). */
export type RecordId = number | string;

/** Which copy of the site a link stays in: the main pages, or the /seo mirror for crawlers. */
export type SiteSection = 'main' | 'seo';

const sectionPrefix = { main: '', seo: '/seo' } as const satisfies Record<SiteSection, string>;
/** The page of an exhibition, in the main site or the /seo mirror. */
export function exhibitionPath(id: RecordId, section: SiteSection = 'main'): string {
  return `${sectionPrefix[section]}/exhibition/${String(id)}.html`;
}

/** The booth application form of an exhibition. */
export function exhibitionApplyPath(id: RecordId): `/exhibition/apply/${string}.html` {
  return `/exhibition/apply/${String(id)}.html`;
}

/** A group trip with its sign-up form. */
export function tripPath(id: RecordId): `/exhibition/trip/${string}.html` {
  return `/exhibition/trip/${String(id)}.html`;
}

/**
 * The page of one edition (periodical) of a recurring exhibition, at the spec's path.
 * @example editionPath(20) // '/exhibition/periodical/20.html'
 */
export function editionPath(editionId: RecordId): `/exhibition/periodical/${string}.html` {
  return `/exhibition/periodical/${String(editionId)}.html`;
}

/** The ticket purchase page of an exhibition. */
export function ticketPath(id: RecordId): `/ticket/${string}.html` {
  return `/ticket/${String(id)}.html`;
}

/**
 * The flight request form of an exhibition (login needed; flights to the fair's city).
 * @example flightRequestPath(12) // '/flight/12.html'
 */
export function flightRequestPath(exhibitionId: RecordId): `/flight/${string}.html` {
  return `/flight/${String(exhibitionId)}.html`;
}

/** The booth page of an exhibition. */
export function boothPath(id: RecordId): `/booth/${string}.html` {
  return `/booth/${String(id)}.html`;
}

/** The pictures of an exhibition (the fair player). */
export function fairPicturesPath(id: RecordId): `/fair/player/${string}.html` {
  return `/fair/player/${String(id)}.html`;
}

/** The news of one exhibition. */
export function expoInfoPath(exhibitionId: RecordId): `/expoinfo/${string}.html` {
  return `/expoinfo/${String(exhibitionId)}.html`;
}

/** A page of a fair's exhibitor list; page 1 has no query. */
export function exhibitorListPath(exhibitionId: RecordId, page = 1): string {
  return queryPageHref(`/exhibitors/${String(exhibitionId)}.html`, page);
}

/** The filters of a fair's exhibitor directory (0 and '' mean "any"; page 1 is the first). */
export interface DirectoryLinkFilters {
  category?: number;
  hall?: number;
  country?: number;
  q?: string;
  page?: number;
}

/**
 * A fair's exhibitor directory with its filters as query parameters in a fixed order, the
 * defaults left out (no filter on page 1 is the bare path).
 * @example exhibitorDirectoryPath(7, { hall: 2, page: 3 }) // '/exhibitors/7.html?hall=2&page=3'
 */
export function exhibitorDirectoryPath(exhibitionId: RecordId, filters: DirectoryLinkFilters = {}): string {
  const query = new URLSearchParams();
  for (const key of ['category', 'hall', 'country'] as const) {
    const value = filters[key] ?? 0;
    if (value > 0) query.set(key, String(value));
  }
  if (filters.q !== undefined && filters.q !== '') query.set('q', filters.q);
  if ((filters.page ?? 1) > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return `/exhibitors/${String(exhibitionId)}.html${search === '' ? '' : `?${search}`}`;
}

/** What a floor plan link shows: one hall, a fair's exhibitors, the stands a visitor is going to. */
export interface FloorPlanLink {
  hall?: number;
  exhibition?: number;
  stands?: readonly string[];
}

/**
 * The floor plan of a venue: every hall, or `hall` alone; `stands` are marked as the visitor's
 * ("where am I going"), and the fragment scrolls to the first chosen hall.
 * @example floorPlanPath(3, { hall: 2, stands: ['2B07'] }) // '/pavilion/3/plan.html?hall=2&stands=2B07#hall-2'
 */
export function floorPlanPath(pavilionId: RecordId, link: FloorPlanLink = {}): string {
  const query = new URLSearchParams();
  if ((link.hall ?? 0) > 0) query.set('hall', String(link.hall));
  if ((link.exhibition ?? 0) > 0) query.set('exhibition', String(link.exhibition));
  if (link.stands !== undefined && link.stands.length > 0) query.set('stands', link.stands.join(','));
  const search = query.toString().replaceAll('%2C', ',');
  const hash = (link.hall ?? 0) > 0 ? `#hall-${String(link.hall)}` : '';
  return `/pavilion/${String(pavilionId)}/plan.html${search === '' ? '' : `?${search}`}${hash}`;
}

/**
 * A news article in the main site or the /seo mirror; every variant (/exponews, the mirror)
 * names the main one as canonical.
 * @example newsPath(12) // '/information/12.html'
 */
export function newsPath(id: RecordId, section: SiteSection = 'main'): string {
  return `${sectionPrefix[section]}/information/${String(id)}.html`;
}

/**
 * Where a news item links: its own `link` when the editor supplied a safe one, else its page.
 * The /seo mirror always links the item's page in the mirror, which a crawler can follow
 * without leaving it.
 * @example newsHref({ id: 7, link: null }) // '/information/7.html'
 * @example newsHref({ id: 7, link: '/special/5.html' }) // '/special/5.html'
 */
export function newsHref(item: { id: number; link: string | null }, section: SiteSection = 'main'): string {
  if (section === 'seo') return newsPath(item.id, section);
  const link = item.link?.trim();
  if (link !== undefined && link !== '' && isSafeLink(link)) return link;
  return newsPath(item.id, section);
}

/** The page of a convention centre. */
export function pavilionPath(id: RecordId): `/pavilion/${string}.html` {
  return `/pavilion/${String(id)}.html`;
}

/** The page of a visa product. */
export function visaPath(id: RecordId): `/visa/${string}.html` {
  return `/visa/${String(id)}.html`;
}

/** The order form of a visa (a login-guarded page). */
export function visaOrderPath(id: RecordId): `/visa/submitOrder?visaId=${string}` {
  return `/visa/submitOrder?visaId=${String(id)}`;
}

/** The page of a company. */
export function companyPath(id: RecordId): `/company/${string}.html` {
  return `/company/${String(id)}.html`;
}

/** The page of a catalogue (exhibitor directory or show daily). */
export function periodicalPath(id: RecordId): `/periodical/${string}.html` {
  return `/periodical/${String(id)}.html`;
}

/** The calendar file (.ics) of an exhibition: the fair as an all-day event. */
export function exhibitionCalendarPath(id: RecordId): `/exhibition/${string}.ics` {
  return `/exhibition/${String(id)}.ics`;
}

/** The two feed formats of the news list. */
export const newsFeedFormats = ['rss', 'atom'] as const;
export type NewsFeedFormat = (typeof newsFeedFormats)[number];

/** The share picture of a page (og:image): 1200 x 630 PNG of a fair, an article or a venue. */
export type SharePictureKind = 'exhibition' | 'news' | 'pavilion';

/**
 * The news feed of an edition, of every industry (0) or of one.
 * @example newsFeedPath('rss') // '/information/rss.xml'
 * @example newsFeedPath('atom', 3) // '/information/atom-3.xml'
 */
export function newsFeedPath(format: NewsFeedFormat, industryId: RecordId = 0): string {
  const industry = String(industryId);
  return industry === '0' ? `/information/${format}.xml` : `/information/${format}-${industry}.xml`;
}

/**
 * The generated share picture of a fair, an article or a venue.
 * @example sharePicturePath('exhibition', 5) // '/share/exhibition/5.png'
 */
export function sharePicturePath(
  kind: SharePictureKind,
  id: RecordId,
): `/share/${SharePictureKind}/${string}.png` {
  return `/share/${kind}/${String(id)}.png`;
}

/** The pages that have a PDF export. */
export type PdfExportKind = 'periodical' | 'exhibitors';

/**
 * The download address of a page's PDF export; a page opened with type=tianxi links to the
 * tianxi header, every other page to the standard one.
 * @example pdfExportPath('periodical', 12, new URLSearchParams('type=tianxi')) // '/periodical/12.pdf?type=tianxi'
 */
export function pdfExportPath(kind: PdfExportKind, id: RecordId, query: URLSearchParams): string {
  const suffix = query.get('type') === 'tianxi' ? '?type=tianxi' : '';
  return `/${kind}/${String(id)}.pdf${suffix}`;
}

/** A special topic. */
export function specialPath(id: RecordId): `/special/${string}.html` {
  return `/special/${String(id)}.html`;
}

/** A community page. */
export function communityPath(id: RecordId): `/community/${string}.html` {
  return `/community/${String(id)}.html`;
}

/** A member's public page. */
export function userPath(id: RecordId): `/expouser/${string}.html` {
  return `/expouser/${String(id)}.html`;
}

/** The page a result links to. */
export function searchResultHref(record: SearchRecord): string {
  switch (record.type) {
    case 'exhibition':
      return exhibitionPath(record.id);
    case 'pavilion':
      return pavilionPath(record.id);
    case 'news':
      return newsHref({ id: record.id, link: record.link });
    case 'wiki':
      return record.path ?? fixedPaths.wiki;
    case 'company':
      return companyPath(record.id);
    case 'visa':
      return visaPath(record.id);
  }
}
