/**
 * The Neo4j writes of one ingestion run, overlapped with its PostgreSQL writes and its search
 * indexing. Each batch is handed over only once PostgreSQL has committed it, so the graph never
 * holds what the source of truth does not. One writer (concurrent MERGEs on shared nodes would
 * deadlock), in PostgreSQL's order: papers and talks, then citations, then citation counts. It
 * holds a few batches at most: a faster reader waits for it.
 */
import { TaskQueue } from '../common/task-queue';
import type { PaperRow } from '../db';
import { edgeKey, projectCitations, projectPaperRowsToGraph, projectPapersToGraph, projectTalks, refreshGraphCitationCounts } from '../projections';
import type { ProjectionTargets } from '../projections';
import type { RefusedRecord } from '../search';
import type { StoredTally } from './ingest-failure';
import type { RecordError } from './records';
import type { PendingEdge } from './store';

/** Batches waiting for Neo4j. */
const GRAPH_BACKLOG = 4;

/** The run's record errors, and the source line of each stored record, to report refusals against. */
export interface RunErrors {
  errors: RecordError[];
  lineOf: ReadonlyMap<string, number>;
}

export function reportRefusals(run: RunErrors, engine: 'Neo4j' | 'Elasticsearch', refused: RefusedRecord[]): void {
  const field = engine === 'Neo4j' ? '(neo4j)' : '(elasticsearch)';
  for (const { id, reason } of refused) {
    run.errors.push({ line: run.lineOf.get(id) ?? 0, recordId: id, field, code: 'ENGINE_REFUSED', message: `${engine} refused it: ${reason}` });
  }
}

export class GraphWriter {
  private readonly queue = new TaskQueue(1, GRAPH_BACKLOG);

  constructor(
    private readonly targets: ProjectionTargets,
    private readonly tally: StoredTally,
    private readonly run: RunErrors,
  ) {}

  /** A committed batch of papers (as PostgreSQL returns them) and talks. */
  async papersAndTalks(rows: PaperRow[], talkIds: string[]): Promise<void> {
    await this.queue.push(async () => {
      const papers = await projectPaperRowsToGraph(this.targets, rows);
      this.tally.neo4j.papers += papers.stored;
      reportRefusals(this.run, 'Neo4j', papers.refused);
      const talks = await projectTalks(this.targets, talkIds);
      this.tally.neo4j.talks += talks.stored;
      reportRefusals(this.run, 'Neo4j', talks.refused);
    });
  }

  /** Committed citations (refusals reported against the line that named them). */
  async citations(edges: PendingEdge[]): Promise<void> {
    await this.queue.push(async () => {
      const written = await projectCitations(this.targets, edges.map((e) => ({ citingId: e.from, citedId: e.to })));
      this.tally.neo4j.citations += written.stored;
      if (written.refused.length === 0) return;
      const byKey = new Map(edges.map((e) => [edgeKey(e.from, e.to), e]));
      for (const { id, reason } of written.refused) {
        const edge = byKey.get(id);
        this.run.errors.push({ line: edge?.line ?? 0, recordId: edge?.from ?? null, field: edge?.field ?? '(neo4j)', code: 'ENGINE_REFUSED', message: `Neo4j refused citation ${id}: ${reason}` });
      }
    });
  }

  /**
   * Cited papers' counts, once every citation is in PostgreSQL: this run's papers are in the graph
   * and only get their counts; papers of earlier runs get the full upsert.
   */
  async citationCounts(cited: string[], storedByRun: ReadonlySet<string>): Promise<void> {
    await this.queue.push(async () => {
      reportRefusals(this.run, 'Neo4j', (await projectPapersToGraph(this.targets, cited.filter((id) => !storedByRun.has(id)))).refused);
      await refreshGraphCitationCounts(this.targets, cited.filter((id) => storedByRun.has(id)));
    });
  }

  /** Every write handed over is done; throws the first failure. */
  async written(): Promise<void> {
    await this.queue.drain();
  }

  /** After a failure: drops what has not started, waits for what runs. */
  async stop(): Promise<void> {
    await this.queue.stop();
  }
}
