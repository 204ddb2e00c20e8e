/**
 * The ranking pipeline: candidates (BM25, dense kNN, most-cited prior) → graph expansion →
 * filters → features → fusion → explanation. Each stage is timed and its output size kept, so
 * a response can say where its results came from. The three candidate retrievers read nothing
 * of each other's output, so they run at once (their times overlap) and are merged in a fixed
 * order: the pool, and so the ranking, is the same as one after the other. Filters (with the
 * text scores, from Elasticsearch) and features (from Neo4j) also run at once over the expanded
 * pool: they write different fields of each candidate, and a feature of a candidate the filters
 * then drop is simply never read. A query placed in
 * another language than the library's main one is first expanded across languages (stage
 * `crosslingual`, before retrieval: its BM25 requests carry the expansion).
 */
import type { RankPorts } from './ports';
import { languageGroups, normaliseFeatures } from './features';
import { Contribution, fuse, FusionMethod } from './fusion';
import { learnedFusion } from './learned/learned-fusion';
import type { LearnedRanker } from './learned/ranker-model';
import { RefgraphError } from '../errors/refgraph-error';
import { features } from './stages/features';
import { filters } from './stages/filters';
import { expansionSeeds, graphExpansion, popularCandidates } from './stages/graph-candidates';
import { crossLingualQuery } from './stages/cross-lingual-expansion';
import { bm25Candidates, denseCandidates } from './stages/text-candidates';
import { isLongQuery, libraryLanguages, mainLanguage, paperLanguageCounts } from '../search';
import type { LanguageCount } from '../search';
import { Candidate, CandidatePool, CrossLingualReading, ExpansionContext, GraphLink, mergeCandidates, RankContext, RankQuery, RankSettings, Stage } from './types';
import type { Weights } from './weights';

/** Candidate retrievers: each fills a pool of its own from the query alone. */
export const RETRIEVERS: readonly Stage[] = [bm25Candidates, denseCandidates, popularCandidates];

/** After retrieval: graph expansion, then filters and features at once; the filters' pool goes on. */
async function expandFilterAndScore(pool: CandidatePool, expansion: ExpansionContext, stages: StageTrace[]): Promise<CandidatePool> {
  const expanded = await timedRun(graphExpansion, pool, expansion);
  stages.push({ tag: graphExpansion.tag, candidates: expanded.pool.size, milliseconds: expanded.milliseconds });
  const [filtered, featured] = await Promise.all([timedRun(filters, expanded.pool, expansion), timedRun(features, expanded.pool, expansion)]);
  stages.push({ tag: filters.tag, candidates: filtered.pool.size, milliseconds: filtered.milliseconds });
  stages.push({ tag: features.tag, candidates: filtered.pool.size, milliseconds: featured.milliseconds });
  return filtered.pool;
}

export interface RankRequest {
  query: RankQuery;
  k: number;
  weights: Weights;
  fusion: FusionMethod;
  settings: RankSettings;
}

export interface StageTrace {
  tag: string;
  /** Candidates after the stage (0 after `crosslingual`, which runs before retrieval). */
  candidates: number;
  milliseconds: number;
}

export interface RankedPaper {
  paperId: string;
  rank: number;
  score: number;
  contributions: Contribution[];
  /** Stages that brought the paper in (bm25, dense, popular, graph). */
  sources: string[];
  /** Its citations to and from the text retrieval's head (the graph feature's evidence). */
  graphLinks: GraphLink[];
}

export interface RankResponse {
  results: RankedPaper[];
  /** Candidates fused (the results are the first k of them). */
  ranked: number;
  weights: Weights;
  fusion: FusionMethod;
  stages: StageTrace[];
  /** How a query in another language than the library's main one was read; absent for the others. */
  crossLingual?: CrossLingualReading;
}

async function timedRun<C extends RankContext>(stage: Stage<C>, pool: CandidatePool, context: C): Promise<{ pool: CandidatePool; milliseconds: number }> {
  const started = performance.now();
  const result = await stage.run(pool, context);
  return { pool: result, milliseconds: performance.now() - started };
}

