import type { ApiClient } from '../api/client.ts';
import {
  exhibitionDetailSchema,
  exhibitionPageSchema,
  type ExhibitionDetail,
} from '../contract/exhibition.ts';
import type { Page } from '../contract/envelope.ts';
import type { ExhibitionSummary } from '../contract/exhibition.ts';
import type { ExhibitionFilters } from '../pages/exhibition-filters.ts';

/** Exhibitions per list page. */
export const exhibitionPageSize = 20;

/** Sort and ticket options of an exhibition list call. */
export interface ExhibitionListOrder {
  sort?: 'date' | 'views';
  free?: boolean;
}

/** The query of one exhibition list call (the static export builds the same query to batch it). */
export function exhibitionListQuery(
  filters: ExhibitionFilters,
  pageSize = exhibitionPageSize,
  order: ExhibitionListOrder = {},
): Record<string, number | string> {
  const { page, ...rest } = filters;
  return {
    ...rest,
    pageNum: page,
    pageSize,
    ...(order.sort !== undefined && { sort: order.sort }),
    ...(order.free === true && { free: 1 }),
  };
}

/** One page of the filtered exhibition list. */
export function listExhibitions(
  api: ApiClient,
  filters: ExhibitionFilters,
  pageSize = exhibitionPageSize,
  order: ExhibitionListOrder = {},
): Promise<Page<ExhibitionSummary>> {
  return api.get('/api/exhibitions', {
    query: exhibitionListQuery(filters, pageSize, order),
    schema: exhibitionPageSchema,
  });
}

/** One exhibition with venue, organiser, editions, tickets, periodicals and trips. */
export function getExhibition(api: ApiClient, id: string): Promise<ExhibitionDetail> {
  return api.get(`/api/exhibitions/${id}`, { schema: exhibitionDetailSchema });
}
