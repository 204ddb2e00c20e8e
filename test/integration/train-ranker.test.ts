/**
 * `refgraph train ranker` and LEARNED fusion on the real engines and encoder, over the evaluation
 * fixture (papers and talks with their references): the ranker is fitted on the pools the served
 * pipeline gathers, written, read back by the config, served by the pipeline with its
 * explanation, and cross-validated by `eval --folds`; bad files are typed errors (bad command
 * lines: test/unit/cli/train-ranker-args.test.ts).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { evaluationEnvironment, rankEngines } from '../../src/app';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { loadConfig } from '../../src/config';
import { EvaluationPlan, EvaluationRecord, runEvaluation, selectSystems } from '../../src/eval';
import { ingest } from '../../src/ingest/pipeline';
import { parseMeasure } from '../../src/metrics';
import { DEFAULT_RANKER_FIT, RANKER_FEATURES, rank, textQuery } from '../../src/rank';
import { EMPTY_POOL, mergeOutput } from '../../src/rank/cascade/pool';
import { graphFeatures } from '../../src/rank/stages/features';
import { trainRanker } from '../../src/training';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'eval-corpus.jsonl');

/** The stored queries, every split, as `--queries all --split all` chooses them. */
const allQueries = (systems: string[], overrides: Partial<EvaluationPlan> = {}): EvaluationPlan => ({
  systems: selectSystems(systems),
  queries: { kind: 'stored', set: 'all' },
  split: 'all',
  boundaries: {},
  measures: [parseMeasure('AP@100')],
  k: 100,
  seed: 1,
  sample: null,
  includeSameYear: false,
  folds: null,
  bags: 0,
  runFiles: [],
  ...overrides,
});

