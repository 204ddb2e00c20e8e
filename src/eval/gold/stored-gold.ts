/**
 * Gold sets stored in PostgreSQL: talks with their TalkReference sets, and papers with the
 * papers they cite (global citation recommendation: the query is the citing paper). Adapter.
 */
import type { PrismaClient } from '@prisma/client';
import type { GoldQuery, PaperFacts } from './gold-query';

export const QUERY_SETS = ['talks', 'papers', 'all'] as const;
export type QuerySet = (typeof QUERY_SETS)[number];

/** Ids per round trip: PostgreSQL takes at most 65,535 bind parameters per statement. */
const ID_CHUNK = 10_000;

export async function storedGold(prisma: PrismaClient, set: QuerySet): Promise<GoldQuery[]> {
  const queries: GoldQuery[] = [];
  if (set !== 'papers') {
    const talks = await prisma.talk.findMany({ select: { id: true, year: true, references: { select: { paperId: true } } }, orderBy: { id: 'asc' } });
    for (const talk of talks) {
      if (talk.references.length === 0) continue;
      queries.push({
        id: `talk:${talk.id}`,
        year: talk.year,
        source: { kind: 'talk', talkId: talk.id },
        fieldsOfStudy: [],
        excludeIds: [],
        gold: new Map(talk.references.map((r) => [r.paperId, 1])),
      });
    }
  }
  if (set !== 'talks') {
    const cited = new Map<string, string[]>();
    for (const { citingId, citedId } of await prisma.citation.findMany({ select: { citingId: true, citedId: true } })) {
      const list = cited.get(citingId);
      if (list) list.push(citedId);
      else cited.set(citingId, [citedId]);
    }
    const papers = await paperRows(prisma, [...cited.keys()]);
    for (const paper of papers.sort((a, b) => (a.id < b.id ? -1 : 1))) {
      queries.push({
        id: `paper:${paper.id}`,
        year: paper.year,
        source: { kind: 'paper', paperId: paper.id },
        fieldsOfStudy: paper.fieldsOfStudy,
        excludeIds: [paper.id],
        gold: new Map(cited.get(paper.id)!.map((id) => [id, 1])),
      });
    }
  }
  return queries;
}

/** Year and first field of study of the given papers (the unknown ones are simply absent). */
export async function paperFacts(prisma: PrismaClient, ids: Iterable<string>): Promise<Map<string, PaperFacts>> {
  const rows = await paperRows(prisma, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { year: row.year, field: row.fieldsOfStudy[0] ?? null }]));
}

async function paperRows(prisma: PrismaClient, ids: string[]): Promise<{ id: string; year: number; fieldsOfStudy: string[] }[]> {
  const rows: { id: string; year: number; fieldsOfStudy: string[] }[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(...(await prisma.paper.findMany({ where: { id: { in: ids.slice(i, i + ID_CHUNK) } }, select: { id: true, year: true, fieldsOfStudy: true } })));
  }
  return rows;
}
