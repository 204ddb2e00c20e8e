import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { invalidArgument } from '../../errors/refgraph-error';
import { ingest, readSourceText, SourceItem } from '../../ingest';
import type { Context } from '../context';
import { forgetLibraryFacts, projectionTargets } from '../../app';
import { IngestFormatEnum, IngestModeEnum, IngestReport } from '../types/operations';
import { actorOf } from './write-resolver';
import type { MatchMethodEnum } from '../types/match-method';

async function* numbered(records: unknown[]): AsyncGenerator<SourceItem> {
  for (const [i, value] of records.entries()) yield { line: i + 1, value };
}

/** BibTeX and RIS come as {text} records: each text's entries, numbered by their line in it. */
async function* entriesOfTexts(format: IngestFormatEnum, records: Record<string, unknown>[]): AsyncGenerator<SourceItem> {
  for (const [i, record] of records.entries()) {
    if (typeof record.text !== 'string') {
      yield { line: i + 1, error: { line: i + 1, recordId: null, field: 'text', code: 'MISSING_FIELD', message: `a ${format} record is {text: "..."} holding its entries` } };
      continue;
    }
    yield* readSourceText(format, record.text);
  }
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
    const items = format === IngestFormatEnum.BIBTEX || format === IngestFormatEnum.RIS ? entriesOfTexts(format, records) : numbered(records);
    const report = await ingest(await projectionTargets(context.services), items, { name: 'graphql', format, mode, actor: actorOf(context) });
    // New citations change who is most cited and how often; new papers may bring new fields and venues.
    forgetLibraryFacts(context.services);
    return { ...report, matches: report.matches.map((match) => ({ ...match, method: match.method as MatchMethodEnum })) };
  }
}
