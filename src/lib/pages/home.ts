import { exhibitionList } from '../lists/exhibitions.ts';
import { newsList } from '../lists/news.ts';
import { visaList } from '../lists/visas.ts';
import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import type { companySummarySchema, periodicalSummarySchema } from '../contract/content.ts';
import type { ExhibitionSummary } from '../contract/exhibition.ts';
import type { Industry } from '../contract/lookup.ts';
import type { NewsSummary } from '../contract/news.ts';
import type { PavilionSummary } from '../contract/pavilion.ts';
import type { visaSummarySchema } from '../contract/visa.ts';
import type { wikiSummarySchema } from '../contract/wiki.ts';
import { listCompanies } from '../endpoints/companies.ts';
import { listSpecialTopics, type SpecialTopicSummary } from '../endpoints/content.ts';
import { listExhibitions } from '../endpoints/exhibitions.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listNews } from '../endpoints/news.ts';
import { listPavilions } from '../endpoints/pavilions.ts';
import { listPeriodicals } from '../endpoints/periodicals.ts';
import { listVisas } from '../endpoints/visas.ts';
import { getWikiHome } from '../endpoints/wiki.ts';
import type { Locale } from '../contract/locale.ts';
import { everyListTags, exhibitionCardTags, listPageTags } from '../contract/cache-tags.ts';

/** Everything the home page shows: one entry point to every content family. */
export interface HomeData {
  exhibitions: ExhibitionSummary[];
  upcoming: ExhibitionSummary[];
  news: NewsSummary[];
  pavilions: PavilionSummary[];
  visas: z.infer<typeof visaSummarySchema>[];
  wiki: z.infer<typeof wikiSummarySchema>[];
  companies: z.infer<typeof companySummarySchema>[];
  periodicals: z.infer<typeof periodicalSummarySchema>[];
  topics: SpecialTopicSummary[];
  industries: Industry[];
}

/** The time window the home page calls "upcoming" (the first window of the lookups). */
const upcomingWindow = 1;

/** Loads the home page's sections in parallel. */
export async function loadHome(api: ApiClient, locale: Locale): Promise<HomeData> {
  const [lookups, exhibitions, upcoming, news, pavilions, visas, wiki, companies, periodicals, topics] =
    await Promise.all([
      getLookups(api, locale),
      // Featured: the most viewed fairs one can still visit (never an ended one first).
      listExhibitions(api, exhibitionList.all, 8, { sort: 'popular' }),
      listExhibitions(api, { ...exhibitionList.all, t: upcomingWindow }, 6),
      listNews(api, newsList.all, 8),
      listPavilions(api, exhibitionList.all, 6),
      listVisas(api, visaList.all, 6),
      getWikiHome(api),
      listCompanies(api, 1, 6),
      listPeriodicals(api, 1, 6),
      listSpecialTopics(api),
    ]);
  return {
    exhibitions: exhibitions.records,
    upcoming: upcoming.records,
    news: news.records,
    pavilions: pavilions.records,
    visas: visas.records,
    wiki: wiki.latest.slice(0, 6),
    companies: companies.records,
    periodicals: periodicals.records,
    topics: topics.slice(0, 6),
    industries: lookups.industries,
  };
}

/**
 * Cache tags of the home page: `home`, every list's membership tag (a change that moves entities
 * in a list may change which ones it shows) and each entity it shows (an edit of one of them).
 */
export function homeTags(data: HomeData): string[] {
  const ids = (items: readonly { id: number | string }[]) => items.map((item) => item.id);
  return [
    ...new Set([
      ...everyListTags,
      ...exhibitionCardTags([...data.exhibitions, ...data.upcoming]),
      ...listPageTags('news', ids(data.news)),
      ...listPageTags('pavilion', ids(data.pavilions)),
      ...listPageTags('visa', ids(data.visas)),
      ...listPageTags('wiki', ids(data.wiki)),
      ...listPageTags('company', ids(data.companies)),
      ...listPageTags('periodical', ids(data.periodicals)),
      ...listPageTags('special', ids(data.topics)),
    ]),
  ];
}
