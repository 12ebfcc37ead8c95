import { and, asc, desc, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import type { ChoiceKind, ChoicesQuery, EditorChoice } from '../../../src/lib/contract/editor-choices.ts';
import type { Database } from '../../db/database.ts';
import { cities, companies, exhibitions, news, pavilions } from '../../db/schema.ts';
import { containsKeyword } from '../named.ts';

// The items an edit form's id fields name, for the console's pickers: found by a part of either
// name (offline ones too: an edition may belong to a fair taken offline), or named by the ids a
// form holds. Each with what tells it apart from another of the same name.

/** How many matches a keyword answers: a picker shows a short list to choose from. */
const matchLimit = 20;

/** The ids of a query's `ids` (already checked: digits and commas). */
function idsOf(ids: string | undefined): number[] {
  return ids === undefined ? [] : [...new Set(ids.split(',').map(Number))];
}

/** The filter of a query: its ids when it names some, else its keyword over both names. */
function matching(query: ChoicesQuery, id: Column, zh: Column, en: Column): SQL | undefined {
  const ids = idsOf(query.ids);
  return ids.length > 0 ? inArray(id, ids) : containsKeyword(query.keyword, zh, en);
}

const bilingual = (zh: string, en: string) => ({ zh, en });
/** A left-joined city's names, or null when the row has no city. */
const cityOf = (r: { cityZh: string | null; cityEn: string | null }) =>
  r.cityZh === null || r.cityEn === null ? null : bilingual(r.cityZh, r.cityEn);

/** Up to 20 items of a kind matching the keyword, or the items the ids name (unknown ids are left out). */
export async function listChoices(
  db: Database,
  kind: ChoiceKind,
  query: ChoicesQuery,
): Promise<EditorChoice[]> {
  const named = query.ids !== undefined;
  // Neither a keyword nor ids: nothing asked, nothing answered.
  if (!named && (query.keyword ?? '') === '') return [];
  const limit = named ? 50 : matchLimit;
  switch (kind) {
    case 'exhibitions': {
      const rows = await db
        .select({
          id: exhibitions.id,
          nameZh: exhibitions.nameZh,
          nameEn: exhibitions.nameEn,
          cityZh: cities.nameZh,
          cityEn: cities.nameEn,
          startDate: exhibitions.startDate,
          endDate: exhibitions.endDate,
          offline: exhibitions.offline,
        })
        .from(exhibitions)
        .leftJoin(cities, eq(cities.id, exhibitions.cityId))
        .where(matching(query, exhibitions.id, exhibitions.nameZh, exhibitions.nameEn))
        .orderBy(desc(exhibitions.startDate), desc(exhibitions.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        name: bilingual(r.nameZh, r.nameEn),
        city: cityOf(r),
        startDate: r.startDate,
        endDate: r.endDate,
        offline: r.offline,
      }));
    }
    case 'pavilions':
    case 'companies': {
      const table = kind === 'pavilions' ? pavilions : companies;
      const rows = await db
        .select({
          id: table.id,
          nameZh: table.nameZh,
          nameEn: table.nameEn,
          cityZh: cities.nameZh,
          cityEn: cities.nameEn,
          offline: table.offline,
        })
        .from(table)
        .leftJoin(cities, eq(cities.id, table.cityId))
        .where(
          and(
            matching(query, table.id, table.nameZh, table.nameEn),
            kind === 'companies' && query.companyKind !== undefined && !named
              ? eq(companies.kind, query.companyKind)
              : undefined,
          ),
        )
        .orderBy(asc(table.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        name: bilingual(r.nameZh, r.nameEn),
        city: cityOf(r),
        startDate: null,
        endDate: null,
        offline: r.offline,
      }));
    }
    case 'news': {
      const rows = await db
        .select({
          id: news.id,
          titleZh: news.titleZh,
          titleEn: news.titleEn,
          publishedAt: news.publishedAt,
          status: news.status,
        })
        .from(news)
        .where(matching(query, news.id, news.titleZh, news.titleEn))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        name: bilingual(r.titleZh, r.titleEn),
        city: null,
        startDate: r.publishedAt.toISOString().slice(0, 10),
        endDate: null,
        offline: r.status !== 'published',
      }));
    }
  }
}
