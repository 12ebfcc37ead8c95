import type { ApiClient } from '../api/client.ts';
import { listExhibitors } from '../endpoints/companies.ts';
import { getExhibition } from '../endpoints/exhibitions.ts';
import { getPeriodical } from '../endpoints/periodicals.ts';
import type { Locale } from '../contract/locale.ts';
import { formatDate } from '../format.ts';
import type { Translate } from '../i18n/server.ts';
import { maxPageSize } from '../contract/envelope.ts';
import type { PdfListing } from './document.ts';
import type { HeaderVariant } from './header-images.ts';

/** What a listing needs from the request: its translations, locale, header variant and today. */
export interface ListingContext {
  t: Translate;
  locale: Locale;
  variant: HeaderVariant;
  now: Date;
}

// A directory is read page by page at the API's largest page size; the cap keeps one export
// from walking an unbounded list (5,000 exhibitors is far past the biggest fair).
const MAX_DIRECTORY_PAGES = 50;

function frame(
  context: ListingContext,
): Pick<PdfListing, 'headerTitle' | 'pageLabel' | 'footerNote' | 'emptyText'> {
  const { t } = context;
  const site = t('site.name');
  return {
    headerTitle: context.variant === 'tianxi' ? `${site} · ${t('pdf.header.tianxi')}` : site,
    pageLabel: (page, pages) => t('pdf.page', { page, pages }),
    footerNote: t('pdf.generatedAt', { date: formatDate(context.now, context.locale) }),
    emptyText: t('exhibitors.empty'),
  };
}

/** The export of a periodical or exhibitor directory: title, fair, year and its exhibitors with booths. */
export async function loadPeriodicalListing(
  api: ApiClient,
  id: string,
  context: ListingContext,
): Promise<PdfListing> {
  const detail = await getPeriodical(api, id);
  const { t } = context;
  return {
    ...frame(context),
    fileName: `periodical-${id}.pdf`,
    title: detail.title,
    summary: [
      `${t('periodical.exhibition')}: ${detail.exhibition.name}`,
      `${t('periodical.year')}: ${String(detail.year)} · ${t(`periodical.kind.${detail.kind}`)}`,
      t('exhibitors.total', { total: detail.exhibitors.length }),
    ],
    columns: [
      { label: t('exhibitors.company'), share: 0.7 },
      { label: t('exhibitors.booth'), share: 0.3 },
    ],
    rows: detail.exhibitors.map((item) => [item.company.name, item.booth]),
  };
}

/** The export of a fair's exhibitor list (every page of it): company, booth and location. */
export async function loadExhibitorDirectoryListing(
  api: ApiClient,
  id: string,
  context: ListingContext,
): Promise<PdfListing> {
  const [exhibition, first] = await Promise.all([
    getExhibition(api, id),
    listExhibitors(api, id, 1, maxPageSize),
  ]);
  const records = [...first.records];
  const pages = Math.min(Math.ceil(first.total / maxPageSize), MAX_DIRECTORY_PAGES);
  for (let page = 2; page <= pages; page += 1) {
    // Sequential on purpose: one export must not fan out into dozens of parallel API calls.
    const next = await listExhibitors(api, id, page, maxPageSize);
    records.push(...next.records);
  }
  const { t } = context;
  return {
    ...frame(context),
    fileName: `exhibitors-${id}.pdf`,
    title: t('exhibitors.title', { name: exhibition.name }),
    summary: [
      `${t('periodical.exhibition')}: ${exhibition.name}`,
      `${t('periodical.year')}: ${exhibition.startDate.slice(0, 4)}`,
      t('exhibitors.total', { total: first.total }),
    ],
    columns: [
      { label: t('exhibitors.company'), share: 0.5 },
      { label: t('exhibitors.booth'), share: 0.2 },
      { label: t('exhibitors.location'), share: 0.3 },
    ],
    rows: records.map((item) => [
      item.company.name,
      item.booth,
      `${item.company.city.name}, ${item.company.country.name}`,
    ]),
  };
}
