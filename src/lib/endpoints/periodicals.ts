import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import type { Page } from '../contract/envelope.ts';
import { periodicalDetailSchema, periodicalPageSchema } from '../contract/content.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import { readPaths } from '../contract/read-paths.ts';

/** A periodical or exhibitor directory with its exhibitors. */
export type PeriodicalDetail = z.infer<typeof periodicalDetailSchema>;
/** A periodical as lists show it. */
export type PeriodicalSummary = z.infer<typeof periodicalPageSchema>['records'][number];
/** One edition of a recurring exhibition. */
export type Edition = ExhibitionDetail['editions'][number];

/** A periodical or exhibitor directory with its exhibitors and booths. */
export function getPeriodical(api: ApiClient, id: string): Promise<PeriodicalDetail> {
  return api.get(readPaths.periodical(id), { schema: periodicalDetailSchema });
}

/** The periodicals list endpoint (an exhibition's periodicals too, which the export batches). */
export const periodicalsPath = readPaths.periodicals;

/** One page of every periodical and exhibitor directory, newest first. */
export function listPeriodicals(
  api: ApiClient,
  page: number,
  pageSize: number,
): Promise<Page<PeriodicalSummary>> {
  return api.get(periodicalsPath, { query: { pageNum: page, pageSize }, schema: periodicalPageSchema });
}

/** Periodicals an exhibition's pages show at most (one page of the list). */
export const exhibitionPeriodicalsPageSize = 100;

/** The query of an exhibition's periodicals: page 1 of the list filtered by the exhibition. */
export function exhibitionPeriodicalsQuery(exhibitionId: number) {
  return { exhibitionId, pageNum: 1, pageSize: exhibitionPeriodicalsPageSize };
}

/** The periodicals and directories of an exhibition (every year; at most 100). */
export async function listExhibitionPeriodicals(
  api: ApiClient,
  exhibitionId: number,
): Promise<PeriodicalSummary[]> {
  const page = await api.get(periodicalsPath, {
    query: exhibitionPeriodicalsQuery(exhibitionId),
    schema: periodicalPageSchema,
  });
  return page.records;
}