/** The ranker LEARNED fusion needs; a server without one refuses the request with what to set. */
export function requiredRanker(ranker: LearnedRanker | null | undefined): LearnedRanker {
  if (ranker === undefined || ranker === null) {
    throw new RefgraphError('INVALID_ARGUMENT', 'fusion LEARNED needs a learned ranker, and this server has none: `refgraph train ranker` fits one, REFGRAPH_RANKER_FILE serves it', { argument: 'fusion' });
  }
  return ranker;
}

export async function rank(engines: RankPorts, request: RankRequest): Promise<RankResponse> {
  const stages: StageTrace[] = [];
  const placement = await queryPlacement(engines, request.query);
  const expansionStarted = performance.now();
  const { query, reading } = await crossLingualQuery(engines, request.query, placement.language, mainLanguage(placement.counts));
  if (reading !== undefined) stages.push({ tag: 'crosslingual', candidates: 0, milliseconds: performance.now() - expansionStarted });
  const context: RankContext = { query, settings: request.settings, engines };
  let pool: CandidatePool = new Map();
  const retrieved = await Promise.all(RETRIEVERS.map((stage) => timedRun(stage, new Map(), context)));
  for (const [i, stage] of RETRIEVERS.entries()) {
    mergeCandidates(pool, retrieved[i]!.pool);
    stages.push({ tag: stage.tag, candidates: pool.size, milliseconds: retrieved[i]!.milliseconds });
  }
  const expansion: ExpansionContext = { ...context, seeds: expansionSeeds(pool, request.settings) };
  pool = await expandFilterAndScore(pool, expansion, stages);

  const started = performance.now();
  const candidates = [...pool.values()];
  const normalised = normaliseFeatures(candidates.map((c) => c.raw), normalisationGroups(placement, candidates));
  const inputs = candidates.map((c, i) => ({ paperId: c.paperId, features: normalised[i]! }));
  const fused = request.fusion === 'LEARNED' ? learnedFusion(inputs, requiredRanker(engines.learnedRanker), request.k) : fuse(request.fusion, inputs, request.weights);
  const results = fused.slice(0, request.k).map((result, i) => ({
    ...result,
    rank: i + 1,
    sources: [...pool.get(result.paperId)!.sources].sort(),
    graphLinks: pool.get(result.paperId)!.graphLinks ?? [],
  }));
  stages.push({ tag: 'fusion', candidates: results.length, milliseconds: performance.now() - started });
  return { results, ranked: candidates.length, weights: request.weights, fusion: request.fusion, stages, ...(reading && { crossLingual: reading }) };
}

/** The query's language as the detector places it (null: unsure), and the library's language counts when it is placed. */
interface QueryPlacement {
  language: string | null;
  counts: LanguageCount[];
}

const UNPLACED: QueryPlacement = { language: null, counts: [] };

/**
 * A short query the detector cannot place (a title of a few words) is guessed by the
 * translator's dictionaries; a guess of the library's main language leaves it unplaced, so
 * those queries rank exactly as before and only Spanish or Catalan titles in an English library
 * (say) are expanded and scaled like placed ones.
 */
async function queryPlacement(engines: RankPorts, query: RankQuery): Promise<QueryPlacement> {
  const counts = () => paperLanguageCounts(engines.search.client, engines.search.index);
  const detected = engines.languages.detect?.(query.text) ?? null;
  // Only a placed query is expanded or scaled per language: an unplaced one needs no counts.
  if (detected !== null) return { language: detected, counts: await counts() };
  if (engines.languages.guess === undefined || isLongQuery(query.text)) return UNPLACED;
  const guessed = await engines.languages.guess(query.text);
  if (guessed === null) return UNPLACED;
  const libraryCounts = await counts();
  return guessed === mainLanguage(libraryCounts) ? UNPLACED : { language: guessed, counts: libraryCounts };
}

/** The query's language against the library's main one (features.ts's languageGroups). */
function normalisationGroups(placement: QueryPlacement, candidates: readonly Candidate[]): string[] | undefined {
  const { language, counts } = placement;
  return languageGroups(language, mainLanguage(counts), libraryLanguages(counts), candidates.map((c) => c.language ?? null));
}
