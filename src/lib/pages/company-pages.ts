import type { CompanyDetail } from '../endpoints/companies.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** Cache tags of a company page: the company, the fairs it shows and the directories of the fairs it has a stand at. */
export function companyTags(detail: CompanyDetail): string[] {
  const tags = [
    cacheTags.company(detail.id),
    // The fairs it organises show as cards, naming their venues.
    ...detail.organised.flatMap((item) => [
      cacheTags.exhibition(item.id),
      cacheTags.pavilion(item.pavilion.id),
    ]),
    ...detail.exhibitsAt.map((item) => cacheTags.exhibition(item.exhibition.id)),
    ...detail.stands.flatMap((stand) => [
      cacheTags.exhibition(stand.exhibition.id),
      cacheTags.exhibitors(stand.exhibition.id),
    ]),
  ];
  return [...new Set(tags)];
}

/** One fair of a company page: the company's stand there (as the exhibitor directory has it) and its printed directory, either missing. */
export interface CompanyFair {
  exhibition: { id: number; name: string };
  stand: CompanyDetail['stands'][number] | null;
  periodicalId: number | null;
}

/**
 * The fairs a company page lists: those it has a stand at (newest first, with the printed
 * directory of the fair when there is one), then the other fairs of its printed directories. The
 * printed booth is not shown: the stand is the exhibitor directory's, the same as the hall plan's.
 */
export function companyFairs(detail: Pick<CompanyDetail, 'stands' | 'exhibitsAt'>): CompanyFair[] {
  const printed = new Map<number, number>();
  for (const item of detail.exhibitsAt)
    if (!printed.has(item.exhibition.id)) printed.set(item.exhibition.id, item.periodicalId);
  const withStand = new Set(detail.stands.map((stand) => stand.exhibition.id));
  return [
    ...detail.stands.map((stand) => ({
      exhibition: { id: stand.exhibition.id, name: stand.exhibition.name },
      stand,
      periodicalId: printed.get(stand.exhibition.id) ?? null,
    })),
    ...detail.exhibitsAt
      .filter(
        (item, index, all) =>
          !withStand.has(item.exhibition.id) &&
          all.findIndex((other) => other.exhibition.id === item.exhibition.id) === index,
      )
      .map((item) => ({ exhibition: item.exhibition, stand: null, periodicalId: item.periodicalId })),
  ];
}
