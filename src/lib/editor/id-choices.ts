import type { Lookups } from '../contract/lookup.ts';

// The id fields of an edit form that the lookups name (sub-industry, city, country, news type,
// industry, wiki category, a visa's type and consular district): the form offers them as a choice by name instead of a bare number. Names are
// in the editor's language, as the API answered the lookups.

/** One option of an id choice. */
interface IdOption {
  value: number;
  label: string;
}

/** Options under a heading (an industry's sub-industries, a country's cities). */
export interface IdGroup {
  label: string | undefined;
  options: IdOption[];
}

const named = (items: readonly { id: number; name: string }[]): IdGroup[] => [
  { label: undefined, options: items.map(({ id, name }) => ({ value: id, label: name })) },
];

/** The choices of a form field by its name, or undefined when the lookups do not name its ids. */
export function idChoices(field: string, lookups: Lookups): IdGroup[] | undefined {
  switch (field) {
    case 'subIndustryId':
      return lookups.industries.map((industry) => ({
        label: industry.name,
        options: industry.subIndustries.map(({ id, name }) => ({ value: id, label: name })),
      }));
    case 'cityId':
      return lookups.continents.flatMap((continent) =>
        continent.countries.map((country) => ({
          label: country.name,
          options: country.cities.map(({ id, name }) => ({ value: id, label: name })),
        })),
      );
    case 'areaId':
      // A visa's destination: the countries under their continents.
      return lookups.continents.map((continent) => ({
        label: continent.name,
        options: continent.countries.map(({ id, name }) => ({ value: id, label: name })),
      }));
    case 'industryId':
      return named(lookups.industries);
    case 'typeId':
      return named(lookups.newsTypes);
    case 'categoryId':
      return named(lookups.wikiCategories);
    // A visa product's kind and consular district.
    case 'type':
      return named(lookups.visaTypes);
    case 'bizType':
      return named(lookups.consularDistricts);
    default:
      return undefined;
  }
}

/** Whether a value is one of the choices (a stored id the lookups no longer list is kept as is). */
export function hasChoice(groups: readonly IdGroup[], value: number): boolean {
  return groups.some((group) => group.options.some((option) => option.value === value));
}
