/**
 * Filters: every candidate must be published in or before the query's limit year (and in or
 * after the filter's first year, when it has one), must not be excluded, and must match the
 * requested fields, venues and languages. Candidates from the graph and the prior were not
 * filtered at retrieval, so this stage checks them all, with the facts the index holds. The same
 * request brings the text scores the retrievers did not give (text-scores.ts): one round trip
 * instead of three. The year read for the filter gives the recency feature too.
 */
import { indexedCandidates } from '../../search';
import type { IndexedFacts } from '../../search';
import type { CandidatePool, StageOutput } from '../cascade/pool';
import { FeatureValues, recency } from '../features';
import type { RankPorts } from '../ports';
import type { RankQuery } from '../types';
import type { RankStage } from './rank-stage';
import { missingTextScores, missingTextScoring } from './text-scores';

/** Pure: does one candidate pass the query's filters? */
export function passesFilters(paperId: string, facts: IndexedFacts | undefined, query: RankQuery): boolean {
  if (!facts || facts.year > query.maxYear || query.excludeIds.includes(paperId)) return false;
  const { fieldsOfStudy, venues, languages, unknownLanguage, minYear, onlyIds } = query.filters;
  if (minYear !== undefined && facts.year < minYear) return false;
  if (onlyIds && !onlyIds.includes(paperId)) return false;
  if (fieldsOfStudy?.length && !facts.fieldsOfStudy.some((f) => fieldsOfStudy.includes(f))) return false;
  if (venues?.length && (facts.venue === null || !venues.includes(facts.venue))) return false;
  if (languages?.length || unknownLanguage) return facts.language === null ? unknownLanguage === true : (languages ?? []).includes(facts.language);
  return true;
}

/**
 * The filters' output: the candidates that pass (a paper the index does not hold cannot be
 * ranked), each with its language and, with `scoreText`, the text scores it lacks.
 */
export async function filterCandidates(pool: CandidatePool, query: RankQuery, engines: RankPorts, scoreText: boolean): Promise<StageOutput<never>> {
  const scoring = scoreText ? await missingTextScoring(pool, query, engines) : {};
  const indexed = await indexedCandidates(engines.search.client, engines.search.index, { paperIds: [...pool.keys()], facts: true, ...scoring });
  const kept = new Set<string>();
  const languages = new Map<string, string | null>();
  const features = new Map<string, FeatureValues>();
  for (const [paperId, candidate] of pool) {
    const found = indexed.get(paperId);
    if (!found || !passesFilters(paperId, found.facts, query)) continue;
    kept.add(paperId);
    languages.set(paperId, found.facts!.language);
    features.set(paperId, { ...missingTextScores(candidate, found), recency: recency(query.year, found.facts!.year) });
  }
  return { kept, languages, features };
}

/** The filters, with the text scores the retrievers did not give (one round trip instead of three). */
export const filters: RankStage = {
  tag: 'filters',
  run: ({ pool, facts }, { engines }) => filterCandidates(pool, facts.query, engines, true),
};
