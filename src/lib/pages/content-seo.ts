import { exhibitionList } from '../lists/exhibitions.ts';
import { newsList } from '../lists/news.ts';
import type { ApiClient } from '../api/client.ts';
import type { ExhibitionDetail, ExhibitionSummary } from '../contract/exhibition.ts';
import type { NewsSummary } from '../contract/news.ts';
import { exhibitionPageSize, getExhibition, listExhibitions } from '../endpoints/exhibitions.ts';
import { listNews, newsPageSize } from '../endpoints/news.ts';
import type { Translate } from '../i18n/server.ts';
import { pageCount } from './list-page.ts';
import { PageNotFoundError } from './load-page.ts';
import { contentWarnings, renderRichText } from './rich-text.ts';

// The /seo mirror: plain pages for crawlers that link only within the mirror and name the
// main page as canonical. Lists page by path (/seo/exhibition/page/2/) rather than by query,
// so every page is a distinct crawlable URL that the export step can write as a file.

type RichTextConfig = Parameters<typeof renderRichText>[1];

/** Entries per section of the mirror's home. */
const seoHomeSize = 10;

/** What the mirror's home shows. */
export interface SeoHomeData {
  exhibitions: ExhibitionSummary[];
  news: NewsSummary[];
}

/** One page of a mirror list. */
export interface SeoListData<T> {
  page: number;
  pageCount: number;
  total: number;
  records: T[];
}

/** The mirror's exhibition detail: the exhibition and its cleaned introduction. */
export interface SeoExhibitionData {
  exhibition: ExhibitionDetail;
  /** The introduction cleaned for display (a notice if it could not be cleaned). */
  introHtml: string;
  /** `exhibition:{id}` when the introduction was replaced by the notice. */
  contentWarnings: string[];
}

/** Loads the latest exhibitions and news for the mirror's home. */
export async function loadSeoHome(api: ApiClient): Promise<SeoHomeData> {
  const [exhibitions, news] = await Promise.all([
    listExhibitions(api, exhibitionList.all, seoHomeSize),
    listNews(api, newsList.all, seoHomeSize),
  ]);
  return { exhibitions: exhibitions.records, news: news.records };
}

function toListData<T>(page: number, total: number, records: T[], pageSize: number): SeoListData<T> {
  const pages = pageCount(total, pageSize);
  if (page > pages) throw new PageNotFoundError('page past the end');
  return { page, pageCount: pages, total, records };
}

/** Loads one page of the mirror's exhibition list (same order and size as /exhibition/). */
export async function loadSeoExhibitionList(
  api: ApiClient,
  page: number,
): Promise<SeoListData<ExhibitionSummary>> {
  const result = await listExhibitions(api, { ...exhibitionList.all, page });
  return toListData(page, result.total, result.records, exhibitionPageSize);
}

/** Loads one page of the mirror's news list (same order and size as /information/). */
export async function loadSeoNewsList(api: ApiClient, page: number): Promise<SeoListData<NewsSummary>> {
  const result = await listNews(api, { ...newsList.all, page });
  return toListData(page, result.total, result.records, newsPageSize);
}

/** Loads an exhibition for the mirror with its introduction cleaned. */
export async function loadSeoExhibition(
  api: ApiClient,
  id: string,
  config: RichTextConfig,
  t?: Translate,
): Promise<SeoExhibitionData> {
  const exhibition = await getExhibition(api, id);
  const intro = renderRichText(exhibition.intro, config, { type: 'exhibition', id: exhibition.id }, { t });
  return { exhibition, introHtml: intro.html, contentWarnings: contentWarnings([intro]) };
}
