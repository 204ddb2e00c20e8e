/**
 * Integration suites run in two jest workers at once (scripts/test.sh), each on its own stores,
 * so that one suite's TRUNCATE or graph wipe never reaches the suite running beside it.
 *
 * Worker 1 keeps the settings scripts/test.sh exports. Worker N ≥ 2 gets its own PostgreSQL
 * database and Elasticsearch index prefix on the shared servers, and its own Neo4j: the Community
 * edition serves one database per server. test/support/worker-engines.ts starts those servers
 * and migrates those databases before the first suite.
 */
import path from 'node:path';
import { repoPath } from '../../src/common/repo-path';

/**
 * The settings of src/config when the environment has none (src/config/settings). Repeated here
 * rather than read through settingFromEnv: this module runs in the test environment's context,
 * and src/config would load onnxruntime, Prisma and the engine drivers there too.
 */
const DEFAULTS = { database: 'refgraph', indexPrefix: 'refgraph', boltPort: 7687 };

/** The environment variables worker `worker` (1-based, JEST_WORKER_ID) overrides. */
export function workerStoreEnv(env: NodeJS.ProcessEnv, worker: number): Record<string, string> {
  if (worker <= 1) return {};
  const boltPort = Number(env.REFGRAPH_NEO4J_BOLT_PORT ?? DEFAULTS.boltPort) + worker - 1;
  return {
    REFGRAPH_PG_DATABASE: `${env.REFGRAPH_PG_DATABASE ?? DEFAULTS.database}_w${worker}`,
    REFGRAPH_ES_INDEX_PREFIX: `${env.REFGRAPH_ES_INDEX_PREFIX ?? DEFAULTS.indexPrefix}w${worker}`,
    REFGRAPH_NEO4J_BOLT_PORT: String(boltPort),
  };
}

/** Where worker `worker`'s own Neo4j keeps its data, logs and pid (beside the shared engines' folder). */
export function workerEnginesDir(env: NodeJS.ProcessEnv, worker: number): string {
  return `${path.resolve(env.REFGRAPH_ENGINES_DIR ?? repoPath('.engines'))}-w${worker}`;
}

/**
 * Points this jest worker's process at its own stores, once: the environment of every suite the
 * worker runs calls it, and the overrides are computed from the settings scripts/test.sh exported.
 */
export function pointWorkerAtItsStores(env: NodeJS.ProcessEnv = process.env): void {
  if (env.REFGRAPH_TEST_WORKER !== undefined) return;
  const worker = Number(env.JEST_WORKER_ID ?? 1);
  Object.assign(env, workerStoreEnv(env, worker), { REFGRAPH_TEST_WORKER: String(worker) });
}
