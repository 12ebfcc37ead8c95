import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '../../../src/lib/contract/exhibitors.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  exhibitions,
  fairExhibitorCategories,
  fairExhibitors,
  halls,
  pavilions,
  productCategories,
  stands,
} from '../../db/schema.ts';
import { notFound } from '../../server/api-error.ts';
import { companySummary } from '../companies.ts';
import { loadGeo } from '../geo-cache.ts';
import { named } from '../named.ts';
import { companyOnline, fairOnline } from '../online.ts';
import { pageOf, pageOffset } from '../paging.ts';
import { all, likeLiteral, matchOf, termsOf } from '../search/terms.ts';
import { categoryAndChildren, categoryFacets } from './category-tree.ts';

// A fair's exhibitor directory: its facets (the industry's category tree, the halls and the
// countries, each with its count over the whole fair) and one page of exhibitors in stand order,
// filtered by category, hall, country and words. Every word of the query must be found in the
// exhibitor: in its company's names as the site search finds it (its terms over search_entries,
// api/domain/search/terms.ts), or contained in a brand, the profile or the name of a product
// category it shows, in either language; scoped to the fair by the rest of the query.

/** The exhibitor (a row of fair_exhibitors) has the word in its company's names, brands, profile or categories. */
function wordMatching(word: string): SQL {
  const name = matchOf(termsOf(word), 0, new Date(0));
  const pattern = `%${likeLiteral(word)}%`;
  const has = (text: SQL) => sql`lower(${text}) like ${pattern}`;
  return sql`(${fairExhibitors.companyId} in (select "id" from "search_entries" where "type" = 'company' and ${name})
    or ${has(sql`${fairExhibitors.brands}::text`)}
    or ${has(sql`${fairExhibitors.profileZh}`)}
    or ${has(sql`${fairExhibitors.profileEn}`)}
    or exists (select 1 from ${fairExhibitorCategories} inner join ${productCategories} on ${productCategories.id} = ${fairExhibitorCategories.categoryId}
      where ${fairExhibitorCategories.fairExhibitorId} = ${fairExhibitors.id}
      and (${has(sql`${productCategories.nameZh}`)} or ${has(sql`${productCategories.nameEn}`)})))`;
}

/** Every word of the query is found in the exhibitor. */
function wordsMatching(q: string): SQL {
  return all(termsOf(q).words.map(wordMatching));
}

/** The directory of a fair with one filtered page; an unknown or offline fair is not found. */
export async function readDirectory(
  db: Database,
  exhibitionId: number,
  query: DirectoryQuery,
  locale: Locale,
) {
  const [fair] = await db
    .select({
      id: exhibitions.id,
      nameZh: exhibitions.nameZh,
      nameEn: exhibitions.nameEn,
      industryId: exhibitions.industryId,
      pavilionId: exhibitions.pavilionId,
    })
    .from(exhibitions)
    .where(and(eq(exhibitions.id, exhibitionId), fairOnline));
  if (fair === undefined) throw notFound('exhibition', exhibitionId);
  // An offline company's entry leaves the directory, its facets and its search.
  const onlineCompanies = db.select({ id: companies.id }).from(companies).where(companyOnline);
  const ofFair = sql`${eq(fairExhibitors.exhibitionId, fair.id)} and ${inArray(fairExhibitors.companyId, onlineCompanies)}`;
  const [venue, categoryRows, links, hallFacets, countryFacets, geo] = await Promise.all([
    db
      .select({ id: pavilions.id, nameZh: pavilions.nameZh, nameEn: pavilions.nameEn })
      .from(pavilions)
      .where(eq(pavilions.id, fair.pavilionId)),
    db.select().from(productCategories).where(eq(productCategories.industryId, fair.industryId)),
    db
      .select({
        fairExhibitorId: fairExhibitorCategories.fairExhibitorId,
        categoryId: fairExhibitorCategories.categoryId,
      })
      .from(fairExhibitorCategories)
      .innerJoin(fairExhibitors, eq(fairExhibitors.id, fairExhibitorCategories.fairExhibitorId))
      .where(ofFair),
    db
      .select({ id: halls.number, nameZh: halls.nameZh, nameEn: halls.nameEn, count: count() })
      .from(fairExhibitors)
      .innerJoin(stands, eq(stands.id, fairExhibitors.standId))
      .innerJoin(halls, eq(halls.id, stands.hallId))
      .where(ofFair)
      .groupBy(halls.number, halls.nameZh, halls.nameEn)
      .orderBy(asc(halls.number)),
    db
      .select({ id: companies.countryId, count: count() })
      .from(fairExhibitors)
      .innerJoin(companies, eq(companies.id, fairExhibitors.companyId))
      .where(ofFair)
      .groupBy(companies.countryId),
    loadGeo(db),
  ]);
  const conditions: SQL[] = [ofFair];
  if (query.hall > 0) conditions.push(eq(halls.number, query.hall));
  if (query.country > 0) conditions.push(eq(companies.countryId, query.country));
  if (query.category > 0) {
    const kept = categoryAndChildren(categoryRows, query.category);
    const showing = [
      ...new Set(links.filter((l) => kept.includes(l.categoryId)).map((l) => l.fairExhibitorId)),
    ];
    conditions.push(inArray(fairExhibitors.id, showing.length === 0 ? [0] : showing));
  }
  if (termsOf(query.q).words.length > 0) conditions.push(wordsMatching(query.q));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ exhibitor: fairExhibitors, company: companies, code: stands.code, hall: halls })
      .from(fairExhibitors)
      .innerJoin(stands, eq(stands.id, fairExhibitors.standId))
      .innerJoin(halls, eq(halls.id, stands.hallId))
      .innerJoin(companies, eq(companies.id, fairExhibitors.companyId))
      .where(where)
      .orderBy(asc(halls.number), asc(stands.code))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(fairExhibitors)
      .innerJoin(stands, eq(stands.id, fairExhibitors.standId))
      .innerJoin(halls, eq(halls.id, stands.hallId))
      .innerJoin(companies, eq(companies.id, fairExhibitors.companyId))
      .where(where),
  ]);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const categoriesOf = (id: number) =>
    links
      .filter((link) => link.fairExhibitorId === id)
      .map((link) => named(locale, categoryById.get(link.categoryId)));
  return {
    exhibition: named(locale, fair),
    pavilion: named(locale, venue[0]),
    categories: categoryFacets(categoryRows, links, locale),
    halls: hallFacets.map((hall) => ({
      id: hall.id,
      name: pick(locale, hall.nameZh, hall.nameEn),
      count: hall.count,
    })),
    countries: countryFacets
      .map((country) => ({ ...named(locale, geo.countries.get(country.id)), count: country.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    page: pageOf(
      rows.map((row) => ({
        id: row.exhibitor.id,
        company: companySummary(row.company, geo, locale),
        stand: {
          code: row.code,
          hall: row.hall.number,
          hallName: pick(locale, row.hall.nameZh, row.hall.nameEn),
        },
        profile: pick(locale, row.exhibitor.profileZh, row.exhibitor.profileEn),
        brands: row.exhibitor.brands,
        categories: categoriesOf(row.exhibitor.id),
      })),
      query,
      totals,
    ),
  };
}
