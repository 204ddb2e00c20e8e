/**
 * The papers index a run ranks on. A run with the served BM25 parameters ranks on the served
 * index, once its projections are found complete; a run that tries other parameters (a grid)
 * ranks on a clone of it, so that the served index keeps answering with its own meanwhile
 * (projections/index-clone.ts). The clone reaches the ranking code as `paperIndex` of the
 * engines handed down: nothing shared is changed. Adapter: through projections.
 */
import { assertProjectionsComplete, PaperStores, withPaperIndexClone } from '../../projections';
import type { RankEngines } from '../../rank';

function paperStores(engines: RankEngines): PaperStores {
  return { prisma: engines.querySource, elasticsearch: engines.search.client, neo4j: engines.graph.driver };
}

/** The papers PostgreSQL holds; PROJECTIONS_INCOMPLETE when the served index or the graph hold another number. */
export async function assertServedIndexComplete(engines: RankEngines): Promise<number> {
  return (await assertProjectionsComplete(paperStores(engines), engines.search.index)).postgres;
}

/** Runs `work` on engines whose papers index is a new clone of the served one (checked complete first), dropped after. */
export async function onIndexClone<T>(engines: RankEngines, log: (message: string) => void, work: (engines: RankEngines) => Promise<T>): Promise<T> {
  return withPaperIndexClone(
    { ...paperStores(engines), paperIndex: engines.search.index },
    (clone) => {
      log(`index: ranking on ${clone}, a clone of ${engines.search.index} (dropped at the end)`);
      return work({ ...engines, search: { ...engines.search, index: clone } });
    },
    () => log(`index: waiting for a running ingestion or reindex to end before cloning ${engines.search.index}`),
  );
}
