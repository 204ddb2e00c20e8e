/**
 * What the recommendations view asks the API, derived from its URL parameters. Pure: the URL
 * is the whole state, so a shared link reproduces the same request.
 */

export const FEATURES = ['bm25', 'dense', 'citations', 'recentCitations', 'author', 'graph'] as const;
export type Feature = (typeof FEATURES)[number];

export const WEIGHT_PARAM_PREFIX = 'w.';
export const FUSIONS = ['WEIGHTED', 'RRF', 'LEARNED'] as const;
export type Fusion = (typeof FUSIONS)[number];
export const FUSION_NAMES: Record<Fusion, string> = { WEIGHTED: 'weighted sum', RRF: 'reciprocal rank (RRF)', LEARNED: 'learned ranker' };

/** The fusions this server ranks by (LEARNED only when it serves a learned ranker). */
export const SERVED_FUSIONS = '{ fusionMethods }';
export type TextKind = 'context' | 'title';

const LIST_FIELDS = `fusion maxYear weights { feature weight } stages { stage candidates } crossLingual { queryLanguage searchedIn translation }
  edges { node { rank score sources paper { id title year venue { name } authors { name } } breakdown { feature value weight contribution } graphLinks { citesSeed citedBySeed seed { id title year } } } }`;

export const TALK_RECOMMENDATIONS = `query TalkRecommendations($talkId: ID!, $first: Int!, $weights: RankWeightsInput, $fusion: FusionMethod) {
  list: recommendations(talkId: $talkId, first: $first, weights: $weights, fusion: $fusion) { ${LIST_FIELDS} }
}`;

export const CITATION_RECOMMENDATIONS = `query CitationRecommendations($input: CitationQueryInput!, $first: Int!, $weights: RankWeightsInput, $fusion: FusionMethod) {
  list: recommendCitations(input: $input, first: $first, weights: $weights, fusion: $fusion) { ${LIST_FIELDS} }
}`;

export interface RecommendationList {
  fusion: Fusion;
  maxYear: number;
  weights: { feature: string; weight: number }[];
  stages: { stage: string; candidates: number }[];
  /** How a query in another language than the library's main one was read; null for the others. */
  crossLingual: { queryLanguage: string; searchedIn: string; translation: string | null } | null;
  edges: { node: Recommendation }[];
}

export interface Recommendation {
    rank: number;
    score: number;
    sources: string[];
    paper: { id: string; title: string; year: number; venue: { name: string } | null; authors: { name: string }[] };
    breakdown: { feature: string; value: number; weight: number; contribution: number }[];
    graphLinks: { citesSeed: boolean; citedBySeed: boolean; seed: { id: string; title: string; year: number } }[];
}

/** The page's results, best first. */
export function resultsOf(list: RecommendationList): Recommendation[] {
  return list.edges.map((edge) => edge.node);
}

export const DEFAULT_K = 20;

/** Weights the user set in the URL; the others keep the server's defaults. */
export function weightOverrides(search: URLSearchParams): Partial<Record<Feature, number>> {
  const weights: Partial<Record<Feature, number>> = {};
  for (const feature of FEATURES) {
    const raw = search.get(WEIGHT_PARAM_PREFIX + feature);
    if (raw !== null && raw !== '' && Number.isFinite(Number(raw))) weights[feature] = Number(raw);
  }
  return weights;
}

function fusionOf(search: URLSearchParams): Fusion | undefined {
  const fusion = search.get('fusion');
  return FUSIONS.find((f) => f === fusion);
}

function kOf(search: URLSearchParams): number {
  const k = Number(search.get('k') ?? DEFAULT_K);
  return Number.isInteger(k) && k > 0 ? k : DEFAULT_K;
}

/** The operation and its variables, or null while the URL names no query yet. */
export function recommendRequest(search: URLSearchParams): { query: string; variables: Record<string, unknown> } | null {
  const common = { first: kOf(search), weights: weightOverrides(search), fusion: fusionOf(search) ?? null };
  const source = search.get('source') ?? 'talk';
  if (source === 'talk') {
    const talkId = search.get('talk');
    return talkId ? { query: TALK_RECOMMENDATIONS, variables: { ...common, talkId } } : null;
  }
  if (source === 'paper') {
    const paperId = search.get('paper');
    return paperId ? { query: CITATION_RECOMMENDATIONS, variables: { ...common, input: { paperId } } } : null;
  }
  const text = search.get('text');
  if (!text) return null;
  const year = search.get('year');
  const yearValue = year && /^\d{1,4}$/.test(year) ? Number(year) : undefined;
  const input = search.get('kind') === 'title' ? { title: text, year: yearValue } : { context: text, year: yearValue };
  return { query: CITATION_RECOMMENDATIONS, variables: { ...common, input } };
}
