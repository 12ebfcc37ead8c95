import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { exhibitionList } from '../lists/exhibitions.ts';
import type { Page } from '../contract/envelope.ts';
import {
  editionDetailSchema,
  exhibitionDetailSchema,
  exhibitionListQuerySchema,
  exhibitionPageSchema,
  type EditionDetail,
  type ExhibitionDetail,
  type ExhibitionSummary,
} from '../contract/exhibition.ts';
import { readPaths } from '../contract/read-paths.ts';

/** The list filters of GET /api/exhibitions (0 = all) with the page wanted. */
export type ExhibitionListFilters = Pick<
  z.infer<typeof exhibitionListQuerySchema>,
  'f' | 's' | 'g' | 'p' | 'c' | 't'
> & { page: number };

/** Exhibitions per list page. */
export const exhibitionPageSize = 20;

/** The orders of GET /api/exhibitions (see the contract's `sort`). */
type ExhibitionSort = z.infer<typeof exhibitionListQuerySchema>['sort'];

/** Sort and ticket options of an exhibition list call. */
export interface ExhibitionListOrder {
  sort?: ExhibitionSort;
  free?: boolean;
}

/** The query of one exhibition list call (the static export builds the same query to batch it). */
export function exhibitionListQuery(
  filters: ExhibitionListFilters,
  pageSize = exhibitionPageSize,
  order: ExhibitionListOrder = {},
): Record<string, number | string> {
  return {
    ...exhibitionList.query(filters, pageSize),
    ...(order.sort !== undefined && { sort: order.sort }),
    ...(order.free === true && { free: 1 }),
  };
}

/** One page of the filtered exhibition list. */
export function listExhibitions(
  api: ApiClient,
  filters: ExhibitionListFilters,
  pageSize = exhibitionPageSize,
  order: ExhibitionListOrder = {},
): Promise<Page<ExhibitionSummary>> {
  return api.get(readPaths.exhibitions, {
    query: exhibitionListQuery(filters, pageSize, order),
    schema: exhibitionPageSchema,
  });
}

/** One exhibition with venue, organiser, editions, tickets, periodicals and trips. */
export function getExhibition(api: ApiClient, id: string): Promise<ExhibitionDetail> {
  return api.get(readPaths.exhibition(id), { schema: exhibitionDetailSchema });
}

/** One edition of a recurring exhibition by its own id, with the exhibition it belongs to. */
export function getEdition(api: ApiClient, id: string): Promise<EditionDetail> {
  return api.get(readPaths.edition(id), { schema: editionDetailSchema });
}
