/**
 * A real, tiny `refgraph train encoder` run (PyTorch, a few minutes on 2 cores): opt-in with
 * REFGRAPH_TEST_TRAINING=1, because it needs the training venv (scripts/training/setup-venv.sh,
 * ~5 GB; scripts/test.sh builds it when the flag is set, and CI sets it). Trains on the seed
 * corpus's citations up to 2012 into a models folder of its own (links to the built base
 * model), then selects the trained model by name as the server would.
 */
import { mkdtemp, readFile, rm, symlink, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { loadConfig } from '../../src/config/config';
import { cosine, createEmbedder, loadEncoder, modelSpec, TRAINED_MANIFEST, TrainedModelManifest } from '../../src/embed';
import { ingest } from '../../src/ingest/pipeline';
import { refgraph } from '../support/built-cli';
import { closeServices, openEmptyStores, TestStores } from './harness';

const OPT_IN = process.env.REFGRAPH_TEST_TRAINING === '1';
const BASE = 'multilingual-e5-small';
const NAME = 'e5-test-2012';

(OPT_IN ? describe : describe.skip)('train encoder end to end (REFGRAPH_TEST_TRAINING=1)', () => {
  let stores: TestStores;
  let modelsDir: string;
  let work: string;
  const env = () => ({ REFGRAPH_EMBEDDING_MODEL: 'none', REFGRAPH_ES_INDEX_PREFIX: 'test-train-run', REFGRAPH_MODELS_DIR: modelsDir });

  beforeAll(async () => {
    const builtModels = process.env.REFGRAPH_MODELS_DIR ?? repoPath('.models');
    modelsDir = await mkdtemp(path.join(tmpdir(), 'refgraph-models-'));
    work = await mkdtemp(path.join(tmpdir(), 'refgraph-train-run-'));
    await mkdir(path.join(modelsDir, BASE));
    for (const file of ['model.onnx', 'tokenizer.json']) await symlink(path.join(builtModels, BASE, file), path.join(modelsDir, BASE, file));
    stores = await openEmptyStores('train-run', { ...process.env, ...env() });
    for (const file of ['papers-sciences.jsonl', 'papers-computing.jsonl']) {
      const report = await ingest(stores.targets, readJsonLines(repoPath('seed', file)), { name: file, format: 'jsonl' });
      expect(report.errors).toEqual([]);
    }
  }, 600_000);
  afterAll(async () => {
    await closeServices(stores.services);
    await rm(modelsDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it('trains, exports, checks and registers a model that REFGRAPH_EMBEDDING_MODEL then selects', async () => {
    const args = ['train', 'encoder', '--name', NAME, '--train-until', '2012', '--steps', '4', '--batch-size', '4', '--max-tokens', '64', '--frozen-layers', '8', '--eval-every', '2', '--fixed-loss-examples', '24', '--work-dir', work];
    const run = await refgraph(args, { ...process.env, ...env() }, 1_500_000);
    expect([run.status, run.stderr.slice(-2000)]).toEqual([0, expect.any(String)]);
    expect(run.stdout).toMatch(new RegExp(`^${NAME}: trained from ${BASE} in \\d+ s, 4 steps;`));
    // A second run under the same name is refused: the registered model is never overwritten.
    const again = await refgraph(args, { ...process.env, ...env() });
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining(`refgraph: INVALID_ARGUMENT: --name: a model '${NAME}' already exists`)]);
    const manifest = JSON.parse(await readFile(path.join(modelsDir, NAME, TRAINED_MANIFEST), 'utf8')) as TrainedModelManifest;
    expect(manifest).toMatchObject({ name: NAME, baseModel: BASE, training: { trainUntil: 2012, validateUntil: 2013, seed: 25, steps: 4 } });
    expect(manifest.training.losses).toHaveLength(4);
    expect(manifest.training.validation.map((v) => v.step)).toEqual([0, 2, 4]);
    // The exported weights are the best validation step's (the earliest of equal RRs).
    const bestRR = Math.max(...manifest.training.validation.map((v) => v.RR));
    expect(manifest.training.exportedStep).toBe(manifest.training.validation.find((v) => v.RR === bestRR)!.step);
    expect(manifest.training.parity.minCosine).toBeGreaterThanOrEqual(0.9999);
    expect(manifest.training.data).toMatchObject({ strategy: 'GRAPH_NEIGHBOURS', hardRatio: 0.5, train: { examples: 298 } });
    // The fixed loss on a seeded sample of 24 of them (its two passes over all 298 were 68 of the
    // trainer's 103 s of CPU), before and after the steps moved the weights.
    expect(manifest.training.trainer).toMatchObject({ fixed_loss_examples: 24, max_tokens: 64 });
    expect(manifest.training.fixedLoss.after).not.toBe(manifest.training.fixedLoss.before);
    // Its int8 copy, registered beside it with the same training record.
    const int8 = JSON.parse(await readFile(path.join(modelsDir, `${NAME}-int8`, TRAINED_MANIFEST), 'utf8')) as TrainedModelManifest;
    expect(int8).toMatchObject({ name: `${NAME}-int8`, baseModel: BASE, training: manifest.training, quantized: { from: NAME, build: 'scripts/models/quantize_int8.py' } });
    expect(int8.quantized!.parity.minCosine).toBeGreaterThanOrEqual(0.99);
    expect(int8.files['model.onnx'].bytes).toBeLessThan(manifest.files['model.onnx'].bytes / 3);

    const config = loadConfig({ ...process.env, ...env(), REFGRAPH_EMBEDDING_MODEL: NAME });
    expect(config.embedding.model).toBe(NAME);
    // As the server and `refgraph embed` load it: the embedder, with its (uniform) pooling scorer.
    const trained = await createEmbedder(stores.services.prisma, config.embedding, NAME);
    const base = await loadEncoder(modelSpec(BASE), modelsDir);
    const text = 'Attention is all you need. The Transformer, based solely on attention mechanisms.';
    const [a, b] = [await trained.text(text, 'passage'), (await base.encode([text], 'passage'))[0]!];
    await Promise.all([trained.close(), base.close()]);
    expect(trained.model).toBe(NAME);
    // Moved by training, but only a little after 4 steps.
    expect(cosine(a, b)).toBeLessThan(0.99999);
    expect(cosine(a, b)).toBeGreaterThan(0.9);
  }, 1_800_000);
});
