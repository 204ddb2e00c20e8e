/**
 * DataLoaders, created per request in the context factory, so one GraphQL query makes one
 * PostgreSQL or Neo4j round trip per field kind instead of one per paper.
 */
import DataLoader from 'dataloader';
import type { Paper as PaperRow, Talk as TalkRow, Venue as VenueRow } from '@prisma/client';
import { papersOfPeople, peopleOf, PersonRow, PersonStats, statsOf, variantsOf, VariantRow } from '../authors';
import { citationCounts, referenceCounts, venuePaperCounts } from '../db';
import { citationLists, CitationListKind } from '../graph';
import { graphReader, Services } from '../app';

export interface CitationKey {
  paperId: string;
  limit: number;
}

/** A paper's citation count as of a year (null: all citations). */
export interface CitationCountKey {
  paperId: string;
  asOfYear: number | null;
}

/** A person's papers (under any of its name variants), newest first, at most `first`. */
export interface AuthorPapersKey {
  authorId: string;
  first: number;
}

export interface Loaders {
  paper: DataLoader<string, PaperRow | null>;
  venue: DataLoader<string, VenueRow | null>;
  /** The person an author id belongs to (a merged-away variant's id answers with its person). */
  author: DataLoader<string, PersonRow | null>;
  authorVariants: DataLoader<string, VariantRow[]>;
  authorStats: DataLoader<string, PersonStats>;
  talk: DataLoader<string, TalkRow | null>;
  authorsOfPaper: DataLoader<string, PersonRow[]>;
  references: DataLoader<CitationKey, string[], string>;
  citedBy: DataLoader<CitationKey, string[], string>;
  citationCount: DataLoader<CitationCountKey, number, string>;
  /** A talk's gold references, oldest first. */
  talkReferences: DataLoader<string, PaperRow[]>;
  authorPapers: DataLoader<AuthorPapersKey, PaperRow[], string>;
  venuePaperCount: DataLoader<string, number>;
  referenceCount: DataLoader<string, number>;
}

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * A loader of per-record values that also depend on a parameter of the field (a list limit, a
 * year): one query per distinct parameter in a batch (in practice, one).
 */
function parameterisedLoader<K, P, V>(
  idOf: (key: K) => string,
  parameterOf: (key: K) => P,
  load: (ids: string[], parameter: P) => Promise<V[]>,
): DataLoader<K, V, string> {
  const cacheKey = (key: K) => `${String(parameterOf(key))}:${idOf(key)}`;
  return new DataLoader<K, V, string>(
    async (keys) => {
      const results = new Map<string, V>();
      for (const parameter of new Set(keys.map(parameterOf))) {
        const group = keys.filter((key) => parameterOf(key) === parameter);
        const values = await load(group.map(idOf), parameter);
        group.forEach((key, i) => results.set(cacheKey(key), values[i]!));
      }
      return keys.map((key) => results.get(cacheKey(key))!);
    },
    { cacheKeyFn: cacheKey },
  );
}

function citationLoader(services: Services, direction: CitationListKind): DataLoader<CitationKey, string[], string> {
  return parameterisedLoader((key: CitationKey) => key.paperId, (key) => key.limit, (ids, limit) => citationLists(graphReader(services), direction, ids, limit));
}

export function createLoaders(services: Services): Loaders {
  const { prisma } = services;
  return {
    paper: new DataLoader(async (ids) => byId(ids, await prisma.paper.findMany({ where: { id: { in: [...ids] } } }))),
    venue: new DataLoader(async (ids) => byId(ids, await prisma.venue.findMany({ where: { id: { in: [...ids] } } }))),
    author: new DataLoader(async (ids) => {
      const people = await peopleOf(prisma, ids);
      return ids.map((id) => people.get(id) ?? null);
    }),
    authorVariants: new DataLoader(async (ids) => {
      const variants = await variantsOf(prisma, ids);
      return ids.map((id) => variants.get(id)!);
    }),
    authorStats: new DataLoader(async (ids) => {
      const stats = await statsOf(prisma, ids);
      return ids.map((id) => stats.get(id)!);
    }),
    talk: new DataLoader(async (ids) => byId(ids, await prisma.talk.findMany({ where: { id: { in: [...ids] } } }))),
    authorsOfPaper: new DataLoader(async (paperIds) => {
      const rows = await prisma.paperAuthor.findMany({
        where: { paperId: { in: [...paperIds] } },
        include: { author: { include: { canonical: true } } },
        orderBy: [{ paperId: 'asc' }, { position: 'asc' }],
      });
      // Each byline names the person, so a merged variant's papers link to one author.
      const byPaper = new Map<string, PersonRow[]>(paperIds.map((id) => [id, []]));
      for (const row of rows) byPaper.get(row.paperId)?.push(row.author.canonical ?? row.author);
      return paperIds.map((id) => byPaper.get(id)!);
    }),
    references: citationLoader(services, 'references'),
    citedBy: citationLoader(services, 'citedBy'),
    citationCount: parameterisedLoader(
      (key: CitationCountKey) => key.paperId,
      (key) => key.asOfYear,
      async (ids, asOfYear) => {
        const counts = await citationCounts(prisma, ids, asOfYear);
        return ids.map((id) => counts.get(id)!);
      },
    ),
    talkReferences: new DataLoader(async (talkIds) => {
      const rows = await prisma.talkReference.findMany({
        where: { talkId: { in: [...talkIds] } },
        include: { paper: true },
        orderBy: [{ paper: { year: 'asc' } }, { paperId: 'asc' }],
      });
      const byTalk = new Map<string, PaperRow[]>(talkIds.map((id) => [id, []]));
      for (const row of rows) byTalk.get(row.talkId)?.push(row.paper);
      return talkIds.map((id) => byTalk.get(id)!);
    }),
    authorPapers: parameterisedLoader(
      (key: AuthorPapersKey) => key.authorId,
      (key) => key.first,
      async (ids, first) => {
        const papers = await papersOfPeople(prisma, ids, first);
        return ids.map((id) => papers.get(id)!);
      },
    ),
    venuePaperCount: new DataLoader(async (venueIds) => {
      const counts = await venuePaperCounts(prisma, venueIds);
      return venueIds.map((id) => counts.get(id)!);
    }),
    referenceCount: new DataLoader(async (paperIds) => {
      const counts = await referenceCounts(prisma, paperIds);
      return paperIds.map((id) => counts.get(id)!);
    }),
  };
}
