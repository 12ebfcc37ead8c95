import type { ApiClient } from '../api/client.ts';
import type { Page } from '../contract/envelope.ts';
import {
  pavilionDetailSchema,
  pavilionPageSchema,
  type PavilionDetail,
  type PavilionSummary,
} from '../contract/pavilion.ts';
import type { ExhibitionFilters } from '../pages/exhibition-filters.ts';

/** Convention centres per list page. */
export const pavilionPageSize = 20;

/** One page of the filtered convention-centre list (g, p, c place; f, s, t fairs they host). */
export function listPavilions(
  api: ApiClient,
  filters: ExhibitionFilters,
  pageSize = pavilionPageSize,
): Promise<Page<PavilionSummary>> {
  const { page, ...rest } = filters;
  return api.get('/api/pavilions', {
    query: { ...rest, pageNum: page, pageSize },
    schema: pavilionPageSchema,
  });
}

/** One convention centre with address, coordinates and upcoming fairs. */
export function getPavilion(api: ApiClient, id: string): Promise<PavilionDetail> {
  return api.get(`/api/pavilions/${id}`, { schema: pavilionDetailSchema });
}
