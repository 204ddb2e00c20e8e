/**
 * What the collection view asks the API. Pure.
 *
 * The papers: `papersByIds`, in chunks of the API's default page size (its limit per request).
 * Recommendations: `recommendFromPapers` with the accepted papers as positives and the rejected
 * ones as negatives; the API takes at most 20 of each, so the first 20 accepted (the reader's
 * order says which matter most) and the 20 rejected last are sent, and the view says so.
 */
import type { Collection } from '../../collection/collection';

export const PAPER_FIELDS = 'id title year venue { name } authors { name }';
/** REFGRAPH_MAX_PAGE_SIZE's default: papersByIds takes at most this many ids a request. */
export const PAPERS_PER_REQUEST = 100;
/** recommendFromPapers' limits on positives and negatives. */
export const MAX_SEEDS = 20;
export const RECOMMENDED = 20;

export const COLLECTED_PAPERS = `query CollectedPapers($ids: [ID!]!) {
  papersByIds(ids: $ids) { id title year venue { name } authors { name } }
}`;

export const RECOMMEND_FROM_COLLECTION = `query RecommendFromCollection($positiveIds: [ID!]!, $negativeIds: [ID!]!, $first: Int!) {
  list: recommendFromPapers(positiveIds: $positiveIds, negativeIds: $negativeIds, first: $first) {
    maxYear
    edges { node { rank score seeds sources paper { id title year venue { name } authors { name } } } }
  }
}`;

export interface CollectedPaper {
  id: string;
  title: string;
  year: number;
  venue: { name: string } | null;
  authors: { name: string }[];
}

export interface RecommendedFromCollection {
  maxYear: number;
  edges: { node: { rank: number; score: number; seeds: string[]; sources: string[]; paper: CollectedPaper } }[];
}

/** The ids in requests of at most `size`. */
export function chunked<T>(ids: readonly T[], size = PAPERS_PER_REQUEST): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

export interface SeedChoice {
  variables: { positiveIds: string[]; negativeIds: string[]; first: number };
  /** Accepted and rejected papers left out of the request (over the API's 20 of each). */
  positivesLeftOut: number;
  negativesLeftOut: number;
}

/** The recommendation request's seeds, or null while nothing is accepted (the API needs a positive). */
export function seedChoice(collection: Collection): SeedChoice | null {
  if (collection.accepted.length === 0) return null;
  return {
    variables: { positiveIds: collection.accepted.slice(0, MAX_SEEDS), negativeIds: collection.rejected.slice(-MAX_SEEDS), first: RECOMMENDED },
    positivesLeftOut: Math.max(0, collection.accepted.length - MAX_SEEDS),
    negativesLeftOut: Math.max(0, collection.rejected.length - MAX_SEEDS),
  };
}

/** A short name for a paper in a list of seeds: first author's surname and year ("Devlin 2019"), else its title. */
export function shortName(paper: CollectedPaper | undefined, id: string): string {
  if (!paper) return id;
  const first = paper.authors[0]?.name.trim();
  if (!first) return paper.title;
  const surname = first.includes(',') ? first.split(',')[0]!.trim() : first.split(/\s+/).at(-1)!;
  return `${surname}${paper.authors.length > 1 ? ' et al.' : ''} ${paper.year}`;
}
