/**
 * Ingestion pipeline: parsed lines → (format mapping) → validation → language detection (for
 * records without a language) → PostgreSQL upserts → projections (Elasticsearch, Neo4j). Papers and talks are written in batches as the
 * file streams; edges wait for the end so they may point to papers later in the file.
 * Every record-level problem is reported with its line and field; valid records still land. A
 * record an engine refuses is reported with the engine's reason (run PARTIAL). An engine that
 * goes down ends the run FAILED with an ENGINE_UNAVAILABLE error saying what was stored where.
 * Runs hold the projection lock (src/projections/projection-lock.ts): one writer at a time.
 */
import { resolveAuthorVariants } from '../authors';
import { RefgraphError } from '../errors/refgraph-error';
import type { LanguageDetector } from '../language';
import { engineUnavailable, edgeKey, withProjectionLock, prepareProjections, projectCitations, projectPapersToGraph, projectPapersToIndex, projectTalks, ProjectionTargets, refreshSearchIndex } from '../projections';
import type { RefusedRecord } from '../search';
import { withDetectedLanguage } from './detected-language';
import { IngestFormat, readRecord } from './formats';
import { interruptedRunError, StoredTally } from './ingest-failure';
import type { ParsedLine } from '../common/json-lines';
import type { IngestLimits } from './limits';
import type { PaperRecord, RecordError, TalkRecord } from './records';
import { insertEdges, Numbered, PendingEdge, upsertPapers, upsertTalks } from './store';

export interface IngestReport {
  runId: number;
  recordsRead: number;
  /** Papers, talks and edges written (a re-run writes the same records again). */
  recordsStored: number;
  /** Distinct records (lines) with at least one error. */
  recordsFailed: number;
  errors: RecordError[];
}

/** What ingestion writes to, and the detector that fills in missing languages. */
export interface IngestTargets extends ProjectionTargets {
  languageDetector: LanguageDetector;
  /** Text limits of ingested records (config `ingest.limits`); the documented defaults when absent. */
  limits?: IngestLimits;
}

/** Errors kept on the run record; the report returned to the caller has them all. */
const STORED_ERROR_LIMIT = 1000;

class Batches {
  papers: Numbered<PaperRecord>[] = [];
  talks: Numbered<TalkRecord>[] = [];
  edges: PendingEdge[] = [];
}

export async function ingest(
  targets: IngestTargets,
  lines: AsyncIterable<ParsedLine>,
  source: { name: string; format: IngestFormat },
  onProgress: (recordsRead: number) => void = () => {},
  /** Given: wait for a running ingestion or reindex to end. Absent: fail with PROJECTIONS_BUSY. */
  onWait?: () => void,
): Promise<IngestReport> {
  return withProjectionLock(targets.prisma, () => ingestLocked(targets, lines, source, onProgress), onWait);
}

