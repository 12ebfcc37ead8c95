import type { ApiClient } from '../api/client.ts';
import { cacheTags } from '../contract/cache-tags.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import type { Directory, DirectoryCategory } from '../contract/exhibitors.ts';
import { directoryPageSize, getDirectory, type DirectoryFilters } from '../endpoints/exhibitor-directory.ts';
import { getExhibition } from '../endpoints/exhibitions.ts';
import type { FilterLink, FilterRow } from '../lists/list-definition.ts';
import { exhibitorDirectoryPath } from '../paths/entities.ts';
import { parseListPage } from '../validate/route-params.ts';
import { pageCount } from './list-page.ts';
import { PageNotFoundError } from './load-page.ts';

// /exhibitors/{id}.html: a fair's exhibitor directory filtered by query parameters (category,
// hall, country, q, page). A filter that is not a canonical positive integer, or names no option
// of the fair, answers the 404 page, as the dash lists do for a filter outside its parent.

/** The longest search text the directory keeps (the API's limit). */
const maxQueryLength = 60;

/** What /exhibitors/{id}.html shows. */
export interface DirectoryPageData {
  exhibition: ExhibitionDetail;
  directory: Directory;
  filters: DirectoryFilters;
  pageCount: number;
}

/**
 * The directory's filters from the query; undefined when a number is not canonical (the 404
 * page). Other parameters (tracking) are ignored.
 * @example parseDirectoryQuery(new URLSearchParams('hall=2&q=pump')) // { category: 0, hall: 2, country: 0, q: 'pump', page: 1 }
 */
export function parseDirectoryQuery(query: URLSearchParams): DirectoryFilters | undefined {
  const number = (name: string, absent: number) => {
    const raw = query.get(name);
    return raw === null ? absent : parseListPage(raw);
  };
  const page = number('page', 1);
  const category = number('category', 0);
  const hall = number('hall', 0);
  const country = number('country', 0);
  if (page === undefined || category === undefined || hall === undefined || country === undefined)
    return undefined;
  const q = Array.from((query.get('q') ?? '').trim())
    .slice(0, maxQueryLength)
    .join('');
  return { category, hall, country, q, page };
}

/** Loads the fair and the filtered directory; an unknown filter value or a page past the end is not found. */
export async function loadDirectoryPage(
  api: ApiClient,
  exhibitionId: string,
  filters: DirectoryFilters,
): Promise<DirectoryPageData> {
  const [exhibition, directory] = await Promise.all([
    getExhibition(api, exhibitionId),
    getDirectory(api, exhibitionId, filters),
  ]);
  const known = (ids: readonly { id: number }[], id: number) =>
    id === 0 || ids.some((item) => item.id === id);
  if (!known(directory.categories, filters.category)) throw new PageNotFoundError('unknown category');
  if (!known(directory.halls, filters.hall)) throw new PageNotFoundError('unknown hall');
  if (!known(directory.countries, filters.country)) throw new PageNotFoundError('unknown country');
  const pages = pageCount(directory.page.total, directoryPageSize);
  if (filters.page > pages) throw new PageNotFoundError('page past the end');
  return { exhibition, directory, filters, pageCount: pages };
}

/** Cache tags of a directory page: the fair, its directory and every company on the page. */
export function directoryTags(data: DirectoryPageData): string[] {
  return [
    cacheTags.exhibition(data.exhibition.id),
    cacheTags.exhibitors(data.exhibition.id),
    ...data.directory.page.records.map((record) => cacheTags.company(record.company.id)),
  ];
}

/** The root a category filter lies under (itself for a root), or undefined for none. */
function rootOf(categories: readonly DirectoryCategory[], id: number): DirectoryCategory | undefined {
  const category = categories.find((item) => item.id === id);
  if (category?.parentId === null) return category;
  return categories.find((item) => item.id === category?.parentId);
}

/**
 * The filter bar's rows: the category roots, the chosen root's children, the halls and the
 * countries, each option with its count and only those some exhibitor keeps (the chosen one
 * always); a new category or hall or country keeps the other filters and goes back to page 1.
 */
export function directoryFilterRows(
  exhibitionId: number,
  directory: Directory,
  filters: DirectoryFilters,
): FilterRow[] {
  const href = (change: Partial<DirectoryFilters>) =>
    exhibitorDirectoryPath(exhibitionId, { ...filters, ...change, page: 1 });
  const links = (
    options: readonly { id: number; name: string; count: number }[],
    current: number,
    link: (id: number) => string,
    all: string,
  ): FilterLink[] => [
    { id: 0, name: null, href: all, current: current === 0 },
    ...options
      .filter((option) => option.count > 0 || option.id === current)
      .map((option) => ({
        id: option.id,
        name: `${option.name} (${String(option.count)})`,
        href: link(option.id),
        current: option.id === current,
      })),
  ];
  const root = rootOf(directory.categories, filters.category);
  const roots = directory.categories.filter((category) => category.parentId === null);
  const rows: FilterRow[] = [
    {
      name: 'category',
      label: 'directory.filter.category',
      links: links(roots, root?.id ?? 0, (id) => href({ category: id }), href({ category: 0 })),
    },
  ];
  if (root !== undefined) {
    const children = directory.categories.filter((category) => category.parentId === root.id);
    rows.push({
      name: 'subcategory',
      label: 'directory.filter.subcategory',
      links: links(
        children,
        filters.category === root.id ? 0 : filters.category,
        (id) => href({ category: id }),
        href({ category: root.id }),
      ),
    });
  }
  rows.push(
    {
      name: 'hall',
      label: 'directory.filter.hall',
      links: links(directory.halls, filters.hall, (id) => href({ hall: id }), href({ hall: 0 })),
    },
    {
      name: 'country',
      label: 'directory.filter.country',
      links: links(directory.countries, filters.country, (id) => href({ country: id }), href({ country: 0 })),
    },
  );
  return rows;
}
