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

/** One page of the filtered exhibition list. */
export function listExhibitions(
  api: ApiClient,
  filters: ExhibitionFilters,
  pageSize = exhibitionPageSize,
  order: { sort?: 'date' | 'views'; free?: boolean } = {},
): Promise<Page<ExhibitionSummary>> {
  const { page, ...rest } = filters;
  return api.get('/api/exhibitions', {
    query: {
      ...rest,
      pageNum: page,
      pageSize,
      ...(order.sort !== undefined && { sort: order.sort }),
      ...(order.free === true && { free: 1 }),
    },
    schema: exhibitionPageSchema,
  });
}

/** One exhibition with venue, organiser, editions, tickets, periodicals and trips. */
export function getExhibition(api: ApiClient, id: string): Promise<ExhibitionDetail> {
  return api.get(`/api/exhibitions/${id}`, { schema: exhibitionDetailSchema });
}
