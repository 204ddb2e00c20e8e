/**
 * What a recommendation's query already cites: the stored references of the query paper
 * (recommendCitations' `paperId`, or the `citingPaperId` a context comes from) or of the talk.
 * Read once per request, in one query, so marking every result `alreadyCited` (and removing
 * them with `excludeCited`, after scoring) costs one round trip however many results there are.
 */
import type { PrismaClient } from '@prisma/client';

/** The query whose references count: a stored paper, a talk, or nothing stored (a new title, a bare context). */
export type CitingSubject = { paperId: string } | { talkId: string } | null;

export async function storedReferences(prisma: PrismaClient, subject: CitingSubject): Promise<ReadonlySet<string>> {
  if (subject === null) return new Set();
  const rows =
    'paperId' in subject
      ? (await prisma.citation.findMany({ where: { citingId: subject.paperId }, select: { citedId: true } })).map((row) => row.citedId)
      : (await prisma.talkReference.findMany({ where: { talkId: subject.talkId }, select: { paperId: true } })).map((row) => row.paperId);
  return new Set(rows);
}
