import type { ApiClient } from '../api/client.ts';
import type { Page } from '../contract/envelope.ts';
import { visaDetailSchema, visaPageSchema, type VisaDetail, type VisaSummary } from '../contract/visa.ts';
import type { VisaFilters } from '../pages/visa-filters.ts';

/** Visa products per list page. */
export const visaPageSize = 20;

/** One page of the filtered visa list. */
export function listVisas(
  api: ApiClient,
  filters: VisaFilters,
  pageSize = visaPageSize,
): Promise<Page<VisaSummary>> {
  const { page, ...rest } = filters;
  return api.get('/api/visas', { query: { ...rest, pageNum: page, pageSize }, schema: visaPageSchema });
}

/** One visa product with fees and the documents each kind of applicant needs. */
export function getVisa(api: ApiClient, id: string): Promise<VisaDetail> {
  return api.get(`/api/visas/${id}`, { schema: visaDetailSchema });
}
