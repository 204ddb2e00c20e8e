/**
 * The audit of writes (issue #47): who ingested or deleted what, and when, one AuditEvent row per
 * ingestion or deletion. An ingestion's row is created when its run starts, so a run whose process
 * died still names who started it, and completed with its counts and ids when it ends. A
 * deletion's row is written in the transaction that deletes, so the two cannot disagree.
 * The ids kept are bounded (AUDIT_ID_LIMIT of each kind); the rest are counted.
 */
import type { Prisma, PrismaClient } from '@prisma/client';

/** Who writes: an API key (`key:<id>`), an anonymous client where writes are open to them, or the command line. */
export interface Actor {
  actor: string;
  keyId: string | null;
}

/** The command line, and any in-process caller (evaluation loaders, benches, tests). */
export const CLI_ACTOR: Actor = { actor: 'cli', keyId: null };

/** Ids kept per kind: REFGRAPH_MAX_INGEST_BATCH's default is far below, a file's ingestion may be far above. */
export const AUDIT_ID_LIMIT = 1000;

export interface AuditedIds {
  ids: Record<string, string[]>;
  idsOmitted: number;
}

/** The first AUDIT_ID_LIMIT ids of each kind, and how many were left out. Pure. */
export function auditedIds(groups: Record<string, readonly string[]>, limit = AUDIT_ID_LIMIT): AuditedIds {
  let idsOmitted = 0;
  const ids: Record<string, string[]> = {};
  for (const [kind, list] of Object.entries(groups)) {
    ids[kind] = list.slice(0, limit);
    idsOmitted += Math.max(0, list.length - limit);
  }
  return { ids, idsOmitted };
}

export async function startIngestAudit(prisma: PrismaClient, who: Actor, runId: number): Promise<number> {
  const row = await prisma.auditEvent.create({ data: { ...who, action: 'ingest', runId }, select: { id: true } });
  return row.id;
}

export async function endIngestAudit(prisma: PrismaClient, auditId: number, counts: Record<string, number>, groups: Record<string, readonly string[]>): Promise<void> {
  await prisma.auditEvent.update({ where: { id: auditId }, data: { counts, ...auditedIds(groups) } });
}

/** A deletion's row, to be written in the deleting transaction. */
export function deleteAudit(prisma: PrismaClient, who: Actor, counts: Record<string, number>, groups: Record<string, readonly string[]>): Prisma.PrismaPromise<unknown> {
  return prisma.auditEvent.create({ data: { ...who, action: 'delete', counts, ...auditedIds(groups) } });
}
