/**
 * Deleting papers and talks (writer keys), and the audit of writes (admin keys). Ingestion's
 * own mutation is ingest-resolver.ts; both record who wrote through the request's principal.
 */
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AuditEvent as AuditEventRow } from '@prisma/client';
import { invalidArgument } from '../../errors/refgraph-error';
import { Actor, deleteRecords } from '../../ingest';
import { forgetLibraryFacts, projectionTargets } from '../../app';
import { checkedPageSize } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { decodeAuditCursor, encodeAuditCursor } from '../cursor';
import { principalName } from '../security/principal';
import { AuditEvent, AuditEventConnection, DeleteReport } from '../types/writes';

/** Who a request writes as, for the audit. */
export function actorOf(context: Context): Actor {
  const { principal } = context;
  return { actor: principalName(principal), keyId: principal.kind === 'key' ? principal.keyId : null };
}

function auditEvent(row: AuditEventRow): AuditEvent {
  return { ...row, id: String(row.id), counts: row.counts as Record<string, unknown>, ids: row.ids as Record<string, unknown> };
}

@Resolver()
export class WriteResolver {
  @Authorized('writer')
  @Mutation(() => DeleteReport, {
    description:
      'Deletes papers (with their authorships and citations both ways) and talks from PostgreSQL, Elasticsearch and Neo4j; ids not stored are reported. At most REFGRAPH_MAX_INGEST_BATCH ids in all. Needs a writer key.',
  })
  async deleteRecords(
    @Ctx() context: Context,
    @Arg('paperIds', () => [ID], { defaultValue: [] }) paperIds: string[],
    @Arg('talkIds', () => [ID], { defaultValue: [] }) talkIds: string[],
  ): Promise<DeleteReport> {
    const max = context.services.config.api.maxIngestBatch;
    const total = paperIds.length + talkIds.length;
    if (total === 0 || total > max) throw invalidArgument('paperIds', `name between 1 and ${max} ids in all (paperIds and talkIds); use 'refgraph delete' for more`);
    const report = await deleteRecords(await projectionTargets(context.services), { paperIds, talkIds }, actorOf(context));
    // Fewer citations and papers: who is most cited, and the library's fields and venues, change.
    forgetLibraryFacts(context.services);
    return { deletedPaperIds: report.deletedPapers, deletedTalkIds: report.deletedTalks, unknownPaperIds: report.unknownPapers, unknownTalkIds: report.unknownTalks, refused: report.refused };
  }

  // Admin: the audit names API keys and every id written.
  @Authorized('admin')
  @Query(() => AuditEventConnection, { description: 'Ingestions and deletions, newest first: who, what and when. Needs an admin key.' })
  async auditEvents(
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<AuditEventConnection> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const afterId = after ? decodeAuditCursor(after) : undefined;
    const { prisma } = context.services;
    const [rows, totalCount] = await Promise.all([
      prisma.auditEvent.findMany({ where: afterId === undefined ? {} : { id: { lt: afterId } }, orderBy: { id: 'desc' }, take: size + 1 }),
      prisma.auditEvent.count(),
    ]);
    return { ...connectionPage(rows, size, afterId !== undefined, (row) => encodeAuditCursor(row.id), auditEvent), totalCount };
  }
}
