// Search statements run with planner settings of their own, in one transaction per request.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { likeLiteral, noTypos, stemMatch, typoCandidates, type Typos } from './terms.ts';

/** Word similarity from which a word counts as one typo away (pg_trgm's default 0.6 misses "colgne"). */
export const typoThreshold = 0.5;

/** A statement and the planner settings it runs under (for its transaction only). */
export interface SearchStep {
  statement: SQL;
  settings: Record<string, string>;
}

/** The typo threshold as a planner setting. */
export const thresholdSetting = { 'pg_trgm.word_similarity_threshold': String(typoThreshold) };
// The planner prices pg_trgm's operators like an equality, so it reads every row rather than the
// indexes: a query with a word an index can narrow runs with sequential scans off.
// The few ranked rows are joined to their display rows by primary key (nested loops), never by
// hashing or merging whole tables, which the planner tends to when it overestimates the matches.
const byIndexSettings = {
  ...thresholdSetting,
  enable_seqscan: 'off',
  enable_hashjoin: 'off',
  enable_mergejoin: 'off',
};
// Suggestions for a query matching more rows than suggestCap walk each kind's most viewed rows.
export const walkSettings = {
  ...byIndexSettings,
  enable_bitmapscan: 'off',
  plan_cache_mode: 'force_generic_plan',
};
const oneWordSettings = { ...byIndexSettings, plan_cache_mode: 'force_generic_plan' };
/** From this many words a narrowed step is planned for its own words (manyWordSettings). */
const manyWords = 4;
// A generic plan cannot tell a common word from a rare one, so it intersects every word's bitmap,
// a long trigram index read for a word such as "international". A plan made for the words leaves
// the common word to the recheck, which pays from 4 words on; for 2 and 3 words planning each time
// cost more than it saved (docs/benchmarks.md "Prepared statements").
const manyWordSettings = { ...byIndexSettings, plan_cache_mode: 'force_custom_plan' };

/** The settings of a step an index narrows, by its number of words. */
export function narrowedSettings(words: number): Record<string, string> {
  if (words === 1) return oneWordSettings;
  return words >= manyWords ? manyWordSettings : byIndexSettings;
}

/** The rows of a result, whichever driver ran it (PGlite answers {rows}, postgres.js an array). */
export function rowsIn(result: unknown): unknown[] {
  if (Array.isArray(result)) return result as unknown[];
  const { rows } = result as { rows?: unknown };
  return Array.isArray(rows) ? (rows as unknown[]) : [];
}

/** PostgreSQL's defaults of the settings steps change: what a step that does not name one runs under. */
const plannerDefaults: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': '0.6',
  enable_seqscan: 'on',
  enable_hashjoin: 'on',
  enable_mergejoin: 'on',
  enable_bitmapscan: 'on',
  plan_cache_mode: 'auto',
};

/**
 * The settings to change before a step: those it names with another value than they have now, and
 * those an earlier step changed that it does not name, back to their defaults (a walk's
 * enable_bitmapscan off would otherwise slow the typo probe after it).
 */
export function settingsToChange(
  current: ReadonlyMap<string, string>,
  settings: Readonly<Record<string, string>>,
): [string, string][] {
  const wanted = new Map(Object.entries(settings));
  for (const name of current.keys()) {
    const fallback = plannerDefaults[name];
    if (!wanted.has(name) && fallback !== undefined) wanted.set(name, fallback);
  }
  return [...wanted].filter(([name, value]) => current.get(name) !== value);
}

/** Runs search steps in one transaction, each after its planner settings (set_config ..., true). */
export async function runSteps<T>(
  db: Database,
  body: (run: (step: SearchStep) => Promise<unknown[]>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = new Map<string, string>();
    return body(async (step) => {
      // Only what changes since the previous step: each setting is a round trip less.
      const changed = settingsToChange(current, step.settings);
      if (changed.length > 0) {
        await tx.execute(
          sql`select ${sql.join(
            changed.map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
            sql`, `,
          )}`,
        );
        for (const [name, value] of changed) current.set(name, value);
      }
      return rowsIn(await tx.execute(step.statement));
    });
  });
}

/** How many of the names' words nearest to a word found nowhere it matches (the closest first). */
const nearWordsPerTypo = 8;

/**
 * One row, `near`: per word, null when a name contains or stems it, else (JSON) the names' words one
 * typo away from it, the closest first; exported for EXPLAIN. Both are asked of search_words: a
 * word of letters and digits is in a name when it is in one of the name's words, and asking the
 * names themselves read the whole trigram index entry of a common word (such as "international",
 * for a query that is spelt right but matches nothing as a whole).
 */
export function typoStep(words: readonly string[]): SearchStep {
  const near = words.map(
    (word) => sql`case when exists (select 1 from "search_words" where "word" like ${`%${likeLiteral(word)}%`}
        or ${stemMatch(word)}) then null
      else (select json_agg("word") from (select "word" from "search_words" where ${word} <% "word"
        order by word_similarity(${word}, "word") desc, "word" limit ${nearWordsPerTypo}) nearest) end`,
  );
  return {
    statement: sql`select json_build_array(${sql.join(near, sql`, `)})::text as near`,
    settings: byIndexSettings,
  };
}

/**
 * The words of the query that match by a typo, each with the words of names one typo away: words
 * of 4 letters or more that no name contains or stems, compared with search_words (the names'
 * words, migration 0016_search_words.sql) by trigram word similarity. A word found as typed is
 * not corrected: "cologne" is in hundreds of names, "colgne" in none, so it finds "Cologne".
 * The distinct words are far fewer than the names sharing a trigram with a misspelt word, which
 * testing word similarity on every name would read (docs/benchmarks.md "Site search"). A word
 * found nowhere and near no word is left out (it matches nothing).
 */
export async function typoWordsOf(run: (step: SearchStep) => Promise<unknown[]>, q: string): Promise<Typos> {
  const words = typoCandidates(q);
  if (words.length === 0) return noTypos;
  const [row] = await run(typoStep(words));
  const lists = z
    .array(z.array(z.string()).nullable())
    .parse(JSON.parse(z.object({ near: z.string() }).parse(row).near));
  return new Map(
    words.flatMap((word, index) => {
      const list = lists[index];
      return list === null || list === undefined ? [] : [[word, list] as const];
    }),
  );
}

/**
 * Runs `attempt` with no typo words; only when it found nothing and the query has typo candidates
 * are they looked for (typoWordsOf) and `attempt` run again with them. When every word is found as
 * typed somewhere, no word is a typo candidate, so the answer is the same without the typo test.
 */
export async function strictThenTypos<T>(
  run: (step: SearchStep) => Promise<unknown[]>,
  q: string,
  attempt: (typos: Typos) => Promise<T>,
  found: (result: T) => boolean,
): Promise<T> {
  const strict = await attempt(noTypos);
  if (found(strict) || typoCandidates(q).length === 0) return strict;
  const typos = await typoWordsOf(run, q);
  return typos.size === 0 ? strict : attempt(typos);
}
