import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { rankEngines } from '../../src/app/services';
import { tuneBm25 } from '../../src/eval/tuning/tune-bm25';
import { tuneWeights } from '../../src/eval/tuning/tune-weights';
import { repoPath } from '../../src/common/repo-path';
import { bm25ParametersOf } from '../../src/search/bm25-parameters';
import { paperClones } from '../../src/search/paper-alias';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'eval-corpus.jsonl');

describe('tune weights on the stored gold', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('tune');
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  it('unbagged, never fits worse than it starts on the training split; bagged, fits the same twice for a seed', async () => {
    const { rank } = stores.services.config;
    const request = { queries: 'all' as const, fusion: 'WEIGHTED' as const, start: rank.weights, settings: rank, boundaries: { validationFrom: 3000, testFrom: 3000 } };
    const plain = await tuneWeights(await rankEngines(stores.services), { ...request, bagging: { bags: 0, seed: 1 } });
    expect(plain.train.queries).toBeGreaterThan(0);
    expect(plain.train.after).toBeGreaterThanOrEqual(plain.train.before);
    expect(plain.validation.queries).toBe(0);
    expect(Object.values(plain.weights).some((w) => w > 0)).toBe(true);

    // Bagged weights average fits of resamples: no training guarantee, but the start's scale and determinism.
    const bagged = await tuneWeights(await rankEngines(stores.services), { ...request, bagging: { bags: 5, seed: 1 } });
    expect(Math.max(...Object.values(bagged.weights))).toBe(Math.max(...Object.values(rank.weights)));
    expect(await tuneWeights(await rankEngines(stores.services), { ...request, bagging: { bags: 5, seed: 1 } })).toEqual(bagged);
  });

  it('refuses a split with no training queries', async () => {
    const { rank } = stores.services.config;
    await expect(
      tuneWeights(await rankEngines(stores.services), { queries: 'all', fusion: 'WEIGHTED', start: rank.weights, settings: rank, boundaries: { validationFrom: 1000, testFrom: 1000 }, bagging: { bags: 0, seed: 1 } }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});

describe('tune bm25 on the stored gold', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('tune-bm25');
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  it('measures every pair on a clone, leaves the served index as it was, and gives the same result twice', async () => {
    const request = { queries: 'all' as const, k1: [0.5, 1.2], b: [0.25, 0.75], boundaries: { validationFrom: 1000, testFrom: 3000 } };
    const engines = await rankEngines(stores.services);
    const served = await bm25ParametersOf(stores.services.elasticsearch, stores.services.paperIndex);
    const first = await tuneBm25(engines, request);
    expect(first.grid.map((p) => [p.k1, p.b])).toEqual([[0.5, 0.25], [0.5, 0.75], [1.2, 0.25], [1.2, 0.75]]);
    expect(first.best.recall).toBe(Math.max(...first.grid.map((p) => p.recall)));
    // `refgraph tune bm25` puts the best pair on the index by a swap (eval-served-index.test.ts).
    expect(await bm25ParametersOf(stores.services.elasticsearch, stores.services.paperIndex)).toEqual(served);
    expect(await paperClones(stores.services.elasticsearch, stores.services.paperIndex)).toEqual([]);
    expect(await tuneBm25(engines, request)).toEqual(first);
  });
});
