/**
 * The first stage, before retrieval: where the query stands among the library's languages. A
 * query placed in another language than the library's main one is expanded into it (stage
 * `crosslingual`, stages/cross-lingual-expansion.ts): every BM25 request after it carries the
 * expansion. Its facts: the query as retrieval reads it, its placement (fusion scales some
 * features per language for a placed query) and how it was read; a query not expanded leaves no
 * line in the trace.
 */
import { isLongQuery, mainLanguage } from '../../search';
import { libraryLanguageCounts } from '../bm25-request';
import type { RankPorts } from '../ports';
import type { RankQuery } from '../types';
import { crossLingualQuery } from './cross-lingual-expansion';
import { QueryPlacement, RankStage, UNPLACED } from './rank-stage';

/**
 * A short query the detector cannot place (a title of a few words) is guessed by the
 * translator's dictionaries; a guess of the library's main language leaves it unplaced, so
 * those queries rank exactly as before and only Spanish or Catalan titles in an English library
 * (say) are expanded and scaled like placed ones.
 */
async function queryPlacement(engines: RankPorts, query: RankQuery): Promise<QueryPlacement> {
  const counts = () => libraryLanguageCounts(engines);
  const detected = engines.languages.detect?.(query.text) ?? null;
  // Only a placed query is expanded or scaled per language: an unplaced one needs no counts.
  if (detected !== null) return { language: detected, counts: await counts() };
  if (engines.languages.guess === undefined || isLongQuery(query.text)) return UNPLACED;
  const guessed = await engines.languages.guess(query.text);
  if (guessed === null) return UNPLACED;
  const libraryCounts = await counts();
  return guessed === mainLanguage(libraryCounts) ? UNPLACED : { language: guessed, counts: libraryCounts };
}

export const placeQuery: RankStage = {
  tag: 'crosslingual',
  async run({ facts }, { engines }) {
    const placement = await queryPlacement(engines, facts.query);
    const { query, reading } = await crossLingualQuery(engines, facts.query, placement.language, mainLanguage(placement.counts));
    if (reading === undefined) return { facts: { placement }, traced: false };
    return { facts: { placement, query, reading } };
  },
};
