/**
 * Concept search over the papers index, as named stages:
 *   lexical (BM25 hits) → encode (query vector) → dense (kNN hits) → facts (language, year,
 *   fields, vector of every candidate) → rank (by mode) → threshold → facets.
 * Every stage's output is data; the pure stages live in their own files.
 */
import type { Client } from '@elastic/elasticsearch';
import type { Embedder } from '../embed';
import { RefgraphError } from '../errors/refgraph-error';
import { paperFacts, knnPapers, searchPapers, SearchHit } from '../search';
import { ConceptQuery, documentFilter, needsCosines } from './concept-query';
import { rankConceptCandidates } from './concept-ranking';
import { conceptFacets, ConceptFacets } from './facets';
import { CalibratedThresholds, passes, thresholdFor } from './thresholds';

export interface ConceptEngines {
  elasticsearch: Client;
  paperIndex: string;
  /** The encoder of the index's vectors (multilingual-e5-small by default), loaded only when needed; null when embedding is off. */
  embedder: () => Promise<Embedder | null>;
  /** A model's calibrated thresholds (PostgreSQL); null when it was never calibrated. */
  calibrated: (model: string) => Promise<CalibratedThresholds | null>;
}

export interface ConceptHit {
  /** 1-based. */
  rank: number;
  paperId: string;
  language: string | null;
  year: number;
  fieldsOfStudy: string[];
  /** The mode's score: BM25 (LEXICAL), cosine (DENSE) or RRF (HYBRID). */
  score: number;
  /** null for papers BM25 did not match. */
  bm25: number | null;
  /** Cosine of query and paper vectors; null when neither the mode nor a threshold needs it. */
  cosine: number | null;
  /** The threshold this hit is held to (per language when calibrated); null without one. */
  threshold: number | null;
  passed: boolean | null;
}

export interface ConceptSearchResult {
  query: ConceptQuery;
  /** The encoder whose cosines (and calibrated thresholds) the search used; null if none. */
  model: string | null;
  hits: ConceptHit[];
  facets: ConceptFacets;
  /** Hits that passed the threshold; null without one. */
  passedCount: number | null;
}

export async function searchConcepts(engines: ConceptEngines, query: ConceptQuery): Promise<ConceptSearchResult> {
  const { elasticsearch, paperIndex } = engines;
  const filter = documentFilter(query);
  const embedder = needsCosines(query) ? await requireEmbedder(engines, query) : null;

  const lexical: SearchHit[] = query.mode === 'DENSE' ? [] : await searchPapers(elasticsearch, paperIndex, { text: query.text, size: query.depth, languages: query.languages, filter });
  const queryVector = embedder ? await embedder.query(query.text) : null;
  const dense: SearchHit[] = query.mode === 'LEXICAL' || queryVector === null ? [] : await knnPapers(elasticsearch, paperIndex, queryVector, query.depth, filter);
  const facts = await paperFacts(elasticsearch, paperIndex, [...new Set([...lexical, ...dense].map((h) => h.paperId))], { vectors: true });
  const ranked = rankConceptCandidates(query.mode, lexical, dense, facts, queryVector).slice(0, query.depth);

  const calibrated = query.threshold.kind === 'calibrated' ? await requireCalibration(engines, embedder!.model) : null;
  const hits = ranked.map((candidate, i): ConceptHit => {
    const threshold = thresholdFor(query.threshold, candidate.facts.language, calibrated);
    return {
      rank: i + 1,
      paperId: candidate.paperId,
      language: candidate.facts.language,
      year: candidate.facts.year,
      fieldsOfStudy: candidate.facts.fieldsOfStudy,
      score: candidate.score,
      bm25: candidate.bm25,
      cosine: candidate.cosine,
      threshold,
      passed: passes(candidate.cosine, threshold),
    };
  });
  const thresholded = query.threshold.kind !== 'none';
  return {
    query,
    model: embedder?.model ?? null,
    hits,
    facets: conceptFacets(hits, thresholded),
    passedCount: thresholded ? hits.filter((h) => h.passed).length : null,
  };
}

async function requireEmbedder(engines: ConceptEngines, query: ConceptQuery): Promise<Embedder> {
  const embedder = await engines.embedder();
  if (embedder) return embedder;
  const why = query.mode === 'LEXICAL' ? 'a threshold compares cosines' : `${query.mode} search ranks by cosine`;
  throw new RefgraphError('MODEL_UNAVAILABLE', `${why}, which needs an encoder: set REFGRAPH_EMBEDDING_MODEL`);
}

async function requireCalibration(engines: ConceptEngines, model: string): Promise<CalibratedThresholds> {
  const calibrated = await engines.calibrated(model);
  if (!calibrated) {
    throw new RefgraphError('NOT_FOUND', `no calibrated threshold for model '${model}': run 'refgraph calibrate --labels FILE --model ${model}'`, { kind: 'calibration', model });
  }
  return calibrated;
}
