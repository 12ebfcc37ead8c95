import {
  searchPageSchema,
  searchQuerySchema,
  searchSuggestQuerySchema,
  searchSuggestionsSchema,
} from '../../src/lib/contract/search.ts';
import { search, suggest } from '../domain/search.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Site search across exhibitions, venues, news, wiki, companies and visas, and its suggestions. */
export const searchRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/search',
    tag: 'search',
    summary:
      'Site search: q text (both languages, CJK characters in order, English stems, one typo), type (all, exhibition, pavilion, news, wiki, company, visa), window exhibition time window (0 = all), pageNum, pageSize; matches per kind in counts',
    auth: 'none',
    query: searchQuerySchema,
    response: searchPageSchema,
    handler: ({ ctx, query, locale }) => search(ctx.db, query, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/search/suggest',
    tag: 'search',
    summary:
      'Search-box suggestions: the best limit (1-10, default 3) matches of each kind for q, grouped by kind',
    auth: 'none',
    query: searchSuggestQuerySchema,
    response: searchSuggestionsSchema,
    handler: ({ ctx, query, locale }) => suggest(ctx.db, query, locale, ctx.now()),
  }),
];
