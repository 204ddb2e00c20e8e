/**
 * EvaluationRun records in PostgreSQL: what one system scored over one split, with everything
 * needed to repeat it (config, seed, corpus counts). Adapter.
 */
import type { Prisma, PrismaClient } from '@prisma/client';
import type { EvaluationSummary, MeasureSummary, QueryResult, RecallPoint, Timings } from './summarise';

export type CorpusFingerprint = {
  papers: number;
  citations: number;
  talks: number;
  talkReferences: number;
};

/** A run as stored and as reports read it. */
export interface EvaluationRecord {
  id: number;
  createdAt: Date;
  batch: string;
  system: string;
  split: string;
  config: Record<string, unknown>;
  means: MeasureSummary[];
  recallCurve: RecallPoint[];
  perQuery: QueryResult[];
  timings: Timings;
  queryCounts: Record<string, number>;
  corpus: CorpusFingerprint;
  seed: number;
}

export type NewEvaluationRecord = Omit<EvaluationRecord, 'id' | 'createdAt' | 'means' | 'recallCurve' | 'perQuery' | 'timings'> & { summary: EvaluationSummary };

export async function corpusFingerprint(prisma: PrismaClient): Promise<CorpusFingerprint> {
  const [papers, citations, talks, talkReferences] = await Promise.all([prisma.paper.count(), prisma.citation.count(), prisma.talk.count(), prisma.talkReference.count()]);
  return { papers, citations, talks, talkReferences };
}

export async function storeEvaluationRun(prisma: PrismaClient, record: NewEvaluationRecord): Promise<EvaluationRecord> {
  const { summary, ...rest } = record;
  const row = await prisma.evaluationRun.create({
    data: {
      ...rest,
      config: json(rest.config),
      queryCounts: json(rest.queryCounts),
      corpus: json(rest.corpus),
      means: json(summary.measures),
      recallCurve: json(summary.recallCurve),
      perQuery: json(summary.perQuery),
      timings: json(summary.timings),
    },
  });
  return fromRow(row);
}

export function fromRow(row: Prisma.EvaluationRunGetPayload<object>): EvaluationRecord {
  return {
    ...row,
    config: row.config as Record<string, unknown>,
    means: row.means as unknown as MeasureSummary[],
    recallCurve: row.recallCurve as unknown as RecallPoint[],
    perQuery: row.perQuery as unknown as QueryResult[],
    timings: row.timings as unknown as Timings,
    queryCounts: row.queryCounts as Record<string, number>,
    corpus: row.corpus as unknown as CorpusFingerprint,
  };
}

/** Values here are plain JSON (numbers, strings, nulls, arrays, objects): say so to Prisma once. */
function json(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/** Stored runs by id, in the order asked; the ids no run has, so the caller can name them. */
export async function storedRuns(prisma: PrismaClient, ids: readonly number[]): Promise<{ runs: EvaluationRecord[]; missing: number[] }> {
  const rows = await prisma.evaluationRun.findMany({ where: { id: { in: [...ids] } } });
  const byId = new Map(rows.map((row) => [row.id, fromRow(row)]));
  return { runs: ids.flatMap((id) => byId.get(id) ?? []), missing: ids.filter((id) => !byId.has(id)) };
}

/**
 * The runs that were measured together with this one: its batch's runs of the same query set,
 * in the order they were made, so a report compares the systems one `refgraph eval` ran.
 */
export async function runsMeasuredWith(prisma: PrismaClient, run: EvaluationRecord): Promise<EvaluationRecord[]> {
  const rows = await prisma.evaluationRun.findMany({ where: { batch: run.batch }, orderBy: { id: 'asc' } });
  return rows.map(fromRow).filter((other) => other.config.querySet === run.config.querySet);
}
