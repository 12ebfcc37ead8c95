import type { CompanyDetail } from '../endpoints/companies.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** Cache tags of a company page: the company and the fairs it shows. */
export function companyTags(detail: CompanyDetail): string[] {
  return [
    cacheTags.company(detail.id),
    // The fairs it organises show as cards, naming their venues.
    ...detail.organised.flatMap((item) => [
      cacheTags.exhibition(item.id),
      cacheTags.pavilion(item.pavilion.id),
    ]),
    ...detail.exhibitsAt.map((item) => cacheTags.exhibition(item.exhibition.id)),
  ];
}
