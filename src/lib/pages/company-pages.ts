import type { ApiClient } from '../api/client.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import {
  exhibitorPageSize,
  listExhibitors,
  type CompanyDetail,
  type ExhibitorPage,
} from '../endpoints/companies.ts';
import { getExhibition } from '../endpoints/exhibitions.ts';
import { parseListPage } from '../validate/route-params.ts';
import { pageCount } from './list-page.ts';
import { PageNotFoundError } from './load-page.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** What /exhibitors/{id}.html shows. */
export interface ExhibitorListData {
  exhibition: ExhibitionDetail;
  page: number;
  pageCount: number;
  exhibitors: ExhibitorPage['records'];
  total: number;
}

/**
 * The page number of the exhibitor list from its `?page=` query: absent is page 1, anything
 * but a canonical positive integer is undefined (the page answers 404).
 * @example exhibitorListPage(new URLSearchParams('page=2')) // 2
 */
export function exhibitorListPage(query: URLSearchParams): number | undefined {
  const raw = query.get('page');
  return raw === null ? 1 : parseListPage(raw);
}

/** Loads the fair and one page of its exhibitors; a page past the end is not found. */
export async function loadExhibitorList(
  api: ApiClient,
  exhibitionId: string,
  page: number,
): Promise<ExhibitorListData> {
  const [exhibition, list] = await Promise.all([
    getExhibition(api, exhibitionId),
    listExhibitors(api, exhibitionId, page),
  ]);
  const pages = pageCount(list.total, exhibitorPageSize);
  if (page > pages) throw new PageNotFoundError('page past the end');
  return { exhibition, page, pageCount: pages, exhibitors: list.records, total: list.total };
}

/** Cache tags of an exhibitor list: the fair and every company on the page. */
export function exhibitorListTags(data: ExhibitorListData): string[] {
  return [
    cacheTags.exhibition(data.exhibition.id),
    cacheTags.exhibitors(data.exhibition.id),
    ...data.exhibitors.map((item) => cacheTags.company(item.company.id)),
  ];
}

/** Cache tags of a company page: the company and the fairs it shows. */
export function companyTags(detail: CompanyDetail): string[] {
  return [
    cacheTags.company(detail.id),
    ...detail.organised.map((item) => cacheTags.exhibition(item.id)),
    ...detail.exhibitsAt.map((item) => cacheTags.exhibition(item.exhibition.id)),
  ];
}
