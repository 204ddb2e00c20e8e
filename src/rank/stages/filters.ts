/**
 * Filters: every candidate must be published in or before the query's limit year (and in or
 * after the filter's first year, when it has one), must not be excluded, and must match the
 * requested fields, venues and languages. Candidates from the graph and the prior were not
 * filtered at retrieval, so this stage checks them all.
 */
import { paperFacts } from '../../search';
import type { ExpansionContext, RankQuery, Stage } from '../types';

export interface CandidateMetadata {
  year: number;
  fieldsOfStudy: string[];
  venue: string | null;
  language: string | null;
}

/** Pure: does one candidate pass the query's filters? */
export function passesFilters(paperId: string, metadata: CandidateMetadata | undefined, query: RankQuery): boolean {
  if (!metadata || metadata.year > query.maxYear || query.excludeIds.includes(paperId)) return false;
  const { fieldsOfStudy, venues, languages, minYear } = query.filters;
  if (minYear !== undefined && metadata.year < minYear) return false;
  if (fieldsOfStudy?.length && !metadata.fieldsOfStudy.some((f) => fieldsOfStudy.includes(f))) return false;
  if (venues?.length && (metadata.venue === null || !venues.includes(metadata.venue))) return false;
  if (languages?.length && (metadata.language === null || !languages.includes(metadata.language))) return false;
  return true;
}

export const filters: Stage<ExpansionContext> = {
  tag: 'filters',
  async run(pool, { query, engines }) {
    // The index holds every fact the filters read; a paper it does not hold cannot be ranked.
    const metadata = await paperFacts(engines.elasticsearch, engines.paperIndex, [...pool.keys()], { vectors: false });
    for (const paperId of [...pool.keys()]) {
      const facts = metadata.get(paperId);
      if (!passesFilters(paperId, facts, query)) pool.delete(paperId);
      else pool.get(paperId)!.language = facts!.language;
    }
    return pool;
  },
};
