import type { ApiClient } from '../api/client.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import type { NewsSummary } from '../contract/news.ts';
import { getExhibition } from '../endpoints/exhibitions.ts';
import { listExhibitionNews } from '../endpoints/news.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** Articles shown on an exhibition-info page (the API's largest page). */
const expoInfoNewsLimit = 100;

/**
 * What /expoinfo/{id}.html shows: the exhibition's summary (dates, venue, industry) and the news
 * about it (GET /api/news?exhibitionId=), newest first. An unknown exhibition is not found; a
 * known one without news still has its page.
 */
export interface ExpoInfoData {
  exhibition: ExhibitionDetail;
  news: NewsSummary[];
  total: number;
}

/** Loads an exhibition and the news about it in parallel. */
export async function loadExpoInfo(api: ApiClient, id: string): Promise<ExpoInfoData> {
  const [exhibition, page] = await Promise.all([
    getExhibition(api, id),
    listExhibitionNews(api, id, 1, expoInfoNewsLimit),
  ]);
  return { exhibition, news: page.records, total: page.total };
}

/** Cache tags of an exhibition-info page: the exhibition and every article listed. */
export function expoInfoTags(data: ExpoInfoData): string[] {
  return [
    cacheTags.exhibition(data.exhibition.id),
    cacheTags.list('news'),
    ...data.news.map((item) => cacheTags.news(item.id)),
  ];
}
