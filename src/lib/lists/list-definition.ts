import type { MessageKey } from '../i18n/messages.ts';
import { parseDashParams } from '../validate/route-params.ts';

/** An id and a display name (filter options, breadcrumbs). */
export interface NamedEntry {
  id: number;
  name: string;
}

/** A list's filter values in URL order (0 = all) and the page, 1-based. */
export type ListFilters<Name extends string> = Record<Name, number> & { page: number };

/** One dash segment of a list's path: a filter dimension, where its options come from and its label. */
export interface FilterSegment<Name extends string, Source> {
  name: Name;
  /** The filter bar's label of the dimension. */
  label: MessageKey;
  /**
   * The values the dimension may take under the other filters: a child dimension offers the
   * children of its chosen parent, or of every parent when none is chosen.
   */
  options: (source: Source, filters: ListFilters<Name>) => readonly NamedEntry[];
  /**
   * The dimension this one narrows (country narrows continent): changing the parent resets it,
   * and the filter bar shows it only once the parent is chosen.
   */
  parent?: Name;
}

/** What makes a list: its path, its filter segments and where their options come from. */
export interface ListSpec<Name extends string, Source> {
  /** The word before the dashes: 'exhibition' in /exhibition-{f}-...-{page}/. */
  base: string;
  /** The path of no filter on page 1 (/exhibition/); absent when every page spells its dashes. */
  rootPath?: string;
  segments: readonly FilterSegment<Name, Source>[];
}

/** One link of a filter bar row: an option, or "all" (id 0, no name), with the list page it leads to. */
export interface FilterLink {
  id: number;
  /** The option's name; null for the "all" link, which the bar labels in the page's language. */
  name: string | null;
  href: string;
  /** Whether the page shows this option. */
  current: boolean;
}

/** A filter bar row: a dimension, its label and its links ("all" first). */
export interface FilterRow {
  name: string;
  label: MessageKey;
  links: FilterLink[];
}

/** A list's definition with everything derived from it: parser, paths, query, checks and filter bar rows. */
export interface ListDefinition<Name extends string, Source> extends ListSpec<Name, Source> {
  /** The dash parameter names in URL order, the page last. */
  names: readonly (Name | 'page')[];
  /** No filter, first page. */
  all: ListFilters<Name>;
  /** Parses the route params; undefined when any is not a canonical integer or the page is 0. */
  parse: (params: Record<string, string | undefined>) => ListFilters<Name> | undefined;
  /** The URL of a list page: the root path for no filter on page 1, else `dashPath`. */
  path: (filters: ListFilters<Name>) => string;
  /** The URL of a list page with every dash spelled, even without filters on page 1. */
  dashPath: (filters: ListFilters<Name>) => string;
  /** The filters with one dimension changed: the dimensions it narrows reset, paging restarts. */
  with: (filters: ListFilters<Name>, name: Name, value: number) => ListFilters<Name>;
  /** Whether every filter names an option that exists under the others (else the page is a 404). */
  exists: (filters: ListFilters<Name>, source: Source) => boolean;
  /** The filter bar's rows: every dimension whose parent, if any, is shown and chosen. */
  rows: (filters: ListFilters<Name>, source: Source) => FilterRow[];
  /** The API query of one page: the filters given, in URL order, then pageNum and pageSize. */
  query: (
    filters: Partial<Record<Name, number>> & { page: number },
    pageSize: number,
  ) => Record<string, number>;
}

/**
 * Derives a list's parser, paths, API query, existence check and filter bar rows from its spec.
 * @example defineList({ base: 'information', rootPath: '/information/', segments: [t, i] }).path({ t: 2, i: 0, page: 3 }) // '/information-2-0-3/'
 */
export function defineList<Name extends string, Source>(
  spec: ListSpec<Name, Source>,
): ListDefinition<Name, Source> {
  const { base, rootPath, segments } = spec;
  const filterNames = segments.map((segment) => segment.name);
  const names = [...filterNames, 'page' as const];
  const all = Object.fromEntries([...filterNames.map((name) => [name, 0]), ['page', 1]]) as ListFilters<Name>;
  const descendants = (name: Name): Name[] =>
    segments
      .filter((segment) => segment.parent === name)
      .flatMap((segment) => [segment.name, ...descendants(segment.name)]);
  const shown = (segment: FilterSegment<Name, Source>, filters: ListFilters<Name>): boolean => {
    if (segment.parent === undefined) return true;
    const parent = segments.find((item) => item.name === segment.parent);
    return filters[segment.parent] !== 0 && parent !== undefined && shown(parent, filters);
  };
  const dashPath = (filters: ListFilters<Name>): string =>
    `/${base}-${names.map((name) => filters[name]).join('-')}/`;
  const path = (filters: ListFilters<Name>): string => {
    const unfiltered = filterNames.every((name) => filters[name] === 0) && filters.page === 1;
    return rootPath !== undefined && unfiltered ? rootPath : dashPath(filters);
  };
  const withFilter = (filters: ListFilters<Name>, name: Name, value: number): ListFilters<Name> => {
    const next: Record<string, number> = { ...filters, [name]: value, page: 1 };
    for (const child of descendants(name)) next[child] = 0;
    return next as ListFilters<Name>;
  };
  return {
    ...spec,
    names,
    all,
    parse: (params) => parseDashParams(names.map((name) => params[name] ?? '').join('-'), names),
    path,
    dashPath,
    with: withFilter,
    exists: (filters, source) =>
      segments.every(
        ({ name, options }) =>
          filters[name] === 0 || options(source, filters).some((option) => option.id === filters[name]),
      ),
    rows: (filters, source) =>
      segments
        .filter((segment) => shown(segment, filters))
        .map(({ name, label, options }) => ({
          name,
          label,
          links: [{ id: 0, name: null }, ...options(source, filters)].map((option) => ({
            id: option.id,
            name: option.name,
            href: path(withFilter(filters, name, option.id)),
            current: filters[name] === option.id,
          })),
        })),
    query: (filters, pageSize) => {
      const query: Record<string, number> = {};
      for (const name of filterNames) {
        const value = filters[name];
        if (value !== undefined) query[name] = value;
      }
      return { ...query, pageNum: filters.page, pageSize };
    },
  };
}

/**
 * The items of the chosen entry, or of every entry when none is chosen (0): the options of a
 * child dimension (the sub-industries of an industry, the countries of a continent).
 * @example childrenOf(continents, 0, (item) => item.countries) // every continent's countries
 */
export function childrenOf<Parent extends NamedEntry, Child>(
  parents: readonly Parent[],
  chosen: number,
  children: (parent: Parent) => readonly Child[],
): Child[] {
  const parent = parents.find((item) => item.id === chosen);
  return (parent ? [parent] : parents).flatMap(children);
}
