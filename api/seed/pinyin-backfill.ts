import { isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { companies, exhibitions, news, pavilions, periodicals, visas, wikiArticles } from '../db/schema.ts';
import { pinyinOf } from './letters.ts';

// Databases seeded before the Chinese letter index existed have no pinyin letters: they are
// computed once at start, in batches (new rows get theirs when written).

interface Listed {
  table: PgTable;
  name: string;
  id: PgColumn;
  zh: PgColumn;
  pinyinLetter: PgColumn;
}

const tables: readonly Listed[] = [
  {
    table: exhibitions,
    name: 'exhibitions',
    id: exhibitions.id,
    zh: exhibitions.nameZh,
    pinyinLetter: exhibitions.pinyinLetter,
  },
  { table: news, name: 'news', id: news.id, zh: news.titleZh, pinyinLetter: news.pinyinLetter },
  {
    table: pavilions,
    name: 'pavilions',
    id: pavilions.id,
    zh: pavilions.nameZh,
    pinyinLetter: pavilions.pinyinLetter,
  },
  {
    table: wikiArticles,
    name: 'wiki_articles',
    id: wikiArticles.id,
    zh: wikiArticles.titleZh,
    pinyinLetter: wikiArticles.pinyinLetter,
  },
  { table: visas, name: 'visas', id: visas.id, zh: visas.titleZh, pinyinLetter: visas.pinyinLetter },
  {
    table: companies,
    name: 'companies',
    id: companies.id,
    zh: companies.nameZh,
    pinyinLetter: companies.pinyinLetter,
  },
  {
    table: periodicals,
    name: 'periodicals',
    id: periodicals.id,
    zh: periodicals.titleZh,
    pinyinLetter: periodicals.pinyinLetter,
  },
];

const batchSize = 2000;

/** Fills pinyin_letter and pinyin_key where they are missing; answers how many rows it filled. */
export async function backfillPinyin(db: Database): Promise<number> {
  let filled = 0;
  for (const source of tables) {
    for (;;) {
      const rows = await db
        .select({ id: source.id, zh: source.zh })
        .from(source.table)
        .where(isNull(source.pinyinLetter))
        .limit(batchSize);
      if (rows.length === 0) break;
      const values: SQL[] = rows.map((row) => {
        const { pinyinLetter, pinyinKey } = pinyinOf(String(row.zh));
        return sql`(${Number(row.id)}::int, ${pinyinLetter}::text, ${pinyinKey}::text)`;
      });
      await db.execute(
        sql`update ${sql.identifier(source.name)} as t set pinyin_letter = v.l, pinyin_key = v.k from (values ${sql.join(values, sql`, `)}) as v(id, l, k) where t.id = v.id`,
      );
      filled += rows.length;
      if (rows.length < batchSize) break;
    }
  }
  return filled;
}
