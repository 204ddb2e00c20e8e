/**
 * Ingestion pipeline: parsed lines → (format mapping) → validation → language detection (for
 * records without a language) → PostgreSQL upserts → projections (Neo4j, the embedding cache,
 * Elasticsearch). Papers and talks are written in batches as the file streams, each batch into
 * PostgreSQL in one transaction (vectors given with the papers into the embedding cache) and,
 * once committed, handed to the graph writer (projection-writers.ts), which works while the next
 * batches are read. Edges wait for the end so they may point to papers later in the file. The
 * search index gets each paper once, last, when its citation count is final, in sized bulk
 * requests a few at a time, while the graph writer finishes; papers without a cached vector are
 * encoded then, once the graph writer is done (encoding holds this thread).
 * Every record-level problem is reported with its line and field; valid records still land. An
 * id given twice (ignoring case) is ingested once, from its first record (first-occurrences.ts). A
 * record an engine refuses is reported with the engine's reason (run PARTIAL). An engine that
 * goes down ends the run FAILED with an ENGINE_UNAVAILABLE error saying what was stored where.
 * Runs hold the projection lock (src/projections/projection-lock.ts): one writer at a time.
 */
import { resolveAuthorVariants } from '../authors';
import { RefgraphError } from '../errors/refgraph-error';
import type { LanguageDetector } from '../language';
import { loadPaperRows } from '../db';
import { cacheSuppliedVectors, cacheTalkVectors, engineUnavailable, withProjectionLock, prepareProjections, projectPapersToIndex, ProjectionTargets, refreshSearchIndex } from '../projections';
import { FirstOccurrences } from './first-occurrences';
import { IngestFormat, readRecord } from './formats';
import { interruptedRunError, StoredTally } from './ingest-failure';
import type { SourceItem } from './files/source-items';
import { TaskQueue } from '../common/task-queue';
import type { IngestLimits } from './limits';
import { GraphWriter, reportRefusals } from './projection-writers';
import type { Numbered, PaperRecord, RecordError, TalkRecord } from './records';
import { insertEdges, PendingEdge, upsertPapers, upsertTalks } from './store';
import { checkDeclaredModel, VectorExpectation } from './vectors';
import type { IngestMode } from './merge';
import { papersToWrite, talksToWrite } from './stored-papers';
import { Actor, CLI_ACTOR, endIngestAudit, startIngestAudit } from './audit';
import { matchedToStored, RecordMatch } from './matching/match-batch';

/**
 * Formats whose papers are matched to the stored ones before they are written (matching/): a
 * user's library, whose ids are citation keys, and OpenAlex works. Refgraph's own formats name
 * their papers by stable ids and are upserted by them.
 */
export const MATCHED_FORMATS: readonly IngestFormat[] = ['bibtex', 'ris', 'csl-json', 'crossref', 'openalex'];

export interface IngestReport {
  runId: number;
  recordsRead: number;
  /** Papers, talks and edges written (a re-run writes the same records again). */
  recordsStored: number;
  /** Distinct records (lines) with at least one error. */
  recordsFailed: number;
  errors: RecordError[];
  /** Records of a matched format (MATCHED_FORMATS) that are a stored paper: written under its id. */
  matches: RecordMatch[];
  /** Papers written to the search index (stored ones and those whose citation count changed). */
  papersIndexed: number;
}

/** What ingestion writes to, and the detector that fills in missing languages. */
export interface IngestTargets extends ProjectionTargets {
  languageDetector: LanguageDetector;
  /** Text limits of ingested records (config `ingest.limits`); the documented defaults when absent. */
  limits?: IngestLimits;
}

export interface IngestSource {
  name: string;
  format: IngestFormat;
  /** How a paper meets the stored one with its id (merge.ts); MERGE when absent. */
  mode?: IngestMode;
  /** Who ingests, for the audit (audit.ts); the command line when absent. */
  actor?: Actor;
  /** The model every vector of this input was made by (`--vector-model`); records may name theirs. */
  vectorModel?: string | null;
}

/**
 * How far a run is: records read (the caller knows the file's total), then citations stored in
 * PostgreSQL, then the talks' transcripts encoded, then papers written to the search index (totals
 * known by then).
 */
export type IngestProgress = { stage: 'records'; done: number } | { stage: 'citations' | 'talk vectors' | 'search index'; done: number; total: number };

/** Errors kept on the run record; the report returned to the caller has them all. */
const STORED_ERROR_LIMIT = 1000;

class Batches {
  papers: Numbered<PaperRecord>[] = [];
  talks: Numbered<TalkRecord>[] = [];
  edges: PendingEdge[] = [];
}

export async function ingest(
  targets: IngestTargets,
  lines: AsyncIterable<SourceItem>,
  source: IngestSource,
  onProgress: (progress: IngestProgress) => void = () => {},
  /** Given: wait for a running ingestion or reindex to end. Absent: fail with PROJECTIONS_BUSY. */
  onWait?: () => void,
): Promise<IngestReport> {
  const vectors = vectorExpectation(targets, source);
  checkDeclaredModel(vectors);
  return withProjectionLock(targets.prisma, () => ingestLocked(targets, lines, source, vectors, onProgress), onWait);
}

