/**
 * Preselection of a bibliography: from a topic or a title (and optionally an abstract and
 * keywords), a high-recall subset of the library for someone starting a bibliography.
 *
 * It is the ranking pipeline (src/rank) with its own preset (preselect-request.ts,
 * preselect-defaults.json): BM25 candidates; kNN candidates, the query encoded in the encoder's
 * query role (e5's "query: ") against the papers' passage-role vectors in the index (the
 * asymmetric, two-vector set-up the encoders were trained for); citation-graph expansion from
 * the heads of both; then the pipeline's filters, features and fusion, and the selection stops
 * where the scores fall off (preselect-cut.ts), at most maxSize. Adapter: runs the pipeline on
 * the engines it is given.
 */
import type { FusionMethod, RankPorts, Weights } from '../rank';
import { rank, StageTrace, textQuery } from '../rank';
import { PreselectCut, scoreCut } from './preselect-cut';
import { PreselectRequest, preselectRankSettings, PreselectSettings } from './preselect-request';

export const PRESELECT_SOURCES = ['bm25', 'dense', 'graph'] as const;
export type PreselectSource = (typeof PRESELECT_SOURCES)[number];

/** Papers up to this year when no `before` is given. */
const NO_YEAR_LIMIT = 9999;

export interface PreselectedPaper {
  paperId: string;
  rank: number;
  score: number;
  /** The stages that found it. */
  sources: PreselectSource[];
}

export interface Preselection {
  papers: PreselectedPaper[];
  /** Papers are published in or before this year; null when the request set no limit. */
  maxYear: number | null;
  fusion: FusionMethod;
  weights: Weights;
  stages: StageTrace[];
  /** Where and why the selection stopped. */
  cut: PreselectCut;
}

function preselectSource(tag: string): PreselectSource {
  if (!(PRESELECT_SOURCES as readonly string[]).includes(tag)) throw new Error(`preselection: unexpected candidate stage '${tag}'`);
  return tag as PreselectSource;
}

export async function preselect(engines: RankPorts, request: PreselectRequest, settings: PreselectSettings): Promise<Preselection> {
  const { fusion, weights } = settings.preset;
  const year = request.before ?? NO_YEAR_LIMIT + 1;
  // Asymmetric on purpose: a topic or title in the query role against passage vectors.
  const query = await textQuery({ text: request.text, year, authorIds: [], excludeIds: [] }, engines.encoder, {}, 'query');
  const response = await rank(engines, { query, k: request.maxSize, weights, fusion, settings: preselectRankSettings(request.maxSize, settings) });
  const cut = scoreCut(response.results.map((result) => result.score), request.maxSize, request.cut ? settings.preset.minScoreShare : 0);
  return {
    papers: response.results.slice(0, cut.size).map((result) => ({ paperId: result.paperId, rank: result.rank, score: result.score, sources: result.sources.map(preselectSource) })),
    maxYear: request.before === null ? null : query.maxYear,
    fusion,
    weights,
    stages: response.stages,
    cut,
  };
}
