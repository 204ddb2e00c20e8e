/** What the stages of one query's ranking read: the facts the cascade gathers, and the ports and settings. */
import type { LanguageCount } from '../../search';
import type { Stage } from '../cascade/runner';
import type { RankerFeature } from '../features';
import type { Contribution, FusionMethod } from '../fusion';
import type { RankPorts } from '../ports';
import type { CrossLingualReading, GraphLink, RankQuery, RankSettings } from '../types';
import type { Weights } from '../weights';

/** The query's language as the detector places it (null: unsure), and the library's language counts when it is placed. */
export interface QueryPlacement {
  language: string | null;
  counts: LanguageCount[];
}

export const UNPLACED: QueryPlacement = { language: null, counts: [] };

export interface RankedPaper {
  paperId: string;
  rank: number;
  score: number;
  contributions: Contribution[];
  /** Every feature's normalised value, the ranker-only ones included (0 when not gathered). */
  features: Record<RankerFeature, number>;
  /** Stages that brought the paper in (bm25, dense, popular, graph). */
  sources: string[];
  /** Its citations to and from the text retrieval's head (the graph feature's evidence). */
  graphLinks: GraphLink[];
}

export interface RankFacts {
  /** The query as retrieval reads it (the crosslingual stage adds its expansion). */
  query: RankQuery;
  placement: QueryPlacement;
  /** How a query in another language than the library's main one was read; absent for the others. */
  reading?: CrossLingualReading;
  /** The head of the text retrieval (set by graph expansion): what expansion grows from and the graph feature is measured against. */
  seeds: readonly string[];
  /** The fused head, best first, and how many candidates were fused (set by fusion). */
  ranking?: { results: RankedPaper[]; ranked: number };
}

export interface RankStageContext {
  engines: RankPorts;
  settings: RankSettings;
  /**
   * How the candidates are fused, how many of them are kept, which are removed after fusion
   * (removed-after-scoring.ts), and whether the features only a learned ranker reads are gathered
   * (features.ts's RANKER_FEATURES).
   */
  fusion: { method: FusionMethod; weights: Weights; k: number; removed: ReadonlySet<string>; rankerFeatures: boolean };
}

export type RankStage = Stage<RankFacts, RankStageContext>;

/** Before any stage ran: the query as it came. */
export function rankFacts(query: RankQuery): RankFacts {
  return { query, placement: UNPLACED, seeds: [] };
}
