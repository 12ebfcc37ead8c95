import type { Lookups } from '../contract/lookup.ts';
import { childrenOf, defineList, type ListFilters } from './list-definition.ts';

/** The filter dimensions of the visa list: continent, country, visa type, consular district. */
export type VisaDimension = 'visaAreaId' | 'areaId' | 'type' | 'bizType';

/** The filters of /visa-{visaAreaId}-{areaId}-{type}-{bizType}-{page}/ (0 = all). */
export type VisaFilters = ListFilters<VisaDimension>;

/** The visa list: /visa and /visa-{visaAreaId}-{areaId}-{type}-{bizType}-{page}/. */
export const visaList = defineList<VisaDimension, Lookups>({
  base: 'visa',
  rootPath: '/visa',
  segments: [
    { name: 'visaAreaId', label: 'visaFilter.continent', options: (lookups) => lookups.continents },
    {
      name: 'areaId',
      label: 'visaFilter.country',
      parent: 'visaAreaId',
      options: (lookups, filters) =>
        childrenOf(lookups.continents, filters.visaAreaId, (item) => item.countries),
    },
    { name: 'type', label: 'visaFilter.type', options: (lookups) => lookups.visaTypes },
    { name: 'bizType', label: 'visaFilter.district', options: (lookups) => lookups.consularDistricts },
  ],
});
