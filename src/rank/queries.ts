/**
 * Turns what a user asks about (a talk, a paper, a title and abstract, a citation context or a
 * paragraph's topic sentence) into a RankQuery: text for BM25, a vector, the time limit, the
 * exclusions and the query's authors.
 */
import type { Paper, PrismaClient, Talk } from '@prisma/client';
import type { Embedder, EncodeRole } from '../embed';
import { nameKey } from '../common/name-key';
import { stripCitationMarkers } from './citation-markers';
import type { RankFilters, RankQuery } from './types';

export interface TimeFilters extends RankFilters {
  /** Candidates from the query's own year are allowed (default: strictly earlier years only). */
  includeSameYear?: boolean;
  /** Candidates must be published in or before this year too (the earlier of the two limits holds). */
  yearTo?: number;
}

/** The latest year a candidate may be published in, for a query of this year. */
export function maxYear(queryYear: number, filters: TimeFilters): number {
  const limit = filters.includeSameYear ? queryYear : queryYear - 1;
  return filters.yearTo === undefined ? limit : Math.min(limit, filters.yearTo);
}

function without({ includeSameYear: _, yearTo: __, ...filters }: TimeFilters): RankFilters {
  return filters;
}

/** Talk2Ref: the transcript (chunked and pooled by the encoder) with title and year. */
export async function talkQuery(talk: Talk, embedder: Embedder | null, filters: TimeFilters): Promise<RankQuery> {
  const vector = embedder ? await embedder.talk(talk) : null;
  return {
    text: `${talk.title}. ${talk.transcript}`,
    vector,
    year: talk.year,
    maxYear: maxYear(talk.year, filters),
    // The talk's own write-up would match its transcript best and teach the listener nothing.
    excludeIds: talk.paperId === null ? [] : [talk.paperId],
    // Speakers are matched to authors by name; unknown speakers simply match nobody.
    authorIds: talk.speakers.map(nameKey),
    filters: without(filters),
  };
}

export interface TextQuery {
  text: string;
  year: number;
  authorIds: string[];
  excludeIds: string[];
}

/** `role` overrides the embedder's configured citation-query role (bibliography preselection asks in the query role). */
export async function textQuery(query: TextQuery, embedder: Embedder | null, filters: TimeFilters, role?: EncodeRole): Promise<RankQuery> {
  const vectorRole = role ?? embedder?.citationQueryRole;
  return {
    text: query.text,
    vector: embedder && vectorRole ? await embedder.text(query.text, vectorRole) : null,
    vectorRole,
    year: query.year,
    maxYear: maxYear(query.year, filters),
    excludeIds: query.excludeIds,
    authorIds: query.authorIds,
    filters: without(filters),
  };
}

/** Global recommendation for a stored paper: its title and abstract, itself excluded. */
export async function paperTextQuery(prisma: PrismaClient, paper: Paper): Promise<TextQuery> {
  const authors = await prisma.paperAuthor.findMany({ where: { paperId: paper.id }, orderBy: { position: 'asc' } });
  return {
    text: [paper.title, paper.abstract].filter(Boolean).join('. '),
    year: paper.year,
    authorIds: authors.map((a) => a.authorId),
    excludeIds: [paper.id],
  };
}

/** Local recommendation: the context without its markers, enhanced with the citing paper's title. */
export function contextText(context: string, citingTitle: string | null): string {
  const stripped = stripCitationMarkers(context);
  return citingTitle ? `${stripped} ${citingTitle}` : stripped;
}

/** What every seed of one recommendFromPapers request shares: the time window, exclusions and filters. */
export interface SharedSeedLimits {
  maxYear: number;
  excludeIds: string[];
  filters: RankFilters;
}

/** A seed paper's query (its title and abstract, its authors) under the request's shared limits. */
export async function seedPaperQuery(prisma: PrismaClient, paper: Paper, embedder: Embedder | null, limits: SharedSeedLimits): Promise<RankQuery> {
  const query = await textQuery(await paperTextQuery(prisma, paper), embedder, {});
  return { ...query, maxYear: limits.maxYear, excludeIds: limits.excludeIds, filters: limits.filters };
}
