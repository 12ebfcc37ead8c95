import type { Database } from '../db/database.ts';
import { cities, continents, countries, industries, newsTypes, wikiCategories } from '../db/schema.ts';
import { byId } from './named.ts';

/** The small lookup tables, indexed by id; read per request (a few hundred rows) so edits show at once. */
export async function loadGeo(db: Database) {
  const [continentRows, countryRows, cityRows, industryRows, typeRows, categoryRows] = await Promise.all([
    db.select().from(continents),
    db.select().from(countries),
    db.select().from(cities),
    db.select().from(industries),
    db.select().from(newsTypes),
    db.select().from(wikiCategories),
  ]);
  return {
    continents: byId(continentRows),
    countries: byId(countryRows),
    cities: byId(cityRows),
    industries: byId(industryRows),
    newsTypes: byId(typeRows),
    wikiCategories: byId(categoryRows),
  };
}
export type Geo = Awaited<ReturnType<typeof loadGeo>>;
