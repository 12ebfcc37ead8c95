import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import type { Page } from '../contract/envelope.ts';
import {
  companyDetailSchema,
  companyPageSchema,
  exhibitorPageSchema,
  type CompanySummary,
} from '../contract/content.ts';
import { readPaths } from '../contract/read-paths.ts';

/** A company as GET /api/companies/{id} returns it. */
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
/** A page of a fair's exhibitor list. */
export type ExhibitorPage = z.infer<typeof exhibitorPageSchema>;

/** Exhibitors per page of a fair's exhibitor list. */
const exhibitorPageSize = 50;

/** One page of every company. */
export function listCompanies(api: ApiClient, page: number, pageSize: number): Promise<Page<CompanySummary>> {
  return api.get(readPaths.companies, { query: { pageNum: page, pageSize }, schema: companyPageSchema });
}

/** A company with the fairs it organises and the fairs it exhibits at. */
export function getCompany(api: ApiClient, id: string): Promise<CompanyDetail> {
  return api.get(readPaths.company(id), { schema: companyDetailSchema });
}

/** One page of a fair's exhibitors with their booths. */
export function listExhibitors(
  api: ApiClient,
  exhibitionId: string,
  page: number,
  pageSize = exhibitorPageSize,
): Promise<ExhibitorPage> {
  return api.get(`/api/exhibitions/${exhibitionId}/exhibitors`, {
    query: { pageNum: page, pageSize },
    schema: exhibitorPageSchema,
  });
}
