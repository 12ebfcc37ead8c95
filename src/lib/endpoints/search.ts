import type { ApiClient } from '../api/client.ts';
import {
  searchPageSchema,
  searchSuggestionsSchema,
  type SearchPage,
  type SearchSuggestions,
  type SearchTypeFilter,
} from '../contract/search.ts';

/** Results per search page. */
export const searchPageSize = 20;

/** A search call: the query, the kind, the exhibitions' time window and the page wanted. */
export interface SearchFilters {
  q: string;
  type: SearchTypeFilter;
  window: number;
  page: number;
}

/** One page of site search results (GET /api/search) with the matches per kind. */
export function searchSite(
  api: ApiClient,
  filters: SearchFilters,
  pageSize = searchPageSize,
): Promise<SearchPage> {
  return api.get('/api/search', {
    query: {
      q: filters.q,
      type: filters.type,
      window: filters.window,
      pageNum: filters.page,
      pageSize,
    },
    schema: searchPageSchema,
  });
}

/** Search-box suggestions (GET /api/search/suggest), silent: a failed suggestion shows nothing. */
export function suggestSearch(api: ApiClient, q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get('/api/search/suggest', {
    query: { q, limit: 3 },
    schema: searchSuggestionsSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}
