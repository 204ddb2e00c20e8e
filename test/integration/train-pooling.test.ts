/**
 * `refgraph train pooling` on the seed corpus's talks: every talk spans several windows and
 * cites papers of the library; the scorer is cross-validated against mean pooling, fitted, and
 * written as a file the embedder loads; a plan the texts cannot fill is refused with a typed
 * error (bad command lines: test/unit/cli/train-pooling-args.test.ts).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadPoolingScorer, modelSpec } from '../../src/embed';
import { rankEngines } from '../../src/app/services';
import { poolingExamples, PoolingTrainingIo, PoolingTrainingPlan, talkLongTexts, trainPooling } from '../../src/training';
import { seededStores } from '../e2e/seeded-server';
import { closeServices, TestStores } from './harness';

/** The library's talks, with the command's defaults but for what is given. */
const talksPlan = (out: string, given: { folds: number; pool: number; epochs: number }): PoolingTrainingPlan => ({
  source: { kind: 'talks' },
  out,
  folds: given.folds,
  pool: given.pool,
  k: 100,
  fit: { epochs: given.epochs, learningRate: 0.05, l2: 0.001, temperature: 0.05 },
});
const silent: PoolingTrainingIo = { out: () => {}, log: () => {}, encoding: { update: () => {}, finished: () => {} } };

describe('refgraph train pooling', () => {
  let stores: TestStores;
  let dir: string;

  beforeAll(async () => {
    // The demo corpus, its vectors from the run's first seeding (the papers' vectors are the candidates').
    stores = await seededStores('train-pooling');
    dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-pooling-'));
  });
  afterAll(() => closeServices(stores.services));

  it("turns each talk into its windows and its BM25 candidates with the papers it cites, none after the talk", async () => {
    const texts = await talkLongTexts(stores.services.prisma);
    expect(texts.length).toBeGreaterThanOrEqual(9);
    const engines = await rankEngines(stores.services);
    const data = await poolingExamples({ ...engines, encoder: engines.encoder! }, texts, { pool: 20, overlapTokens: 64 });
    expect(data.examples.length).toBe(texts.length - data.oneWindow - data.nothingCited);
    expect(data.examples.length).toBeGreaterThanOrEqual(6);
    const years = new Map((await stores.services.prisma.paper.findMany({ select: { id: true, year: true } })).map((p) => [p.id, p.year]));
    for (const example of data.examples) {
      const text = texts.find((t) => t.id === example.id)!;
      expect(example.windows.length).toBeGreaterThanOrEqual(2);
      expect(example.candidates.some((c) => c.cited)).toBe(true);
      expect(example.candidates.every((c) => years.get(c.paperId)! <= text.maxYear)).toBe(true);
      expect(new Set(example.candidates.map((c) => c.paperId)).size).toBe(example.candidates.length);
    }
  });

  it('cross-validates, fits and writes a scorer file the embedder loads', async () => {
    const out = path.join(dir, 'talk-pooling.json');
    const printed: string[] = [];
    const trained = await trainPooling(await rankEngines(stores.services), stores.services.config.embedding.overlapTokens, talksPlan(out, { folds: 3, pool: 20, epochs: 40 }), { ...silent, out: (line) => printed.push(line) });
    expect(printed[printed.length - 1]).toMatch(/^select it with REFGRAPH_TALK_POOLING=weighted REFGRAPH_POOLING_SCORER_FILE=.*talk-pooling\.json/);
    expect(trained.folds.map((f) => f.heldOut).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    expect(trained.losses[trained.losses.length - 1]!).toBeLessThan(trained.losses[0]!);
    const spec = modelSpec(stores.services.config.embedding.model!, stores.services.config.embedding.modelsDir);
    const scorer = loadPoolingScorer(out, spec);
    expect(scorer.trainedOn).toMatch(/long texts of the library's talks/);
    expect(scorer.weights.some((w) => w !== 0)).toBe(true);
    const written = JSON.parse(await readFile(out, 'utf8')) as { about: { crossValidation: { meanPooling: number; weighted: number } } };
    expect(written.about.crossValidation).toEqual({ folds: 3, meanPooling: trained.meanPooling, weighted: trained.weighted });
  });

  it('refuses a plan the texts cannot fill, with a typed error', async () => {
    const plan = talksPlan(path.join(dir, 'never.json'), { folds: 50, pool: 5, epochs: 1 });
    await expect(trainPooling(await rankEngines(stores.services), stores.services.config.embedding.overlapTokens, plan, silent)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/cannot be split into 50 folds/) });
  });
});
