import type { ApiClient } from '../api/client.ts';
import { exhibitorPageSchema, periodicalPageSchema } from '../contract/content.ts';
import type { ExhibitionDetail, ExhibitionSummary } from '../contract/exhibition.ts';
import { pavilionPageSchema, type PavilionSummary } from '../contract/pavilion.ts';
import { getExhibition, listExhibitions } from '../data/exhibitions.ts';
import { allExhibitions, pageCount } from './exhibition-filters.ts';
import { PageNotFoundError } from './load-page.ts';

// Loaders of the page families the spec names without paths (fair player, booth, fair
// periodical list, centre pages, proxy exhibitor); their paths are listed in docs/routes.md.

/** Catalogues per page of /periodicals/. */
export const periodicalsPerPage = 20;
/** Convention centres per page of /center/. */
export const centresPerPage = 100;

/** Reads a `?page=` value: absent is 1; anything but a positive integer is not found. */
export function queryPage(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw new PageNotFoundError('bad page');
  return Number(raw);
}

/** The URL of page `page` of a list that pages by query. */
export function queryPageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${String(page)}`;
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
  const [detail, exhibitors] = await Promise.all([
    getExhibition(api, id),
    api.get(`/api/exhibitions/${id}/exhibitors`, {
      query: { pageNum: 1, pageSize: 1 },
      schema: exhibitorPageSchema,
    }),
  ]);
  return { detail, exhibitors: exhibitors.total };
}

/** One page of /periodicals/ (exhibitor directories and show dailies). */
export async function loadPeriodicalList(api: ApiClient, page: number) {
  const result = await api.get('/api/periodicals', {
    query: { pageNum: page, pageSize: periodicalsPerPage },
    schema: periodicalPageSchema,
  });
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
  const result = await api.get('/api/pavilions', {
    query: { pageNum: page, pageSize: centresPerPage },
    schema: pavilionPageSchema,
  });
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
  const page = await listExhibitions(api, { ...allExhibitions, t: 1 }, 12);
  return page.records;
}

/** How many fairs the top list ranks. */
export const topListSize = 100;
/** Free-ticket fairs per page. */
export const freeTicketPerPage = 20;

/** /top100/: the most viewed fairs, most first. */
export async function loadTopList(api: ApiClient): Promise<ExhibitionSummary[]> {
  const page = await listExhibitions(api, allExhibitions, topListSize, { sort: 'views' });
  return page.records;
}

/** One page of /free-ticket/: upcoming fairs that offer a free ticket kind. */
export async function loadFreeTicketFairs(api: ApiClient, page: number) {
  const result = await listExhibitions(api, { ...allExhibitions, t: 1, page }, freeTicketPerPage, {
    free: true,
  });
  const pages = pageCount(result.total, freeTicketPerPage);
  if (page > pages) throw new PageNotFoundError('page past the end');
  return { ...result, pageCount: pages };
}
