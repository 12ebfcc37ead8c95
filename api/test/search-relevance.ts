import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LOCALE_HEADER } from '../../src/lib/contract/headers.ts';
import { localeHeader } from '../../src/lib/contract/locale.ts';
import { searchPageSchema } from '../../src/lib/contract/search.ts';
import { envelopeSchema } from '../../src/lib/contract/envelope.ts';

/** One query of the relevance set: any of `expect` ("type:id") in the top 3 is a hit. */
const relevanceQuerySchema = z.object({
  q: z.string().min(1),
  locale: z.enum(['zh', 'en']),
  kind: z.enum([
    'name',
    'abbreviation',
    'city',
    'industry',
    'venue',
    'partial',
    'typo',
    'stem',
    'cross',
    'content',
  ]),
  expect: z.array(z.string().regex(/^[a-z]+:\d+$/)).min(1),
});
/** A query of the relevance set. */
export type RelevanceQuery = z.infer<typeof relevanceQuerySchema>;

/** The checked-in relevance set (api/test/search-relevance.json), over the default seed. */
export function loadRelevanceSet(): RelevanceQuery[] {
  return readRelevanceFile().queries;
}

/**
 * The day (YYYY-MM-DD) the set's seed is generated for: the news, and so the news ids it
 * expects, depend on the day the catalogue is seeded.
 */
export function relevanceSeedDay(): string {
  return readRelevanceFile().seedDay;
}

function readRelevanceFile(): { seedDay: string; queries: RelevanceQuery[] } {
  const raw: unknown = JSON.parse(readFileSync(new URL('./search-relevance.json', import.meta.url), 'utf8'));
  return z.object({ seedDay: z.iso.date(), queries: z.array(relevanceQuerySchema) }).parse(raw);
}

/** How one query did: the 1-based rank of its first expected result (null: not in the first 10) and the top 3. */
export interface RelevanceOutcome {
  query: RelevanceQuery;
  rank: number | null;
  top: string[];
}

const answerSchema = envelopeSchema(searchPageSchema);

/** Runs every query against an API base and ranks the expected results. */
export async function runRelevance(
  apiBase: string,
  queries: readonly RelevanceQuery[],
): Promise<RelevanceOutcome[]> {
  const outcomes: RelevanceOutcome[] = [];
  for (const query of queries) {
    const url = `${apiBase}/api/search?pageSize=10&q=${encodeURIComponent(query.q)}`;
    const response = await fetch(url, { headers: { [LOCALE_HEADER]: localeHeader(query.locale) } });
    const body = answerSchema.parse(await response.json());
    const keys = (body.data?.records ?? []).map((record) => `${record.type}:${String(record.id)}`);
    const index = keys.findIndex((key) => query.expect.includes(key));
    outcomes.push({ query, rank: index === -1 ? null : index + 1, top: keys.slice(0, 3) });
  }
  return outcomes;
}

/** recall@3 (share of queries with an expected result in the top 3) and MRR (mean of 1/rank, 0 past 10). */
export function relevanceScores(outcomes: readonly RelevanceOutcome[]): { recallAt3: number; mrr: number } {
  const count = Math.max(outcomes.length, 1);
  const hits = outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= 3).length;
  const reciprocal = outcomes.reduce(
    (sum, outcome) => sum + (outcome.rank === null ? 0 : 1 / outcome.rank),
    0,
  );
  return { recallAt3: hits / count, mrr: reciprocal / count };
}
