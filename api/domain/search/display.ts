// What a ranked match shows: its title, detail line and dates, read from its own table.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import { searchTypes, type SearchCounts, type SearchRecord } from '../../../src/lib/contract/search.ts';
import { fairState } from '../time-windows.ts';
import { wikiPath } from '../wiki.ts';

// The display columns of the ranked ids: one small join per kind (a single join of every kind's
// tables took PGlite longer to plan than to run).
export const details = sql.raw(`
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.name_zh as title_zh, x.name_en as title_en, c.name_zh || ' · ' || v.name_zh as detail_zh, c.name_en || ' · ' || v.name_en as detail_en,
    x.start_date::text as start_date, x.end_date::text as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join exhibitions x on x.id = h.id left join cities c on c.id = x.city_id left join pavilions v on v.id = x.pavilion_id
  where h.type = 'exhibition'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.name_zh as title_zh, x.name_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join pavilions x on x.id = h.id left join cities c on c.id = x.city_id
  where h.type = 'pavilion'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.title_zh as title_zh, x.title_en as title_en, t.name_zh as detail_zh, t.name_en as detail_en,
    to_char(x.published_at at time zone 'UTC', 'YYYY-MM-DD') as start_date, null as end_date, x.link::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join news x on x.id = h.id left join news_types t on t.id = x.type_id
  where h.type = 'news'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.title_zh as title_zh, x.title_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    x.category_id::int as wiki_category, x.industry_id::int as wiki_industry, x.exhibition_id::int as wiki_exhibition
  from ranked h join wiki_articles x on x.id = h.id left join wiki_categories c on c.id = x.category_id
  where h.type = 'wiki'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.name_zh as title_zh, x.name_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join companies x on x.id = h.id left join cities c on c.id = x.city_id
  where h.type = 'company'
  union all
  select h.type, h.id::int as id, h.tier, h.state_rank, h.closeness, h.popularity, h.type_order,
    x.title_zh as title_zh, x.title_en as title_en, c.name_zh as detail_zh, c.name_en as detail_en,
    null as start_date, null as end_date, null::text as link,
    null::int as wiki_category, null::int as wiki_industry, null::int as wiki_exhibition
  from ranked h join visas x on x.id = h.id left join countries c on c.id = x.area_id
  where h.type = 'visa'`);

/** A display row as the details statement answers it. */
export const detailRowSchema = z.object({
  type: z.enum(searchTypes),
  id: z.coerce.number().int(),
  title_zh: z.string().nullable(),
  title_en: z.string().nullable(),
  detail_zh: z.string().nullable(),
  detail_en: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  link: z.string().nullable(),
  wiki_category: z.coerce.number().int().nullable(),
  wiki_industry: z.coerce.number().int().nullable(),
  wiki_exhibition: z.coerce.number().int().nullable(),
});
/** One display row. */
export type DetailRow = z.infer<typeof detailRowSchema>;

/** A display row as the contract's record, in the caller's language. */
export function toRecord(row: DetailRow, locale: Locale, now: Date): SearchRecord {
  const titleZh = row.title_zh ?? '';
  const titleEn = row.title_en ?? '';
  const fair = row.type === 'exhibition' && row.start_date !== null && row.end_date !== null;
  return {
    type: row.type,
    id: row.id,
    title: pick(locale, titleZh, titleEn),
    altTitle: pick(locale, titleEn, titleZh),
    detail: pick(locale, row.detail_zh ?? '', row.detail_en ?? ''),
    startDate: row.start_date,
    endDate: row.type === 'exhibition' ? row.end_date : null,
    state: fair ? fairState(row.start_date ?? '', row.end_date ?? '', now) : null,
    link: row.type === 'news' ? row.link : null,
    path:
      row.type === 'wiki'
        ? wikiPath({
            id: row.id,
            categoryId: row.wiki_category ?? 0,
            industryId: row.wiki_industry ?? 0,
            exhibitionId: row.wiki_exhibition ?? 0,
          })
        : null,
  };
}

/** No matches of any kind. */
export function emptyCounts(): SearchCounts {
  return { exhibition: 0, pavilion: 0, news: 0, wiki: 0, company: 0, visa: 0 };
}