describe('the learned ranker', () => {
  let stores: TestStores;
  let dir: string;

  beforeAll(async () => {
    stores = await openEmptyStores('train-ranker');
    const report = await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    expect(report.errors).toEqual([]);
    dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-ranker-'));
  });
  afterAll(async () => closeServices(stores.services));

  it('is fitted on the judged queries, written with its training record, read by the config and served with its explanation', async () => {
    const out = path.join(dir, 'ranker.json');
    const plan = { out, fit: { ...DEFAULT_RANKER_FIT, epochs: 30, learningRate: 0.01, seed: 1 }, queries: allQueries(['full'], { k: 1000 }) };
    const said: string[] = [];
    const record = { command: 'refgraph train ranker (test)', index: stores.services.paperIndex, encoder: stores.services.config.embedding.model };
    const training = await trainRanker(await evaluationEnvironment(stores.services), plan, record, (line) => said.push(line));
    expect(said[said.length - 1]).toMatch(/serve it with REFGRAPH_RANKER_FILE=.*ranker\.json and ask for fusion: LEARNED/);
    expect(training.queries).toBeGreaterThanOrEqual(10);
    expect(training.fittedOn).toBeGreaterThan(0);
    expect(training.losses).toHaveLength(31);
    expect(training.losses[30]!).toBeLessThan(training.losses[0]!);
    const file = JSON.parse(await readFile(out, 'utf8'));
    expect(file.training).toEqual(training);

    const config = loadConfig({ ...process.env, REFGRAPH_ES_INDEX_PREFIX: 'test-train-ranker', REFGRAPH_RANKER_FILE: out });
    expect(config.learnedRanker!.ranker).toEqual(file.ranker);
    const engines = { ...(await rankEngines(stores.services)), learnedRanker: config.learnedRanker!.ranker };
    const query = await textQuery({ text: 'Improving distributional similarity with lessons learned from word embeddings', year: 2016, authorIds: [], excludeIds: [] }, engines.encoder, {});
    const request = { query, k: 5, weights: config.rank.weights, settings: config.rank };
    const learned = await rank(engines, { ...request, fusion: 'LEARNED' });
    expect(learned.fusion).toBe('LEARNED');
    expect(learned.results.length).toBeGreaterThan(0);
    for (const result of learned.results) {
      expect(result.contributions.map((c) => c.feature)).toEqual([...RANKER_FEATURES]);
      expect(result.contributions.reduce((sum, c) => sum + c.contribution, 0)).toBeCloseTo(result.score, 10);
    }
    // The same pool as WEIGHTED ranks: only the order differs.
    const weighted = await rank(engines, { ...request, k: 1000, fusion: 'WEIGHTED' });
    const all = await rank(engines, { ...request, k: 1000, fusion: 'LEARNED' });
    expect(all.results.map((r) => r.paperId).sort()).toEqual(weighted.results.map((r) => r.paperId).sort());
    // Without a ranker, LEARNED is refused with what to set, by the pipeline and, before any query, by eval.
    const env = await evaluationEnvironment(stores.services);
    await expect(runEvaluation(env, allQueries(['full-learned']))).rejects.toThrow(/full-learned ranks with a learned ranker: set REFGRAPH_RANKER_FILE .* or give --folds/);
    await expect(rank(await rankEngines(stores.services), { ...request, fusion: 'LEARNED' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/fusion LEARNED needs a learned ranker.*REFGRAPH_RANKER_FILE/),
    });
  });

  it('reads cocitation with the head from the graph only when a ranker reads it: citing papers up to the limit year, each counted once', async () => {
    const engines = await rankEngines(stores.services);
    const pool = mergeOutput(EMPTY_POOL, { added: ['bengio2003neural', 'mikolov2013distributed', 'benjamini1995fdr', 'efron1979bootstrap', 'levy2015improving'].map((paperId) => ({ paperId, source: 'bm25' })) });
    const query = { text: 'q', vector: null, year: 2030, excludeIds: [], authorIds: [], filters: {} };
    const cocitation = async (seeds: string[], maxYear: number, rankerOnly = true) => {
      const { features } = await graphFeatures(pool, { ...query, maxYear }, seeds, engines, rankerOnly);
      return Object.fromEntries([...features].flatMap(([paperId, values]) => (values.cocitation === undefined ? [] : [[paperId, Math.round(Math.expm1(values.cocitation))]])));
    };
    // bengio2003neural is cited by mikolov2013 (→ bengio) and pennington2014 (→ bengio, mikolov, benjamini); levy2015 is later.
    expect(await cocitation(['bengio2003neural'], 2014)).toEqual({ bengio2003neural: 2, mikolov2013distributed: 1, benjamini1995fdr: 1 });
    expect(await cocitation(['bengio2003neural'], 2013)).toEqual({ bengio2003neural: 1 });
    // pennington2014 cites both seeds: counted once for benjamini.
    expect(await cocitation(['bengio2003neural', 'mikolov2013distributed'], 2016)).toEqual({ bengio2003neural: 3, mikolov2013distributed: 2, benjamini1995fdr: 1 });
    expect(await cocitation(['bengio2003neural'], 2014, false)).toEqual({});
    expect(await cocitation([], 2014)).toEqual({});
  });

  it('is cross-validated by eval --folds: one ranker per fold, the same numbers twice', async () => {
    const env = await evaluationEnvironment(stores.services);
    const plan = allQueries(['full', 'full-learned'], { measures: ['AP@100', 'R@5'].map(parseMeasure), folds: 2 });
    const outcome = await runEvaluation(env, plan);
    expect(outcome.runs.map((r) => r.system)).toEqual(['bm25-served', 'full', 'full-learned']);
    const learned = outcome.runs[2]!;
    expect(learned.perQuery).toHaveLength(outcome.runs[1]!.perQuery.length);
    const cv = (learned.config as { cv: { rankers: { lossPerFold: { first: number; last: number }[]; fittedOn: string[] } } }).cv;
    expect(cv.rankers.lossPerFold).toHaveLength(2);
    expect(cv.rankers.fittedOn).toEqual(['all']);
    const again = await runEvaluation(env, plan);
    expect(again.runs.map((r: EvaluationRecord) => r.means)).toEqual(outcome.runs.map((r) => r.means));
  });

  it('refuses files that hold no ranker, with typed errors', async () => {
    const notRanker = path.join(dir, 'tuned.json');
    await writeFile(notRanker, JSON.stringify({ fusion: { method: 'WEIGHTED' } }));
    expect(() => loadConfig({ ...process.env, REFGRAPH_RANKER_FILE: notRanker })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringMatching(/holds no "ranker" object/) }));
    expect(() => loadConfig({ ...process.env, REFGRAPH_RANKER_FILE: path.join(dir, 'missing.json') })).toThrow(/REFGRAPH_RANKER_FILE=.*missing\.json: not a readable JSON file/);
  });
});
