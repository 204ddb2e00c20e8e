import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { invalidArgument } from '../../errors/refgraph-error';
import { ingest } from '../../ingest';
import type { ParsedLine } from '../../common/json-lines';
import type { Context } from '../context';
import { projectionTargets } from '../../app';
import { IngestFormatEnum, IngestModeEnum, IngestReport } from '../types/operations';
import { actorOf } from './write-resolver';

async function* numbered(records: unknown[]): AsyncGenerator<ParsedLine> {
  for (const [i, value] of records.entries()) yield { line: i + 1, value };
}

@Resolver()
export class IngestResolver {
  @Authorized('writer')
  @Mutation(() => IngestReport, {
    description: 'Ingests a small batch of records (docs/ingest-format.md); idempotent. A stored paper keeps the fields a record leaves out unless mode is REPLACE. Invalid records are reported, valid ones land. Needs a writer key.',
  })
  async ingestRecords(
    @Arg('records', () => [GraphQLJSONObject]) records: Record<string, unknown>[],
    @Ctx() context: Context,
    @Arg('format', () => IngestFormatEnum, { defaultValue: IngestFormatEnum.JSONL }) format: IngestFormatEnum,
    @Arg('mode', () => IngestModeEnum, { defaultValue: IngestModeEnum.MERGE }) mode: IngestModeEnum,
  ): Promise<IngestReport> {
    const max = context.services.config.api.maxIngestBatch;
    if (records.length === 0 || records.length > max) {
      throw invalidArgument('records', `send between 1 and ${max} records; use 'refgraph ingest FILE' for more`);
    }
    const report = await ingest(await projectionTargets(context.services), numbered(records), { name: 'graphql', format, mode, actor: actorOf(context) });
    // New citations change who is most cited and how often; new papers may bring new fields and venues.
    context.services.popularity.clear();
    context.services.citationCounts.clear();
    context.services.longQueryTerms.clear();
    context.services.vocabulary.clear();
    return report;
  }
}
