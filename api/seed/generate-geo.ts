import { continentNames, countrySeeds } from './geo-data.ts';
import { industrySeeds } from './industry-data.ts';

/** Row shapes of the lookup tables as the seed inserts them. */
export interface Lookups {
  continents: { id: number; nameZh: string; nameEn: string }[];
  countries: {
    id: number;
    continentId: number;
    code: string;
    nameZh: string;
    nameEn: string;
    currency: string;
  }[];
  cities: {
    id: number;
    countryId: number;
    continentId: number;
    nameZh: string;
    nameEn: string;
    lat: number;
    lng: number;
  }[];
  industries: {
    id: number;
    parentId: number | null;
    nameZh: string;
    nameEn: string;
    sort: number;
    fairZh: string;
    fairEn: string;
  }[];
}

/** Builds continents, countries, cities and industries (fixed data, stable ids). */
export function generateLookups(): Lookups {
  const continents = continentNames.map(([zh, en], i) => ({ id: i + 1, nameZh: zh, nameEn: en }));
  const countries: Lookups['countries'] = [];
  const cities: Lookups['cities'] = [];
  countrySeeds.forEach((country, i) => {
    const countryId = i + 1;
    countries.push({
      id: countryId,
      continentId: country.continent,
      code: country.code,
      nameZh: country.zh,
      nameEn: country.en,
      currency: country.currency,
    });
    for (const [zh, en, lat, lng] of country.cities) {
      cities.push({
        id: cities.length + 1,
        countryId,
        continentId: country.continent,
        nameZh: zh,
        nameEn: en,
        lat,
        lng,
      });
    }
  });
  const industries: Lookups['industries'] = industrySeeds.map((industry, i) => ({
    id: i + 1,
    parentId: null,
    nameZh: industry.zh,
    nameEn: industry.en,
    sort: i + 1,
    fairZh: industry.fairZh,
    fairEn: industry.fairEn,
  }));
  industrySeeds.forEach((industry, i) => {
    industry.subs.forEach(([zh, en], j) => {
      industries.push({
        id: industries.length + 1,
        parentId: i + 1,
        nameZh: zh,
        nameEn: en,
        sort: j + 1,
        fairZh: zh,
        fairEn: en,
      });
    });
  });
  return { continents, countries, cities, industries };
}
