import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { visaList } from '../lists/visas.ts';
import type { Page } from '../contract/envelope.ts';
import {
  visaDetailSchema,
  visaListQuerySchema,
  visaPageSchema,
  type VisaDetail,
  type VisaSummary,
} from '../contract/visa.ts';
import { readPaths } from '../contract/read-paths.ts';

/** The list filters of GET /api/visas (0 = all) with the page wanted. */
export type VisaListFilters = Pick<
  z.infer<typeof visaListQuerySchema>,
  'visaAreaId' | 'areaId' | 'type' | 'bizType'
> & { page: number };

/** Visa products per list page. */
export const visaPageSize = 20;

/** One page of the filtered visa list. */
export function listVisas(
  api: ApiClient,
  filters: VisaListFilters,
  pageSize = visaPageSize,
): Promise<Page<VisaSummary>> {
  return api.get(readPaths.visas, { query: visaList.query(filters, pageSize), schema: visaPageSchema });
}

/** One visa product with fees and the documents each kind of applicant needs. */
export function getVisa(api: ApiClient, id: string): Promise<VisaDetail> {
  return api.get(`/api/visas/${id}`, { schema: visaDetailSchema });
}
