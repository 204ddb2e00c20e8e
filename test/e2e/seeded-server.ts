/** The API on the demo corpus (seed/, ingested and calibrated the way `npm start` does), for the browser tests and the README examples. */
import { conceptEngines } from '../../src/app';
import { calibrateAndStore, CalibrationResult, DEFAULT_MIN_RELEVANT } from '../../src/concepts';
import { RunningServer, startServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';
import { ingestDemoCorpus } from '../support/demo-corpus';

export interface SeededServer {
  stores: TestStores;
  /** What `refgraph calibrate` fitted on the seed's concept labels and off-topic queries, as scripts/setup.sh runs it. */
  calibration: CalibrationResult;
  server: RunningServer;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Empty stores with the demo corpus ingested as scripts/setup.sh does (no calibration). The
 * vectors come from the first seeding of the jest run (test/support/seed-embeddings.ts). `env`
 * may change where the models are read from, not which encoder embeds: the shared vectors are the
 * configured encoder's (a seeding that needs others fails).
 */
export async function seededStores(suite: string, env: NodeJS.ProcessEnv = { ...process.env, ...OPEN_DEMO }): Promise<TestStores> {
  const stores = await openEmptyStores(suite, env);
  await ingestDemoCorpus(stores);
  return stores;
}

export async function startSeededServer(suite: string): Promise<SeededServer> {
  const stores = await seededStores(suite);
  const calibration = await calibrateAndStore(
    conceptEngines(stores.services),
    stores.services.prisma,
    {
      labelsFile: repoPath('seed', 'concept-labels.jsonl'),
      offTopicFile: repoPath('seed', 'concept-off-topic.jsonl'),
      perQueryLanguage: true,
      minRelevant: DEFAULT_MIN_RELEVANT,
      depth: stores.services.config.concepts.depth,
    },
    () => undefined,
  );
  const server = await startServer(stores.services, { port: 0 });
  return {
    stores,
    calibration,
    server,
    origin: new URL(server.url).origin,
    async stop() {
      await server.stop();
      await closeServices(stores.services);
    },
  };
}
