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
import { fairOnline } from '../online.ts';
import { pageOf, pageOffset } from '../paging.ts';
import { matchOf, termsOf } from '../search/terms.ts';
import { categoryAndChildren, categoryFacets } from './category-tree.ts';

// A fair's exhibitor directory: its facets (the industry's category tree, the halls and the
// countries, each with its count over the whole fair) and one page of exhibitors in stand order,
// filtered by category, hall, country and words. Words match the companies' names as the site
// search does (its terms over search_entries, api/domain/search/terms.ts), scoped to the fair.

/** The companies whose names match the words, as the site search matches them. */
function namesMatching(q: string): SQL {
  const match = matchOf(termsOf(q), 0, new Date(0));
  return sql`${fairExhibitors.companyId} in (select "id" from "search_entries" where "type" = 'company' and ${match})`;
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
  const ofFair = eq(fairExhibitors.exhibitionId, fair.id);
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
  if (query.q !== '' && termsOf(query.q).words.length > 0) conditions.push(namesMatching(query.q));
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
