import { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import {
  companyPageSchema,
  periodicalPageSchema,
  type companySummarySchema,
  type periodicalSummarySchema,
} from '../contract/content.ts';
import type { ExhibitionSummary } from '../contract/exhibition.ts';
import type { Industry } from '../contract/lookup.ts';
import type { NewsSummary } from '../contract/news.ts';
import type { PavilionSummary } from '../contract/pavilion.ts';
import type { visaSummarySchema } from '../contract/visa.ts';
import type { wikiSummarySchema } from '../contract/wiki.ts';
import { listExhibitions } from '../data/exhibitions.ts';
import { getLookups } from '../data/lookups.ts';
import { listNews } from '../data/news.ts';
import { listPavilions } from '../data/pavilions.ts';
import { listVisas } from '../data/visas.ts';
import { getWikiHome } from '../data/wiki.ts';
import type { Locale } from '../edition.ts';
import { allExhibitions } from './exhibition-filters.ts';
import { allNews } from './news-filters.ts';
import { allVisas } from './visa-filters.ts';
import { everyListTags } from '../contract/cache-tags.ts';

const specialTopicsSchema = z.array(z.object({ id: z.number(), title: z.string(), cover: z.string() }));

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
  topics: z.infer<typeof specialTopicsSchema>;
  industries: Industry[];
}

/** The time window the home page calls "upcoming" (the first window of the lookups). */
const upcomingWindow = 1;

/** Loads the home page's sections in parallel. */
export async function loadHome(api: ApiClient, locale: Locale): Promise<HomeData> {
  const small = { pageNum: 1, pageSize: 6 };
  const [lookups, exhibitions, upcoming, news, pavilions, visas, wiki, companies, periodicals, topics] =
    await Promise.all([
      getLookups(api, locale),
      listExhibitions(api, allExhibitions, 8),
      listExhibitions(api, { ...allExhibitions, t: upcomingWindow }, 6),
      listNews(api, allNews, 8),
      listPavilions(api, allExhibitions, 6),
      listVisas(api, allVisas, 6),
      getWikiHome(api),
      api.get('/api/companies', { query: small, schema: companyPageSchema }),
      api.get('/api/periodicals', { query: small, schema: periodicalPageSchema }),
      api.get('/api/special-topics', { schema: specialTopicsSchema }),
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

/** Cache tags of the home page: it shows every list, so any list change refreshes it. */
export const homeTags = everyListTags;
