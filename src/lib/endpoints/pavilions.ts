import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { pavilionList } from '../lists/pavilions.ts';
import type { Page } from '../contract/envelope.ts';
import {
  pavilionDetailSchema,
  pavilionListQuerySchema,
  pavilionPageSchema,
  type PavilionDetail,
  type PavilionSummary,
} from '../contract/pavilion.ts';
import { readPaths } from '../contract/read-paths.ts';

/** The list filters of GET /api/pavilions (place and the fairs they host; absent or 0 = all). */
export type PavilionListFilters = Partial<
  Pick<z.infer<typeof pavilionListQuerySchema>, 'f' | 's' | 'g' | 'p' | 'c' | 't'>
> & { page: number };

/** Convention centres per list page. */
export const pavilionPageSize = 20;

/** One page of the filtered convention-centre list (g, p, c place; f, s, t fairs they host). */
export function listPavilions(
  api: ApiClient,
  filters: PavilionListFilters,
  pageSize = pavilionPageSize,
): Promise<Page<PavilionSummary>> {
  return api.get(readPaths.pavilions, {
    query: pavilionList.query(filters, pageSize),
    schema: pavilionPageSchema,
  });
}

/** One convention centre with address, coordinates and upcoming fairs. */
export function getPavilion(api: ApiClient, id: string): Promise<PavilionDetail> {
  return api.get(`/api/pavilions/${id}`, { schema: pavilionDetailSchema });
}
