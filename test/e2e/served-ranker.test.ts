/**
 * The learned ranker served by default (issue #51): `refgraph train` on the demo corpus (the
 * seed's papers and talks in the test engines), promoted in the model registry, read by a server
 * at its start: rankings answer by LEARNED and say so in `modelVersion`; after `refgraph models
 * rollback` a restarted server answers by WEIGHTED again. The gate's figures on the demo are
 * printed (docs/notebook/training-library.md keeps them).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RunningServer, startServer } from '../../src/api/server';
import { refgraph } from '../support/built-cli';
import { closeServices, graphqlClient, nodes, OPEN_DEMO, TestStores } from '../integration/harness';
import { seededStores } from './seeded-server';

const SUITE = 'served-ranker';
const TALK = 'talk-word-vectors-transformers-2020';
/** Ingesting the seed (394 papers through the encoder when no earlier suite of the run shared their vectors) and training on it are set-up and a whole run: minutes on a shared machine. */
const SEED_TIMEOUT_MS = 600_000;
const RUN_TIMEOUT_MS = 900_000;
const LIST = `fusion modelVersion { ranker encoder } edges { node { paper { id } breakdown { contribution } score } }`;

describe('the promoted ranker, served by default', () => {
  let stores: TestStores;
  let dir: string;
  const env = () => ({ ...process.env, ...OPEN_DEMO, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` });

  beforeAll(async () => {
    stores = await seededStores(SUITE, env());
    dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-served-'));
  }, SEED_TIMEOUT_MS);
  afterAll(async () => closeServices(stores.services));

  /** A server as `npm start` starts one: it reads the registry at its start. */
  async function withServer<T>(use: (ask: ReturnType<typeof graphqlClient>) => Promise<T>): Promise<T> {
    const server: RunningServer = await startServer(stores.services, { port: 0 });
    try {
      return await use(graphqlClient(() => server.url));
    } finally {
      await server.stop();
    }
  }

  it('trains on the demo, is promoted, answers by LEARNED with its modelVersion; rolled back, WEIGHTED answers again', async () => {
    const train = await refgraph(['train', '--name', 'ranker-demo', '--out-dir', path.join(dir, 'rankers'), '--work-dir', path.join(dir, 'work'), '--epochs', '30', '--learning-rate', '0.01'], env(), SEED_TIMEOUT_MS);
    expect(train.status).toBe(0);
    expect(train.stderr).toMatch(/^slices: training \d{4}–\d{4} \(\d+ citing papers, up to 2000 kept\), held back \d{4}–\d{4}/m);
    expect(train.stderr).toMatch(/^gate: AP@100 0\.\d{4} vs 0\.\d{4} \(weighted\) on \d+ held-back queries/m);
    const outcome = JSON.parse(train.stdout);
    // The gate's figures on the demo, for the notebook.
    console.log(`refgraph train on the demo: ${JSON.stringify(outcome)}`);
    expect(outcome).toMatchObject({ model: 'ranker-demo', validation: { measure: 'AP@100', serving: { model: 'weighted' } } });
    if (outcome.status !== 'promoted') {
      expect(outcome.gate.passes).toBe(false);
      expect(await refgraph(['models', 'promote', 'ranker-demo'], env())).toMatchObject({ status: 1, stderr: expect.stringMatching(/PROMOTION_REFUSED/) });
      expect(await refgraph(['models', 'promote', 'ranker-demo', '--force'], env())).toMatchObject({ status: 0 });
    }

    const encoder = stores.services.config.embedding.model;
    await withServer(async (ask) => {
      expect((await ask('{ fusionMethods }')).data).toEqual({ fusionMethods: ['WEIGHTED', 'RRF', 'LEARNED'] });
      const learned = await ask(`{ recommendations(talkId: "${TALK}", first: 10) { ${LIST} } }`);
      expect(learned.errors).toBeUndefined();
      expect(learned.data!.recommendations).toMatchObject({ fusion: 'LEARNED', modelVersion: { ranker: 'learned:ranker-demo', encoder } });
      for (const node of nodes<{ score: number; breakdown: { contribution: number }[] }>(learned.data!.recommendations)) {
        expect(node.breakdown.reduce((sum, part) => sum + part.contribution, 0)).toBeCloseTo(node.score, 9);
      }
      // WEIGHTED stays selectable, and says so.
      const weighted = await ask(`{ recommendations(talkId: "${TALK}", first: 10, fusion: WEIGHTED) { ${LIST} } }`);
      expect(weighted.data!.recommendations).toMatchObject({ fusion: 'WEIGHTED', modelVersion: { ranker: 'weighted', encoder } });
      const seeds = await ask('{ recommendFromPapers(positiveIds: ["pennington2014glove"], first: 3) { fusion modelVersion { ranker encoder } } }');
      expect(seeds.data!.recommendFromPapers).toEqual({ fusion: 'WEIGHTED', modelVersion: { ranker: 'weighted', encoder } });
    });

    expect(await refgraph(['models', 'rollback', 'ranker'], env())).toMatchObject({ status: 0, stdout: expect.stringMatching(/no ranker is promoted: the weighted fusion serves/) });
    await withServer(async (ask) => {
      expect((await ask('{ fusionMethods }')).data).toEqual({ fusionMethods: ['WEIGHTED', 'RRF'] });
      const list = await ask(`{ recommendations(talkId: "${TALK}", first: 10) { ${LIST} } }`);
      expect(list.data!.recommendations).toMatchObject({ fusion: 'WEIGHTED', modelVersion: { ranker: 'weighted', encoder } });
    });
  }, RUN_TIMEOUT_MS);
});
