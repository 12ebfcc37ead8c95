import type { ApiClient } from '../api/client.ts';
import type { Lookups } from '../contract/lookup.ts';
import type { VisaDetail, VisaSummary } from '../contract/visa.ts';
import { getLookups } from '../endpoints/lookups.ts';
import { listVisas, visaPageSize } from '../endpoints/visas.ts';
import type { Locale } from '../contract/locale.ts';
import { formatMoney } from '../format.ts';
import { visaList, type VisaFilters } from '../lists/visas.ts';
import { assertFiltersExist, listPage } from './list-page.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** What the visa list page shows. */
export interface VisaListData {
  filters: VisaFilters;
  lookups: Lookups;
  visas: VisaSummary[];
  total: number;
  pageCount: number;
}

/** Loads one page of the filtered visa list; unknown filters or a page past the end are not found. */
export async function loadVisaList(
  api: ApiClient,
  locale: Locale,
  filters: VisaFilters,
): Promise<VisaListData> {
  const lookups = await getLookups(api, locale);
  assertFiltersExist(visaList, filters, lookups);
  const page = listPage(await listVisas(api, filters), filters.page, visaPageSize);
  return { filters, lookups, visas: page.records, total: page.total, pageCount: page.pageCount };
}

/** Cache tags of a list page: the list and every visa on it. */
export function visaListTags(data: VisaListData): string[] {
  return [cacheTags.list('visa'), ...data.visas.map((item) => cacheTags.visa(item.id))];
}

/** Cache tags of a visa page. */
export function visaTags(detail: VisaDetail): string[] {
  return [cacheTags.visa(detail.id)];
}

/**
 * An amount in minor units in its currency, grouped, for the page's language.
 * @example visaPrice(218000, 'CNY') // '¥2,180.00'
 */
export function visaPrice(amountMinor: number, currency: string, locale: Locale = 'zh'): string {
  return formatMoney(amountMinor, { currency, locale });
}

/** The sum of a visa's fee lines, in minor units. */
export function visaFeeTotal(detail: Pick<VisaDetail, 'fees'>): number {
  return detail.fees.reduce((sum, fee) => sum + fee.amountMinor, 0);
}
