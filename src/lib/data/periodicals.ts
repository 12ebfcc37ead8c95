import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { periodicalDetailSchema, periodicalPageSchema } from '../contract/content.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import { PageNotFoundError } from '../pages/load-page.ts';
import { getExhibition } from './exhibitions.ts';

/** A periodical or exhibitor directory with its exhibitors. */
export type PeriodicalDetail = z.infer<typeof periodicalDetailSchema>;
/** A periodical as lists show it. */
export type PeriodicalSummary = z.infer<typeof periodicalPageSchema>['records'][number];
/** One edition of a recurring exhibition. */
export type Edition = ExhibitionDetail['editions'][number];

/** What /exhibition/periodical/{id}.html shows: one edition, its exhibition and that year's periodicals. */
export interface EditionPageData {
  exhibition: ExhibitionDetail;
  edition: Edition;
  periodicals: PeriodicalSummary[];
}

/** A periodical or exhibitor directory with its exhibitors and booths. */
export function getPeriodical(api: ApiClient, id: string): Promise<PeriodicalDetail> {
  return api.get(`/api/periodicals/${id}`, { schema: periodicalDetailSchema });
}

/** The periodicals and directories of an exhibition (every year; at most 100). */
export async function listExhibitionPeriodicals(
  api: ApiClient,
  exhibitionId: number,
): Promise<PeriodicalSummary[]> {
  const page = await api.get('/api/periodicals', {
    query: { exhibitionId, pageNum: 1, pageSize: 100 },
    schema: periodicalPageSchema,
  });
  return page.records;
}

/**
 * Loads one edition of an exhibition. The API has no call for an edition by id, so the
 * exhibition is read and the edition picked from its list; the page's own periodicals are
 * those of the edition's year.
 */
export async function loadEditionPage(
  api: ApiClient,
  exhibitionId: string,
  editionId: string,
): Promise<EditionPageData> {
  const exhibition = await getExhibition(api, exhibitionId);
  const edition = exhibition.editions.find((item) => String(item.id) === editionId);
  if (!edition) throw new PageNotFoundError(`edition ${editionId} of exhibition ${exhibitionId}`);
  const periodicals = await listExhibitionPeriodicals(api, exhibition.id);
  return { exhibition, edition, periodicals: periodicals.filter((item) => item.year === edition.year) };
}

/**
 * The address of an edition's page; it carries the exhibition because the API cannot find an
 * edition by its id alone.
 * @example editionPath(7, 20) // '/exhibition/periodical/20.html?exhibition=7'
 */
export function editionPath(exhibitionId: number, editionId: number): string {
  return `/exhibition/periodical/${String(editionId)}.html?exhibition=${String(exhibitionId)}`;
}
