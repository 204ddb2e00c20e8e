/**
 * Concept search over the papers index, as named stages:
 *   filter (the facet values as the index spells them) → lexical (BM25 hits) → encode (query
 *   vector, with its translation's: query-vector.ts) → dense (kNN hits) → facts (language, year, fields, vector of every candidate) →
 *   rank (by mode) → calibration (backgrounds, thresholds, relevance floor) → threshold (cosine
 *   or margin) → matches (above the floor, to the depth) and their count (match-count.ts) →
 *   facets → passed only.
 * Every stage's output is data; the pure stages live in their own files.
 */
import type { Client } from '@elastic/elasticsearch';
import type { Embedder } from '../embed';
import { RefgraphError } from '../errors/refgraph-error';
import { paperFacts, knnPapers, searchPapersCounted, SearchHit, paperLanguageCounts, paperFieldsOfStudy } from '../search';
import type { MatchTotal } from '../search';
import { backgroundCosine, backgroundCosines, Backgrounds } from './background';
import { filterNeeds, resolvedConceptFilter } from './concept-filter';
import { ConceptFilter, ConceptQuery, documentFilter, needsCosines } from './concept-query';
import { rankConceptCandidates } from './concept-ranking';
import { conceptFacets, ConceptFacets } from './facets';
import { conceptQueryVector } from './query-vector';
import { keptCount, MatchCount, sawEveryMatch } from './match-count';
import { AppliedThreshold, ModelCalibration, passes, thresholdFor, ThresholdScore } from './thresholds';

export interface ConceptEngines {
  elasticsearch: Client;
  paperIndex: string;
  /** The encoder of the index's vectors (multilingual-e5-small by default), loaded only when needed; null when embedding is off. */
  embedder: () => Promise<Embedder | null>;
  /** A model's calibration (PostgreSQL); null when it was never calibrated. */
  calibration: (model: string) => Promise<ModelCalibration | null>;
  /** The query translator (REFGRAPH_QUERY_TRANSLATION): TEXT from FROM into TO, null when the pair is not translated; absent when off (query-vector.ts). */
  translate?: (text: string, from: string, to: string) => Promise<string | null>;
}

export interface ConceptHit {
  /** 1-based, over the hits the search returns (only the passing ones with passedOnly). */
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
  /** The query's mean cosine over the papers of the hit's language (background.ts); null when the model is not calibrated or there is no cosine. */
  background: number | null;
  /** cosine − background: how far the paper stands above an average paper of its language; null with background. */
  margin: number | null;
  /** The threshold this hit is held to (a margin, the query language's when fitted so, when CALIBRATED); null without one. */
  threshold: number | null;
  passed: boolean | null;
}

export interface ConceptSearchResult {
  query: ConceptQuery;
  /** The filter as applied: languages and fields as the index spells them. */
  filter: ConceptFilter;
  /** The encoder whose cosines (and calibration) the search used; null if none. */
  model: string | null;
  /** The score the threshold compared; null without a threshold. */
  thresholdScore: ThresholdScore | null;
  /** In rank order; only the passing ones when the query asked for passedOnly. */
  hits: ConceptHit[];
  /**
   * How many papers match (match-count.ts): LEXICAL, those BM25 matches (Elasticsearch's count);
   * DENSE and HYBRID, those at or above the relevance floor; with passedOnly, those that pass.
   * `hits` holds at most the depth of them.
   */
  total: MatchCount;
  /** The relevance floor (a margin) DENSE and HYBRID counted matches above; null in LEXICAL mode or without calibration. */
  floor: number | null;
  /** Over every hit found, passing or not (counting the passing ones when there is a threshold). */
  facets: ConceptFacets;
  /** Hits that passed the threshold; null without one. */
  passedCount: number | null;
}

