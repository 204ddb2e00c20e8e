/**
 * `refgraph reindex`: rebuilds the chosen projection(s) from PostgreSQL alone, holding the
 * projection lock (no ingestion meanwhile, so none can be lost by the index swap), then verifies.
 */
import type { ProjectionTargets } from './project-records';
import type { RefusedRecord } from '../search';
import { withProjectionLock } from './projection-lock';
import { GraphRebuild, rebuildGraph } from './rebuild-graph';
import { rebuildSearchIndex, SearchRebuild } from './rebuild-search-index';
import { ProjectionTarget, verifyProjections, VerifyReport } from './verify';

export interface ReindexReport {
  search: SearchRebuild | null;
  graph: GraphRebuild | null;
  /** Records PostgreSQL holds that an engine refused, with its reason. */
  refused: { engine: 'elasticsearch' | 'neo4j'; record: RefusedRecord }[];
  verification: VerifyReport;
}

export async function reindex(
  targets: ProjectionTargets,
  target: ProjectionTarget,
  /** Papers projected so far into each engine (counting from 0 for each). */
  onPapers: (done: number, engine: 'elasticsearch' | 'neo4j') => void = () => {},
  /** Given: wait for a running ingestion or reindex to end. Absent: fail with PROJECTIONS_BUSY. */
  onWait?: () => void,
): Promise<ReindexReport> {
  return withProjectionLock(
    targets.prisma,
    async () => {
      const search = target !== 'neo4j' ? await rebuildSearchIndex(targets, (done) => onPapers(done, 'elasticsearch')) : null;
      const graph = target !== 'elasticsearch' ? await rebuildGraph(targets, (done) => onPapers(done, 'neo4j')) : null;
      return {
        search,
        graph,
        refused: [
          ...(search?.refused ?? []).map((record) => ({ engine: 'elasticsearch' as const, record })),
          ...(graph?.refused ?? []).map((record) => ({ engine: 'neo4j' as const, record })),
        ],
        verification: await verifyProjections(targets, target),
      };
    },
    onWait,
  );
}
