import type { ApiClient } from '../api/client.ts';
import {
  directorySchema,
  floorPlanSchema,
  type Directory,
  type DirectoryQuery,
  type FloorPlan,
} from '../contract/exhibitors.ts';
import { readPaths } from '../contract/read-paths.ts';

/** Exhibitors per directory page. */
export const directoryPageSize = 20;

/** The filters of a directory page (0 and '' mean "any"). */
export type DirectoryFilters = Pick<DirectoryQuery, 'category' | 'hall' | 'country' | 'q'> & { page: number };

/** A fair's exhibitor directory: facets over the whole fair and one filtered page. */
export function getDirectory(
  api: ApiClient,
  exhibitionId: string,
  filters: DirectoryFilters,
): Promise<Directory> {
  const { page, ...rest } = filters;
  const query: Record<string, string | number> = { pageNum: page, pageSize: directoryPageSize };
  for (const [key, value] of Object.entries(rest)) if (value !== 0 && value !== '') query[key] = value;
  return api.get(readPaths.exhibitorDirectory(exhibitionId), { query, schema: directorySchema });
}

/** A venue's floor plan with the exhibitors of its current or next fair (or of `exhibitionId`). */
export function getFloorPlan(api: ApiClient, pavilionId: string, exhibitionId = 0): Promise<FloorPlan> {
  return api.get(readPaths.floorPlan(pavilionId), {
    ...(exhibitionId > 0 && { query: { exhibition: exhibitionId } }),
    schema: floorPlanSchema,
  });
}
