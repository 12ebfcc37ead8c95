import { defineList, type ListFilters, type NamedEntry } from './list-definition.ts';

/** What the news filters choose from: news types and top-level industries (only those tag news). */
export interface NewsFilterSource {
  newsTypes: readonly NamedEntry[];
  industries: readonly NamedEntry[];
}

/** The filters of /information-{t}-{i}-{page}/: news type and industry (0 = all). */
export type NewsFilters = ListFilters<'t' | 'i'>;

/** The news list: /information/ and /information-{t}-{i}-{page}/. */
export const newsList = defineList({
  base: 'information',
  rootPath: '/information/',
  segments: [
    { name: 't', label: 'news.filterType', options: (source: NewsFilterSource) => source.newsTypes },
    { name: 'i', label: 'news.filterIndustry', options: (source: NewsFilterSource) => source.industries },
  ],
});
