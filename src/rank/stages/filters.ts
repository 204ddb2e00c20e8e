/**
 * Filters: every candidate must be published in or before the query's limit year (and in or
 * after the filter's first year, when it has one), must not be excluded, and must match the
 * requested fields, venues and languages. Candidates from the graph and the prior were not
 * filtered at retrieval, so this stage checks them all, with the facts the index holds. The same
 * request brings the text scores the retrievers did not give (text-scores.ts): one round trip
 * instead of three.
 */
import { indexedCandidates } from '../../search';
import type { IndexedFacts } from '../../search';
import type { CandidatePool, ExpansionContext, RankContext, RankQuery, Stage } from '../types';
import { fillTextScores, missingTextScoring } from './text-scores';

/** Pure: does one candidate pass the query's filters? */
export function passesFilters(paperId: string, facts: IndexedFacts | undefined, query: RankQuery): boolean {
  if (!facts || facts.year > query.maxYear || query.excludeIds.includes(paperId)) return false;
  const { fieldsOfStudy, venues, languages, minYear } = query.filters;
  if (minYear !== undefined && facts.year < minYear) return false;
  if (fieldsOfStudy?.length && !facts.fieldsOfStudy.some((f) => fieldsOfStudy.includes(f))) return false;
  if (venues?.length && (facts.venue === null || !venues.includes(facts.venue))) return false;
  if (languages?.length && (facts.language === null || !languages.includes(facts.language))) return false;
  return true;
}

/**
 * The candidates that pass the filters (a paper the index does not hold cannot be ranked), each
 * with its language noted and, with `scoreText`, its missing text scores filled in. A new pool of
 * the same candidates: the given one is left whole, for stages that run at the same time.
 */
export async function filterCandidates(pool: CandidatePool, context: RankContext, scoreText: boolean): Promise<CandidatePool> {
  const { query, engines } = context;
  const scoring = scoreText ? await missingTextScoring(pool, context) : {};
  const indexed = await indexedCandidates(engines.search.client, engines.search.index, { paperIds: [...pool.keys()], facts: true, ...scoring });
  const passed: CandidatePool = new Map();
  for (const [paperId, candidate] of pool) {
    const found = indexed.get(paperId);
    if (!found || !passesFilters(paperId, found.facts, query)) continue;
    candidate.language = found.facts!.language;
    fillTextScores(candidate, found);
    passed.set(paperId, candidate);
  }
  return passed;
}

export const filters: Stage<ExpansionContext> = {
  tag: 'filters',
  run: (pool, context) => filterCandidates(pool, context, true),
};
