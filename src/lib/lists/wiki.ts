import { defineList, type ListFilters, type NamedEntry } from './list-definition.ts';

/** The params of /wiki-{s}-{page}/: s category (0 = all). */
export type WikiListParams = ListFilters<'s'>;

/**
 * The wiki list: /wiki-{s}-{page}/, every page with its dashes (/wiki is the categories home,
 * another page). Its categories come from the wiki home, not the lookups.
 */
export const wikiList = defineList({
  base: 'wiki',
  segments: [
    {
      name: 's',
      label: 'wiki.categories',
      options: (home: { categories: readonly NamedEntry[] }) => home.categories,
    },
  ],
});
