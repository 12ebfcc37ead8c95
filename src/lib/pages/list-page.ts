import type { Page } from '../contract/envelope.ts';
import type { ListDefinition, ListFilters } from '../lists/list-definition.ts';
import { PageNotFoundError } from './load-page.ts';

/** One page of a filtered list, as list pages show it. */
export interface ListPage<Row> {
  records: Row[];
  total: number;
  pageCount: number;
}

/** Number of pages for a total; at least 1 so an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Throws the page's 404 when a filter names no option under the others (an out-of-range filter). */
export function assertFiltersExist<Name extends string, Source>(
  list: ListDefinition<Name, Source>,
  filters: ListFilters<Name>,
  source: Source,
): void {
  if (!list.exists(filters, source)) throw new PageNotFoundError('unknown filter');
}

/** The page as list pages show it; a page past the end is a 404, an empty first page is a page. */
export function listPage<Row>(page: Page<Row>, wanted: number, pageSize: number): ListPage<Row> {
  const pages = pageCount(page.total, pageSize);
  if (wanted > pages) throw new PageNotFoundError('page past the end');
  return { records: page.records, total: page.total, pageCount: pages };
}
