import { exhibitionList } from '../lists/exhibitions.ts';
import type { ApiClient } from '../api/client.ts';
import type { ExhibitionDetail, ExhibitionSummary } from '../contract/exhibition.ts';
import type { PavilionSummary } from '../contract/pavilion.ts';
import { listExhibitors } from '../endpoints/companies.ts';
import { getEdition, getExhibition, listExhibitions } from '../endpoints/exhibitions.ts';
import { listPavilions } from '../endpoints/pavilions.ts';
import {
  listExhibitionPeriodicals,
  listPeriodicals,
  type Edition,
  type PeriodicalSummary,
} from '../endpoints/periodicals.ts';
import { pageCount } from './list-page.ts';
import { PageNotFoundError } from './load-page.ts';

// Loaders of the small page families that have no module of their own (fair pictures, booth,
// one fair edition, the periodical list, convention centres, proxy exhibitor, top list, free
// tickets); their paths are listed in docs/routes.md.

/** Catalogues per page of /periodicals/. */
const periodicalsPerPage = 20;
/** Convention centres per page of /center/. */
const centresPerPage = 100;

/** Reads a `?page=` value: absent is 1; anything but a positive integer is not found. */
export function queryPage(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw new PageNotFoundError('bad page');
  return Number(raw);
}

/** /fair/player/{id}.html: an exhibition and its pictures. */
export async function loadGallery(api: ApiClient, id: string): Promise<ExhibitionDetail> {
  const detail = await getExhibition(api, id);
  if (detail.images.length === 0) throw new PageNotFoundError('no pictures');
  return detail;
}

/** /booth/{id}.html: an exhibition with its count of confirmed exhibitors. */
export async function loadBooth(
  api: ApiClient,
  id: string,
): Promise<{ detail: ExhibitionDetail; exhibitors: number }> {
  const [detail, exhibitors] = await Promise.all([getExhibition(api, id), listExhibitors(api, id, 1, 1)]);
  return { detail, exhibitors: exhibitors.total };
}

/** What /exhibition/periodical/{id}.html shows: one edition, its exhibition and that year's periodicals. */
export interface EditionPageData {
  exhibition: ExhibitionDetail;
  edition: Edition;
  periodicals: PeriodicalSummary[];
}

/**
 * Loads one edition by its own id (GET /api/editions/{id}), then its exhibition and that
 * exhibition's periodicals; the page's own periodicals are those of the edition's year.
 */
export async function loadEditionPage(api: ApiClient, editionId: string): Promise<EditionPageData> {
  const found = await getEdition(api, editionId);
  const exhibitionId = String(found.exhibitionId);
  const [exhibition, periodicals] = await Promise.all([
    getExhibition(api, exhibitionId),
    listExhibitionPeriodicals(api, found.exhibitionId),
  ]);
  const edition = exhibition.editions.find((item) => item.id === found.id) ?? found;
  return { exhibition, edition, periodicals: periodicals.filter((item) => item.year === edition.year) };
}

/** One page of /periodicals/ (exhibitor directories and show dailies). */
export async function loadPeriodicalList(api: ApiClient, page: number) {
  const result = await listPeriodicals(api, page, periodicalsPerPage);
  const pages = pageCount(result.total, periodicalsPerPage);
  if (page > pages) throw new PageNotFoundError('page past the end');
  return { ...result, pageCount: pages };
}

/** A country's convention centres on /center/. */
export interface CentreGroup {
  country: string;
  centres: PavilionSummary[];
}

/** One page of /center/, grouped by country in the order the API lists them. */
export async function loadCentres(api: ApiClient, page: number) {
  const result = await listPavilions(api, { page }, centresPerPage);
  const pages = pageCount(result.total, centresPerPage);
  if (page > pages) throw new PageNotFoundError('page past the end');
  const groups = new Map<string, PavilionSummary[]>();
  for (const centre of result.records) {
    groups.set(centre.country.name, [...(groups.get(centre.country.name) ?? []), centre]);
  }
  return {
    total: result.total,
    page,
    pageCount: pages,
    groups: [...groups].map(([country, centres]): CentreGroup => ({ country, centres })),
  };
}

/** /proxy-exhibitor/: the upcoming fairs one can exhibit at by proxy. */
export async function loadProxyFairs(api: ApiClient): Promise<ExhibitionSummary[]> {
  const page = await listExhibitions(api, { ...exhibitionList.all, t: 1 }, 12);
  return page.records;
}

/** How many fairs the top list ranks. */
const topListSize = 100;
/** Free-ticket fairs per page. */
const freeTicketPerPage = 20;

/** /top100/: the most viewed fairs, most first. */
export async function loadTopList(api: ApiClient): Promise<ExhibitionSummary[]> {
  const page = await listExhibitions(api, exhibitionList.all, topListSize, { sort: 'views' });
  return page.records;
}

/** One page of /free-ticket/: upcoming fairs that offer a free ticket kind. */
export async function loadFreeTicketFairs(api: ApiClient, page: number) {
  const result = await listExhibitions(api, { ...exhibitionList.all, t: 1, page }, freeTicketPerPage, {
    free: true,
  });
  const pages = pageCount(result.total, freeTicketPerPage);
  if (page > pages) throw new PageNotFoundError('page past the end');
  return { ...result, pageCount: pages };
}
