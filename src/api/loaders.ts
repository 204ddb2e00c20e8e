/**
 * DataLoaders, created per request in the context factory, so one GraphQL query makes one
 * PostgreSQL or Neo4j round trip per field kind instead of one per paper.
 */
import DataLoader from 'dataloader';
import type { Author as AuthorRow, Paper as PaperRow, Talk as TalkRow, Venue as VenueRow } from '@prisma/client';
import { citationCounts } from '../db';
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

export interface Loaders {
  paper: DataLoader<string, PaperRow | null>;
  venue: DataLoader<string, VenueRow | null>;
  author: DataLoader<string, AuthorRow | null>;
  talk: DataLoader<string, TalkRow | null>;
  authorsOfPaper: DataLoader<string, AuthorRow[]>;
  references: DataLoader<CitationKey, string[], string>;
  citedBy: DataLoader<CitationKey, string[], string>;
  citationCount: DataLoader<CitationCountKey, number, string>;
}

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

function citationLoader(services: Services, direction: CitationListKind): DataLoader<CitationKey, string[], string> {
  return new DataLoader<CitationKey, string[], string>(
    async (keys) => {
      // One Neo4j query per distinct limit (in practice: one).
      const results = new Map<string, string[]>();
      for (const limit of new Set(keys.map((k) => k.limit))) {
        const ids = keys.filter((k) => k.limit === limit).map((k) => k.paperId);
        const lists = await citationLists(graphReader(services), direction, ids, limit);
        ids.forEach((id, i) => results.set(`${limit}:${id}`, lists[i]!));
      }
      return keys.map((k) => results.get(`${k.limit}:${k.paperId}`)!);
    },
    { cacheKeyFn: (key) => `${key.limit}:${key.paperId}` },
  );
}

export function createLoaders(services: Services): Loaders {
  const { prisma } = services;
  return {
    paper: new DataLoader(async (ids) => byId(ids, await prisma.paper.findMany({ where: { id: { in: [...ids] } } }))),
    venue: new DataLoader(async (ids) => byId(ids, await prisma.venue.findMany({ where: { id: { in: [...ids] } } }))),
    author: new DataLoader(async (ids) => byId(ids, await prisma.author.findMany({ where: { id: { in: [...ids] } } }))),
    talk: new DataLoader(async (ids) => byId(ids, await prisma.talk.findMany({ where: { id: { in: [...ids] } } }))),
    authorsOfPaper: new DataLoader(async (paperIds) => {
      const rows = await prisma.paperAuthor.findMany({
        where: { paperId: { in: [...paperIds] } },
        include: { author: true },
        orderBy: [{ paperId: 'asc' }, { position: 'asc' }],
      });
      const byPaper = new Map<string, AuthorRow[]>(paperIds.map((id) => [id, []]));
      for (const row of rows) byPaper.get(row.paperId)?.push(row.author);
      return paperIds.map((id) => byPaper.get(id)!);
    }),
    references: citationLoader(services, 'references'),
    citedBy: citationLoader(services, 'citedBy'),
    citationCount: new DataLoader<CitationCountKey, number, string>(
      async (keys) => {
        // One PostgreSQL query per distinct year asked (in practice: one).
        const counts = new Map<string, number>();
        for (const asOfYear of new Set(keys.map((k) => k.asOfYear))) {
          const ids = keys.filter((k) => k.asOfYear === asOfYear).map((k) => k.paperId);
          for (const [id, count] of await citationCounts(prisma, ids, asOfYear)) counts.set(`${asOfYear}:${id}`, count);
        }
        return keys.map((k) => counts.get(`${k.asOfYear}:${k.paperId}`) ?? 0);
      },
      { cacheKeyFn: (key) => `${key.asOfYear}:${key.paperId}` },
    ),
  };
}