function vectorExpectation(targets: IngestTargets, source: IngestSource): VectorExpectation {
  const { embedder } = targets;
  return { model: embedder?.model ?? null, dimension: embedder?.dimension ?? 0, declaredModel: source.vectorModel ?? null };
}

async function ingestLocked(
  targets: IngestTargets,
  lines: AsyncIterable<SourceItem>,
  source: IngestSource,
  vectors: VectorExpectation,
  onProgress: (progress: IngestProgress) => void,
): Promise<IngestReport> {
  const { prisma } = targets;
  const run = await prisma.ingestionRun.create({ data: { source: source.name, format: source.format } });
  const auditId = await startIngestAudit(prisma, source.actor ?? CLI_ACTOR, run.id);
  const errors: RecordError[] = [];
  const tally = new StoredTally();
  let recordsRead = 0;
  let recordsStored = 0;
  const batches = new Batches();
  const edgeTargets = new Set<string>();
  const storedPapers = new Set<string>();
  const storedTalks = new Set<string>();
  /** Source line of each record, so an engine's refusal is reported against it. */
  const lineOf = new Map<string, number>();
  const firstOccurrences = new FirstOccurrences();
  const matches: RecordMatch[] = [];
  /** The stored id each matched record's own id stands for, so edges naming it reach that paper. */
  const matchedIds = new Map<string, string>();
  /** The line of the record that wrote each paper id in this run (matching/match-batch.ts). */
  const takenIds = new Map<string, number>();
  const graph = new GraphWriter(targets, tally, { errors, lineOf });
  /** Vectors given with the papers, written to the embedding cache while the next batch is read. */
  const vectorCache = new TaskQueue(1, 2);
  const detect = targets.languageDetector;

  const flush = async (): Promise<void> => {
    if (batches.papers.length === 0 && batches.talks.length === 0) return;
    let batch = batches.papers;
    if (MATCHED_FORMATS.includes(source.format) && batch.length > 0) {
      const matched = await matchedToStored(prisma, source.mode ?? 'merge', batch, takenIds);
      errors.push(...matched.errors);
      matches.push(...matched.matches);
      matched.matches.forEach((m) => matchedIds.set(m.recordId, m.paperId));
      batch = matched.papers;
    }
    const papers = await papersToWrite(prisma, source.mode ?? 'merge', batch, detect);
    const talks = await talksToWrite(prisma, source.mode ?? 'merge', batches.talks, detect);
    batches.papers = [];
    batches.talks = [];
    const { stored, errors: paperErrors } = await upsertPapers(prisma, papers);
    errors.push(...paperErrors);
    tally.postgres.papers += stored.length;
    const storedNow = new Set(stored);
    const supplied = new Map<string, Float32Array>();
    for (const { line, record } of papers) {
      if (!storedNow.has(record.id)) continue;
      lineOf.set(record.id, line);
      if (record.vector !== null) supplied.set(record.id, record.vector);
      record.references.forEach((cited, i) =>
        batches.edges.push({ line, field: `references[${i}]`, from: record.id, to: cited, kind: 'citation', laterAllowed: record.allowLaterCitations }),
      );
    }
    const { stored: talkIds, errors: talkErrors } = await upsertTalks(prisma, talks);
    errors.push(...talkErrors);
    tally.postgres.talks += talkIds.length;
    const talksNow = new Set(talkIds);
    for (const { line, record } of talks) {
      if (!talksNow.has(record.id)) continue;
      lineOf.set(record.id, line);
      record.references.forEach((paperId, i) =>
        batches.edges.push({ line, field: `references[${i}]`, from: record.id, to: paperId, kind: 'talkReference' }),
      );
    }
    recordsStored += stored.length + talkIds.length;
    stored.forEach((id) => storedPapers.add(id));
    talkIds.forEach((id) => storedTalks.add(id));
    const rows = await loadPaperRows(prisma, stored);
    if (supplied.size > 0) await vectorCache.push(() => cacheSuppliedVectors(targets, rows, supplied));
    // Committed: from here on the graph may have it.
    await graph.papersAndTalks(rows, talkIds);
  };

  try {
    await prepareProjections(targets);
    for await (const parsed of lines) {
      recordsRead += 1;
      if ('error' in parsed) {
        errors.push(parsed.error);
      } else {
        const validation = readRecord(source.format, parsed.value, parsed.line, targets.limits, vectors);
        const repeated = validation.ok && validation.record.kind !== 'citation' ? firstOccurrences.claim(validation.record.kind, validation.record.id, parsed.line) : null;
        if (!validation.ok) {
          errors.push(...validation.errors);
        } else if (repeated !== null) {
          errors.push(repeated);
        } else {
          // Languages are detected once a record is merged with the stored one (papersToWrite, talksToWrite).
          const record = validation.record;
          if (record.kind === 'paper') batches.papers.push({ line: parsed.line, record });
          else if (record.kind === 'talk') batches.talks.push({ line: parsed.line, record });
          else batches.edges.push({ line: parsed.line, field: 'cited', from: record.citing, to: record.cited, kind: 'citation', laterAllowed: record.allowLaterCitations });
        }
      }
      if (batches.papers.length + batches.talks.length >= targets.batchSize) await flush();
      onProgress({ stage: 'records', done: recordsRead });
    }
    await flush();

    const edgeBatchSize = targets.batchSize * 10;
    let edgesDone = 0;
    onProgress({ stage: 'citations', done: 0, total: batches.edges.length });
    for (let i = 0; i < batches.edges.length; i += edgeBatchSize) {
      const batch = batches.edges.slice(i, i + edgeBatchSize).map((edge) => ({ ...edge, from: matchedIds.get(edge.from) ?? edge.from, to: matchedIds.get(edge.to) ?? edge.to }));
      const { stored, errors: edgeErrors } = await insertEdges(prisma, batch);
      errors.push(...edgeErrors);
      recordsStored += stored.length;
      const citations = stored.filter((e) => e.kind === 'citation');
      tally.postgres.citations += citations.length;
      tally.postgres.talkReferences += stored.length - citations.length;
      await graph.citations(citations);
      citations.forEach((e) => edgeTargets.add(e.to));
      onProgress({ stage: 'citations', done: (edgesDone += batch.length), total: batches.edges.length });
    }
    await graph.citationCounts([...edgeTargets], storedPapers);
    await vectorCache.drain();
    // Encoding holds this thread for each model run: a connection the graph writer waited for
    // meanwhile would time out, so whatever must be encoded waits for the graph writer to finish.
    const graphWritten = () => graph.written();
    // A stage of its own: long transcripts take seconds each to encode, which the citations' rate must not hide.
    const talksToEncode = targets.embedder ? storedTalks.size : 0;
    if (talksToEncode > 0) onProgress({ stage: 'talk vectors', done: 0, total: talksToEncode });
    await cacheTalkVectors(targets, [...storedTalks], graphWritten);
    if (talksToEncode > 0) onProgress({ stage: 'talk vectors', done: talksToEncode, total: talksToEncode });
    // The search index gets each paper once, now that its count is final (a paper written twice
    // leaves a deleted copy that skews BM25's statistics until merged away).
    const toIndex = [...new Set([...storedPapers, ...edgeTargets])];
    let indexedDone = 0;
    onProgress({ stage: 'search index', done: 0, total: toIndex.length });
    const onWritten = (written: number) => {
      tally.elasticsearch.papers += written;
      onProgress({ stage: 'search index', done: (indexedDone += written), total: toIndex.length });
    };
    const indexed = await projectPapersToIndex(targets, toIndex, { onWritten, beforeEncoding: graphWritten });
    reportRefusals({ errors, lineOf }, 'Elasticsearch', indexed.refused);
    await graph.written();
    await refreshSearchIndex(targets);
    // New papers bring new name variants and new evidence (co-authors, venues) for old ones.
    await resolveAuthorVariants(prisma, [...storedPapers]);
  } catch (error) {
    await Promise.all([graph.stop(), vectorCache.stop()]);
    throw await failRun(targets, { runId: run.id, auditId, storedPapers, storedTalks }, error, tally, { recordsRead, recordsStored, errors });
  }

  const recordsFailed = new Set(errors.map((e) => `${e.line}:${e.recordId}`)).size;
  const status = errors.length === 0 ? 'SUCCEEDED' : 'PARTIAL';
  try {
    await prisma.ingestionRun.update({
      where: { id: run.id },
      data: { status, recordsRead, recordsStored, recordsFailed, finishedAt: new Date(), errors: storedErrors(errors) },
    });
    await endIngestAudit(prisma, auditId, { read: recordsRead, stored: recordsStored, failed: recordsFailed, papers: storedPapers.size, talks: storedTalks.size }, { papers: [...storedPapers], talks: [...storedTalks] });
  } catch (error) {
    throw interruptedRunError(run.id, error, tally);
  }
  return { runId: run.id, recordsRead, recordsStored, recordsFailed, errors, matches, papersIndexed: tally.elasticsearch.papers };
}

/**
 * Records the run as FAILED and returns the error to throw: ENGINE_UNAVAILABLE naming the engine
 * and what each store holds from this run. When the failure is PostgreSQL's own, the FAILED
 * status cannot be written; the next ingest, reindex or verify marks the run (projection-lock.ts).
 */
async function failRun(
  targets: IngestTargets,
  { runId, auditId, storedPapers, storedTalks }: { runId: number; auditId: number; storedPapers: Set<string>; storedTalks: Set<string> },
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
    const counts = { read: progress.recordsRead, stored: progress.recordsStored, papers: storedPapers.size, talks: storedTalks.size };
    await endIngestAudit(targets.prisma, auditId, counts, { papers: [...storedPapers], talks: [...storedTalks] });
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
