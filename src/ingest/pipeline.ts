/**
 * Ingestion pipeline: parsed lines → (format mapping) → validation → language detection (for
 * records without a language) → PostgreSQL upserts → projections (Elasticsearch, Neo4j). Papers and talks are written in batches as the
 * file streams; edges wait for the end so they may point to papers later in the file.
 * Every record-level problem is reported with its line and field; valid records still land.
 */
import type { LanguageDetector } from '../language';
import { withDetectedLanguage } from './detected-language';
import type { ParsedLine } from './read-lines';
import type { PaperRecord, RecordError, TalkRecord } from './records';
import { insertEdges, Numbered, PendingEdge, upsertPapers, upsertTalks } from './store';
import { IngestFormat, readRecord } from './formats';
import { prepareProjections, projectCitations, projectPapersToGraph, projectPapersToIndex, projectTalks, ProjectionTargets, refreshSearchIndex } from './projection';

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
): Promise<IngestReport> {
  const { prisma } = targets;
  const run = await prisma.ingestionRun.create({ data: { source: source.name, format: source.format } });
  const errors: RecordError[] = [];
  let recordsRead = 0;
  let recordsStored = 0;
  const batches = new Batches();
  const edgeTargets = new Set<string>();
  const storedPapers = new Set<string>();

  const flush = async (): Promise<void> => {
    const { stored, errors: paperErrors } = await upsertPapers(prisma, batches.papers);
    errors.push(...paperErrors);
    const storedNow = new Set(stored);
    for (const { line, record } of batches.papers) {
      if (!storedNow.has(record.id)) continue;
      record.references.forEach((cited, i) =>
        batches.edges.push({ line, field: `references[${i}]`, from: record.id, to: cited, kind: 'citation' }),
      );
    }
    const talkIds = batches.talks.length > 0 ? await upsertTalks(prisma, batches.talks) : [];
    await projectPapersToGraph(targets, stored);
    stored.forEach((id) => storedPapers.add(id));
    await projectTalks(targets, talkIds);
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
        const validation = readRecord(source.format, parsed.value, parsed.line);
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
      await projectCitations(targets, citations.map((e) => ({ citingId: e.from, citedId: e.to })));
      citations.forEach((e) => edgeTargets.add(e.to));
    }
    // Cited papers' citation counts changed: refresh their graph copies. The search index gets
    // each paper once, now that its count is final (a paper written twice leaves a deleted copy
    // that skews BM25's statistics until merged away).
    await projectPapersToGraph(targets, [...edgeTargets]);
    await projectPapersToIndex(targets, [...new Set([...storedPapers, ...edgeTargets])]);
    await refreshSearchIndex(targets);
  } catch (error) {
    await prisma.ingestionRun.update({
      where: { id: run.id },
      data: { status: 'FAILED', recordsRead, recordsStored, finishedAt: new Date(), errors: storedErrors(errors, error) },
    });
    throw error;
  }

  const recordsFailed = new Set(errors.map((e) => e.line)).size;
  await prisma.ingestionRun.update({
    where: { id: run.id },
    data: {
      status: errors.length === 0 ? 'SUCCEEDED' : 'PARTIAL',
      recordsRead,
      recordsStored,
      recordsFailed,
      finishedAt: new Date(),
      errors: storedErrors(errors),
    },
  });
  return { runId: run.id, recordsRead, recordsStored, recordsFailed, errors };
}

function storedErrors(errors: RecordError[], fatal?: unknown): object[] {
  const kept: object[] = errors.slice(0, STORED_ERROR_LIMIT).map((e) => ({ ...e }));
  if (fatal !== undefined) kept.push({ fatal: (fatal as Error).message });
  return kept;
}
