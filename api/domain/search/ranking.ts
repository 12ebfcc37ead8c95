// How matches rank: tier (exact, prefix, contained, every word, near), upcoming fairs first, the
// closer fit, the most viewed, then the order of kinds.
import { sql, type SQL } from 'drizzle-orm';
import { searchTypes } from '../../../src/lib/contract/search.ts';
import {
  exactOf,
  hayUnindexed,
  isoDay,
  likeLiteral,
  prefixOf,
  wordMatch,
  wordPattern,
  all,
  type Terms,
} from './terms.ts';

/** 0 exact name, 1 name prefix, 2 whole query contained, 3 every word matched, 4 near. */
function tierOf(terms: Terms): SQL {
  return sql`case
    when ${exactOf(terms)} then 0
    when ${prefixOf(terms)} then 1
    when ${hayUnindexed} like ${`%${likeLiteral(terms.whole)}%`} then 2
    when ${all(terms.words.map((word) => wordMatch(word)))} then 3
    else 4 end`;
}

/** Fairs that have not ended rank 0, past fairs and other kinds 1. */
function stateRankOf(today: string): SQL {
  return sql`case when "type" = 'exhibition' and "end_date" >= ${today}::date then 0 else 1 end`;
}

/**
 * How much of a name the query covers, in tenths: the characters of the name that the whole query
 * (or else each of its words found in that name, CJK words by their characters in order) account for, over the longer of name and query;
 * the best name counts. A short name that is mostly the query comes before a long title that
 * mentions it, like trigram similarity but without computing the trigrams of every match.
 */
function closenessOf(terms: Terms): SQL {
  // Lengths are parameters, not literals: the statement's text then depends on the query's shape
  // only (its words' count and kinds), so a prepared statement serves every query of that shape.
  const queryLength = sql`${Math.max(terms.length, 1)}::int`;
  const ratio = (nameColumn: string, lengthColumn: string): SQL => {
    const name = sql.raw(`"${nameColumn}"`);
    const length = sql.raw(`"${lengthColumn}"`);
    const words = terms.words.map(
      (word) =>
        sql`case when ${name} like ${wordPattern(word)} then ${Array.from(word).length}::int else 0 end`,
    );
    const covered = sql`case when ${name} like ${`%${likeLiteral(terms.whole)}%`} then ${queryLength} else ${sql.join(
      words,
      sql` + `,
    )} end`;
    const longer = sql`greatest(${length}, ${queryLength})`;
    return sql`(10 * least(${covered}, ${length}) + ${longer} / 2) / ${longer}`;
  };
  return sql`greatest(${ratio('name_a', 'len_a')}, ${ratio('name_b', 'len_b')}, ${ratio('name_c', 'len_c')})`;
}

/** The position of a kind in searchTypes (the order kinds are listed in). */
const typeOrder = sql.raw(
  `case "type" ${searchTypes.map((type, index) => `when '${type}' then ${String(index)}`).join(' ')} end`,
);

/** The rank columns of a matching entry: type, id, tier, state rank, closeness, popularity, kind order. */
export function rankColumns(terms: Terms, now: Date): SQL {
  return sql`"type" as type, "id" as id, ${tierOf(terms)} as tier, ${stateRankOf(isoDay(now))} as state_rank,
    ${closenessOf(terms)} as closeness, "popularity" as popularity, ${typeOrder} as type_order`;
}

/** Best first: the order of the rank columns. */
export const rankOrder = sql.raw('tier, state_rank, closeness desc, popularity desc, type_order, id');