async function ingestLocked(
  targets: IngestTargets,
  lines: AsyncIterable<ParsedLine>,
  source: { name: string; format: IngestFormat },
  onProgress: (recordsRead: number) => void,
): Promise<IngestReport> {
  const { prisma } = targets;
  const run = await prisma.ingestionRun.create({ data: { source: source.name, format: source.format } });
  const errors: RecordError[] = [];
  const tally = new StoredTally();
  let recordsRead = 0;
  let recordsStored = 0;
  const batches = new Batches();
  const edgeTargets = new Set<string>();
  const storedPapers = new Set<string>();
  /** Source line of each record, so an engine's refusal is reported against it. */
  const lineOf = new Map<string, number>();
  const refusedBy = (engine: string, field: string, refused: RefusedRecord[]): void => {
    for (const { id, reason } of refused) {
      errors.push({ line: lineOf.get(id) ?? 0, recordId: id, field, code: 'ENGINE_REFUSED', message: `${engine} refused it: ${reason}` });
    }
  };

  const flush = async (): Promise<void> => {
    const { stored, errors: paperErrors } = await upsertPapers(prisma, batches.papers);
    errors.push(...paperErrors);
    tally.postgres.papers += stored.length;
    const storedNow = new Set(stored);
    for (const { line, record } of batches.papers) {
      if (!storedNow.has(record.id)) continue;
      lineOf.set(record.id, line);
      record.references.forEach((cited, i) =>
        batches.edges.push({ line, field: `references[${i}]`, from: record.id, to: cited, kind: 'citation' }),
      );
    }
    const talkIds = batches.talks.length > 0 ? await upsertTalks(prisma, batches.talks) : [];
    tally.postgres.talks += talkIds.length;
    for (const { line, record } of batches.talks) lineOf.set(record.id, line);
    const graphPapers = await projectPapersToGraph(targets, stored);
    tally.neo4j.papers += graphPapers.stored;
    refusedBy('Neo4j', '(neo4j)', graphPapers.refused);
    stored.forEach((id) => storedPapers.add(id));
    const graphTalks = await projectTalks(targets, talkIds);
    tally.neo4j.talks += graphTalks.stored;
    refusedBy('Neo4j', '(neo4j)', graphTalks.refused);
    recordsStored += stored.length + talkIds.length;
    batches.papers = [];
    batches.talks = [];
  };

  try {
    await prepareProjections(targets);
    for await (const parsed of lines) {
      recordsRead += 1;
      if ('error' in parsed) {
        errors.push(parsed.error);
      } else {
        const validation = readRecord(source.format, parsed.value, parsed.line, targets.limits);
        if (!validation.ok) {
          errors.push(...validation.errors);
        } else {
          const record = withDetectedLanguage(validation.record, (text) => targets.languageDetector.detect(text));
          if (record.kind === 'paper') batches.papers.push({ line: parsed.line, record });
          else if (record.kind === 'talk') {
            batches.talks.push({ line: parsed.line, record });
            record.references.forEach((paperId, i) =>
              batches.edges.push({ line: parsed.line, field: `references[${i}]`, from: record.id, to: paperId, kind: 'talkReference' }),
            );
          } else batches.edges.push({ line: parsed.line, field: 'cited', from: record.citing, to: record.cited, kind: 'citation' });
        }
      }
      if (batches.papers.length + batches.talks.length >= targets.batchSize) await flush();
      onProgress(recordsRead);
    }
    await flush();

    const edgeBatchSize = targets.batchSize * 10;
    for (let i = 0; i < batches.edges.length; i += edgeBatchSize) {
      const { stored, errors: edgeErrors } = await insertEdges(prisma, batches.edges.slice(i, i + edgeBatchSize));
      errors.push(...edgeErrors);
      recordsStored += stored.length;
      const citations = stored.filter((e) => e.kind === 'citation');
      tally.postgres.citations += citations.length;
      tally.postgres.talkReferences += stored.length - citations.length;
      const graphCitations = await projectCitations(targets, citations.map((e) => ({ citingId: e.from, citedId: e.to })));
      tally.neo4j.citations += graphCitations.stored;
      for (const { id, reason } of graphCitations.refused) {
        const edge = citations.find((e) => edgeKey(e.from, e.to) === id);
        errors.push({ line: edge?.line ?? 0, recordId: edge?.from ?? null, field: edge?.field ?? '(neo4j)', code: 'ENGINE_REFUSED', message: `Neo4j refused citation ${id}: ${reason}` });
      }
      citations.forEach((e) => edgeTargets.add(e.to));
    }
    // Cited papers' citation counts changed: refresh their graph copies. The search index gets
    // each paper once, now that its count is final (a paper written twice leaves a deleted copy
    // that skews BM25's statistics until merged away).
    refusedBy('Neo4j', '(neo4j)', (await projectPapersToGraph(targets, [...edgeTargets])).refused);
    const indexed = await projectPapersToIndex(targets, [...new Set([...storedPapers, ...edgeTargets])]);
    tally.elasticsearch.papers += indexed.stored;
    refusedBy('Elasticsearch', '(elasticsearch)', indexed.refused);
    await refreshSearchIndex(targets);
    // New papers bring new name variants and new evidence (co-authors, venues) for old ones.
    await resolveAuthorVariants(prisma, [...storedPapers]);
  } catch (error) {
    throw await failRun(targets, run.id, error, tally, { recordsRead, recordsStored, errors });
  }

  const recordsFailed = new Set(errors.map((e) => `${e.line}:${e.recordId}`)).size;
  const status = errors.length === 0 ? 'SUCCEEDED' : 'PARTIAL';
  try {
    await prisma.ingestionRun.update({
      where: { id: run.id },
      data: { status, recordsRead, recordsStored, recordsFailed, finishedAt: new Date(), errors: storedErrors(errors) },
    });
  } catch (error) {
    throw interruptedRunError(run.id, error, tally);
  }
  return { runId: run.id, recordsRead, recordsStored, recordsFailed, errors };
}

/**
 * Records the run as FAILED and returns the error to throw: ENGINE_UNAVAILABLE naming the engine
 * and what each store holds from this run. When the failure is PostgreSQL's own, the FAILED
 * status cannot be written; the next ingest, reindex or verify marks the run (projection-lock.ts).
 */
async function failRun(
  targets: IngestTargets,
  runId: number,
  error: unknown,
  tally: StoredTally,
  progress: { recordsRead: number; recordsStored: number; errors: RecordError[] },
): Promise<RefgraphError> {
  // Projection calls already throw typed errors; anything else came from PostgreSQL.
  const cause = error instanceof RefgraphError ? error : engineUnavailable('postgres', error);
  const failure = tally.failure(runId, cause);
  try {
    await targets.prisma.ingestionRun.update({
      where: { id: runId },
      data: {
        status: 'FAILED',
        recordsRead: progress.recordsRead,
        recordsStored: progress.recordsStored,
        finishedAt: new Date(),
        errors: storedErrors(progress.errors, failure),
      },
    });
  } catch (updateError) {
    return interruptedRunError(runId, updateError, tally);
  }
  return failure;
}

function storedErrors(errors: RecordError[], fatal?: Error): object[] {
  const kept: object[] = errors.slice(0, STORED_ERROR_LIMIT).map((e) => ({ ...e }));
  if (fatal !== undefined) kept.push({ fatal: fatal.message });
  return kept;
}
