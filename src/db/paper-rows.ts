/**
 * Papers and talks as read from PostgreSQL for projection into Elasticsearch and Neo4j.
 * Both projections are built from these rows only, so `reindex` can always rebuild them.
 */
import type { PrismaClient } from '@prisma/client';

export interface PaperRow {
  id: string;
  title: string;
  abstract: string | null;
  year: number;
  doi: string | null;
  language: string | null;
  fieldsOfStudy: string[];
  venue: { id: string; name: string } | null;
  authors: { id: string; name: string }[];
  citationCount: number;
}

export interface TalkRow {
  id: string;
  title: string;
  year: number;
  language: string | null;
}

export interface CitationRow {
  citingId: string;
  citedId: string;
}

export async function loadPaperRows(prisma: PrismaClient, ids: string[]): Promise<PaperRow[]> {
  const papers = await prisma.paper.findMany({
    where: { id: { in: ids } },
    include: {
      venue: true,
      authors: { orderBy: { position: 'asc' }, include: { author: true } },
      _count: { select: { citedBy: true } },
    },
    orderBy: { id: 'asc' },
  });
  return papers.map((p) => ({
    id: p.id,
    title: p.title,
    abstract: p.abstract,
    year: p.year,
    doi: p.doi,
    language: p.language,
    fieldsOfStudy: p.fieldsOfStudy,
    venue: p.venue ? { id: p.venue.id, name: p.venue.name } : null,
    authors: p.authors.map((a) => ({ id: a.author.id, name: a.author.name })),
    citationCount: p._count.citedBy,
  }));
}

/** Pages through all paper ids in id order (keyset pagination, stable under inserts). */
export async function* paperIdPages(prisma: PrismaClient, pageSize: number): AsyncGenerator<string[]> {
  let after: string | undefined;
  for (;;) {
    const page = await prisma.paper.findMany({
      select: { id: true },
      orderBy: { id: 'asc' },
      take: pageSize,
      ...(after === undefined ? {} : { cursor: { id: after }, skip: 1 }),
    });
    if (page.length === 0) return;
    yield page.map((p) => p.id);
    after = page[page.length - 1]!.id;
  }
}

export async function* citationPages(prisma: PrismaClient, pageSize: number): AsyncGenerator<CitationRow[]> {
  let after: { citingId: string; citedId: string } | undefined;
  for (;;) {
    const page = await prisma.citation.findMany({
      select: { citingId: true, citedId: true },
      orderBy: [{ citingId: 'asc' }, { citedId: 'asc' }],
      take: pageSize,
      ...(after === undefined ? {} : { cursor: { citingId_citedId: after }, skip: 1 }),
    });
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!;
  }
}

export async function loadTalkRows(prisma: PrismaClient, ids?: string[]): Promise<TalkRow[]> {
  return prisma.talk.findMany({
    where: ids ? { id: { in: ids } } : {},
    select: { id: true, title: true, year: true, language: true },
    orderBy: { id: 'asc' },
  });
}
