import type { CompanyDetail } from '../endpoints/companies.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** Cache tags of a company page: the company and the fairs it shows. */
export function companyTags(detail: CompanyDetail): string[] {
  return [
    cacheTags.company(detail.id),
    ...detail.organised.map((item) => cacheTags.exhibition(item.id)),
    ...detail.exhibitsAt.map((item) => cacheTags.exhibition(item.exhibition.id)),
  ];
}
