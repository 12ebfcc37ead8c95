import { asc } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cities, continents, countries, industries, newsTypes, wikiCategories } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { consularDistricts, visaTypeNames } from '../seed/text-data.ts';
import { listTimeWindows } from './time-windows.ts';

/** Every list behind the filter bars, in the request's language. */
export async function getLookups(db: Database, locale: Locale, today: Date) {
  const [industryRows, continentRows, countryRows, cityRows, typeRows, categoryRows] = await Promise.all([
    db.select().from(industries).orderBy(asc(industries.sort), asc(industries.id)),
    db.select().from(continents).orderBy(asc(continents.id)),
    db.select().from(countries).orderBy(asc(countries.id)),
    db.select().from(cities).orderBy(asc(cities.id)),
    db.select().from(newsTypes).orderBy(asc(newsTypes.id)),
    db.select().from(wikiCategories).orderBy(asc(wikiCategories.id)),
  ]);
  const named = (row: { id: number; nameZh: string; nameEn: string }) => ({
    id: row.id,
    name: pick(locale, row.nameZh, row.nameEn),
  });
  return {
    industries: industryRows
      .filter((i) => i.parentId === null)
      .map((top) => ({
        ...named(top),
        subIndustries: industryRows.filter((i) => i.parentId === top.id).map(named),
      })),
    continents: continentRows.map((continent) => ({
      ...named(continent),
      countries: countryRows
        .filter((c) => c.continentId === continent.id)
        .map((country) => ({
          ...named(country),
          code: country.code,
          cities: cityRows
            .filter((c) => c.countryId === country.id)
            .map((city) => ({ ...named(city), lat: city.lat, lng: city.lng })),
        })),
    })),
    timeWindows: listTimeWindows(locale, today),
    newsTypes: typeRows.map(named),
    wikiCategories: categoryRows.map(named),
    visaTypes: visaTypeNames.map(([zh, en], i) => ({ id: i + 1, name: pick(locale, zh, en) })),
    consularDistricts: consularDistricts.map(([zh, en], i) => ({ id: i + 1, name: pick(locale, zh, en) })),
  };
}
