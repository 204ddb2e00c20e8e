/**
 * Deleting papers and talks (`refgraph delete`, the `deleteRecords` mutation), under the
 * projection lock ingestion takes. PostgreSQL first, in one transaction with its audit row: a
 * paper's row goes with what hangs off it (its authorships, its citations both ways, talks' gold
 * references to it: foreign keys that cascade); a talk's with its gold references. Then the
 * projections (removeFromProjections). Ids are matched exactly; one not stored is reported, not
 * an error. The embedding cache is keyed by text, not by paper, and stays (another paper or a
 * re-ingestion may use it).
 */
import { Prisma, PrismaClient } from '@prisma/client';
import { engineUnavailable, removeFromProjections, withProjectionLock } from '../projections';
import type { ProjectionTargets } from '../projections';
import { RefgraphError } from '../errors/refgraph-error';
import { Actor, CLI_ACTOR, deleteAudit } from './audit';

export interface DeleteRequest {
  paperIds: readonly string[];
  talkIds: readonly string[];
}

export interface DeleteReport {
  deletedPapers: string[];
  deletedTalks: string[];
  unknownPapers: string[];
  unknownTalks: string[];
  /** Elasticsearch documents it refused to delete or rewrite (`refgraph reindex` repairs them), with its reasons. */
  refused: { id: string; reason: string }[];
}

function idsParameter(ids: readonly string[]): Prisma.Sql {
  return Prisma.sql`${JSON.stringify(ids)}::jsonb`;
}

export async function deleteRecords(targets: ProjectionTargets, request: DeleteRequest, actor: Actor = CLI_ACTOR, onWait?: () => void): Promise<DeleteReport> {
  const paperIds = [...new Set(request.paperIds)];
  const talkIds = [...new Set(request.talkIds)];
  return withProjectionLock(targets.prisma, () => deleteLocked(targets, paperIds, talkIds, actor), onWait);
}

async function deleteLocked(targets: ProjectionTargets, paperIds: string[], talkIds: string[], actor: Actor): Promise<DeleteReport> {
  const { prisma } = targets;
  let removed: { papers: string[]; talks: string[]; cited: string[] };
  try {
    removed = await deleteFromPostgres(prisma, paperIds, talkIds, actor);
  } catch (error) {
    throw error instanceof RefgraphError ? error : engineUnavailable('postgres', error);
  }
  const refused = await removeFromProjections(targets, removed);
  return {
    deletedPapers: removed.papers,
    deletedTalks: removed.talks,
    unknownPapers: notIn(paperIds, removed.papers),
    unknownTalks: notIn(talkIds, removed.talks),
    refused,
  };
}

function notIn(asked: string[], found: string[]): string[] {
  const stored = new Set(found);
  return asked.filter((id) => !stored.has(id));
}

async function deleteFromPostgres(prisma: PrismaClient, paperIds: string[], talkIds: string[], actor: Actor): Promise<{ papers: string[]; talks: string[]; cited: string[] }> {
  const papers = paperIds.length === 0 ? [] : await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Paper" WHERE id IN (SELECT jsonb_array_elements_text(${idsParameter(paperIds)})) ORDER BY id`;
  const talks = talkIds.length === 0 ? [] : await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Talk" WHERE id IN (SELECT jsonb_array_elements_text(${idsParameter(talkIds)})) ORDER BY id`;
  const deletedPapers = papers.map((p) => p.id);
  const deletedTalks = talks.map((t) => t.id);
  const gone = idsParameter(deletedPapers);
  // Read under the projection lock: no ingestion adds a citation between this and the delete.
  const cited = (
    await prisma.$queryRaw<{ citedId: string }[]>`
      SELECT DISTINCT "citedId" FROM "Citation"
      WHERE "citingId" IN (SELECT jsonb_array_elements_text(${gone})) AND "citedId" NOT IN (SELECT jsonb_array_elements_text(${gone}))`
  ).map((row) => row.citedId);
  const unknown = { papers: notIn(paperIds, deletedPapers), talks: notIn(talkIds, deletedTalks) };
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM "Paper" WHERE id IN (SELECT jsonb_array_elements_text(${gone}))`,
    prisma.$executeRaw`DELETE FROM "Talk" WHERE id IN (SELECT jsonb_array_elements_text(${idsParameter(deletedTalks)}))`,
    deleteAudit(
      prisma,
      actor,
      { papers: deletedPapers.length, talks: deletedTalks.length, unknown: unknown.papers.length + unknown.talks.length },
      { papers: deletedPapers, talks: deletedTalks, unknownPapers: unknown.papers, unknownTalks: unknown.talks },
    ),
  ]);
  return { papers: deletedPapers, talks: deletedTalks, cited };
}
