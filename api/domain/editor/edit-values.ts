import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cities,
  companies,
  countries,
  exhibitionEditions,
  exhibitions,
  industries,
  news,
  newsTypes,
  pavilions,
  periodicals,
  specialTopics,
  visas,
  wikiArticles,
  wikiCategories,
} from '../../db/schema.ts';
import { notFound, type NotFoundThing } from '../../server/api-error.ts';

type Bilingual = { zh: string; en: string } | undefined;

/**
 * A referenced row (an edited row, its city, industry, venue...); not-found when the id is unknown
 * (naming `field`, the body's input that sent it, when given), nothing when absent.
 */
export async function must(
  db: Database,
  table:
    | typeof cities
    | typeof countries
    | typeof companies
    | typeof pavilions
    | typeof periodicals
    | typeof exhibitionEditions
    | typeof specialTopics
    | typeof visas
    | typeof news
    | typeof newsTypes
    | typeof wikiArticles
    | typeof wikiCategories
    | typeof exhibitions
    | typeof industries,
  id: number | undefined,
  what: NotFoundThing,
  field?: string,
) {
  if (id === undefined) return undefined;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (row === undefined) throw notFound(what, id, field);
  return row;
}

/** A bilingual field as its two columns (`{prefix}Zh`, `{prefix}En`); nothing when not edited. */
export function split(prefix: string, value: Bilingual): Record<string, string> {
  return value === undefined ? {} : { [`${prefix}Zh`]: value.zh, [`${prefix}En`]: value.en };
}

/**
 * The fields of a partial edit that were sent, under the same names: a field left out keeps its
 * stored value (null is a value, undefined is not).
 */
export function sent<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  ) as Partial<Pick<T, K>>;
}

/**
 * The place columns of a row located in a city: the city with its country and continent, read
 * from the lookup tables so an edit cannot disagree with them; nothing when no city is sent.
 */
export async function placeOf(db: Database, cityId: number | undefined) {
  const city = (await must(db, cities, cityId, 'city', 'body.cityId')) as
    typeof cities.$inferSelect | undefined;
  if (city === undefined) return {};
  const country = (await must(db, countries, city.countryId, 'country')) as typeof countries.$inferSelect;
  return { cityId: city.id, countryId: country.id, continentId: country.continentId };
}