export async function searchConcepts(engines: ConceptEngines, query: ConceptQuery): Promise<ConceptSearchResult> {
  const { elasticsearch, paperIndex } = engines;
  const filter = await filterAsIndexed(engines, query.filter);
  const papers = documentFilter(query, filter);
  const embedder = needsCosines(query) ? await requireEmbedder(engines, query) : null;

  const lexical: { hits: SearchHit[]; total: MatchTotal } | null =
    query.mode === 'DENSE' ? null : await searchPapersCounted(elasticsearch, paperIndex, { text: query.text, size: query.depth, languages: query.languages, filter: papers });
  const queryVector = embedder ? await conceptQueryVector(engines, embedder, query.text, query.languages) : null;
  const dense: SearchHit[] = query.mode === 'LEXICAL' || queryVector === null ? [] : await knnPapers(elasticsearch, paperIndex, queryVector, query.depth, papers);
  const lexicalHits = lexical?.hits ?? [];
  const facts = await paperFacts(elasticsearch, paperIndex, [...new Set([...lexicalHits, ...dense].map((h) => h.paperId))], { vectors: true });
  const ranked = rankConceptCandidates(query.mode, lexicalHits, dense, facts, queryVector);

  const calibration = embedder ? await engines.calibration(embedder.model) : null;
  if (query.threshold.kind === 'calibrated' && !calibration?.thresholds) throw notCalibrated(embedder!.model);
  const background = queryVector && calibration ? backgroundCosines(queryVector, calibration.backgrounds) : null;
  const floor = query.mode === 'LEXICAL' ? null : (calibration?.thresholds?.floor ?? null);

  const threshold: AppliedThreshold | null = thresholdFor(query.threshold, query.languages, calibration);
  const scored = ranked.map((candidate): ConceptHit => {
    const backgroundCosine = background && candidate.cosine !== null ? background(candidate.facts.language) : null;
    const margin = backgroundCosine === null ? null : candidate.cosine! - backgroundCosine;
    return {
      rank: 0,
      paperId: candidate.paperId,
      language: candidate.facts.language,
      year: candidate.facts.year,
      fieldsOfStudy: candidate.facts.fieldsOfStudy,
      score: candidate.score,
      bm25: candidate.bm25,
      cosine: candidate.cosine,
      background: backgroundCosine,
      margin,
      threshold: threshold?.value ?? null,
      passed: passes({ cosine: candidate.cosine, margin }, threshold),
    };
  });
  // The matches: every BM25 hit (LEXICAL), or the hits at or above the floor; at most depth of them.
  const matching = floor === null ? scored : scored.filter((h) => h.margin !== null && h.margin >= floor);
  const found = matching.slice(0, query.depth).map((h, i) => ({ ...h, rank: i + 1 }));
  const thresholded = query.threshold.kind !== 'none';
  const hits = query.passedOnly ? found.filter((h) => h.passed === true).map((h, i) => ({ ...h, rank: i + 1 })) : found;
  const complete =
    lexical !== null && query.mode === 'LEXICAL'
      ? lexical.total.relation === 'EXACT' && lexical.total.value <= query.depth
      : sawEveryMatch({
          retrieved: dense.length,
          depth: query.depth,
          lastCosine: dense.length === 0 ? null : Math.min(...dense.map((h) => h.score)),
          lowestBackground: queryVector && calibration ? lowestBackground(queryVector, calibration.backgrounds) : null,
          floor,
        });
  const cutByDepth = matching.length > found.length;
  const total = query.mode === 'LEXICAL' && !query.passedOnly ? lexical!.total : keptCount(hits.length, complete, cutByDepth);
  return {
    query,
    filter,
    model: embedder?.model ?? null,
    thresholdScore: query.threshold.kind === 'none' ? null : query.threshold.kind === 'fixed' ? 'COSINE' : 'MARGIN',
    hits,
    total,
    floor,
    facets: conceptFacets(found, thresholded),
    passedCount: thresholded ? found.filter((h) => h.passed).length : null,
  };
}

/** The query's lowest cosine with any background a paper can be measured against (a language's, or all papers'). */
function lowestBackground(queryVector: Float32Array, backgrounds: Backgrounds): number {
  return Math.min(...[backgrounds.all, ...backgrounds.byLanguage.values()].map((b) => backgroundCosine(queryVector, b)));
}

/** The filter's languages and fields of study as the index spells them (concept-filter.ts); only the lists it names are fetched. */
async function filterAsIndexed(engines: ConceptEngines, filter: ConceptFilter): Promise<ConceptFilter> {
  const needs = filterNeeds(filter);
  if (!needs.languages && !needs.fieldsOfStudy) return filter;
  const [languages, fieldsOfStudy] = await Promise.all([
    needs.languages ? paperLanguageCounts(engines.elasticsearch, engines.paperIndex).then((counts) => counts.map((c) => c.language)) : [],
    needs.fieldsOfStudy ? paperFieldsOfStudy(engines.elasticsearch, engines.paperIndex) : [],
  ]);
  return resolvedConceptFilter(filter, { languages, fieldsOfStudy });
}

async function requireEmbedder(engines: ConceptEngines, query: ConceptQuery): Promise<Embedder> {
  const embedder = await engines.embedder();
  if (embedder) return embedder;
  const why = query.mode === 'LEXICAL' ? 'a threshold compares cosines' : `${query.mode} search ranks by cosine`;
  throw new RefgraphError('MODEL_UNAVAILABLE', `${why}, which needs an encoder: set REFGRAPH_EMBEDDING_MODEL`);
}

function notCalibrated(model: string): RefgraphError {
  return new RefgraphError(
    'NOT_FOUND',
    `no calibrated threshold for model '${model}': run 'refgraph calibrate --labels FILE --off-topic FILE --model ${model}' (npm start does it for the demo corpus)`,
    { kind: 'calibration', model },
  );
}
