/**
 * `refgraph train encoder`'s data on the seed corpus: the time split holds for every paper of
 * every example, negatives come from the strategy asked for and are never cited by the query,
 * the texts are the index's, and the files repeat to the byte. The trainer's process handling
 * (a missing venv, a crash) is checked without PyTorch; the PyTorch run itself is in
 * test/e2e/served-encoder.test.ts (REFGRAPH_TEST_TRAINING=1, which CI sets).
 */
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { negativeSources } from '../../src/app/services';
import { readJsonLines, writeJsonLinesFile } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { paperText } from '../../src/embed';
import { ingest } from '../../src/ingest/pipeline';
import { NegativeSources } from '../../src/negatives';
import { PreparedData, prepareData, reusePreparedData, runTrainer, TrainEncoderPlan, trainEncoder, TrainingExample, trainingPython, WithLibrary } from '../../src/training';
import { createTranslator } from '../../src/translation';
import { translationSettings } from './apertium-modes';
import { refgraph } from '../support/built-cli';
import { closeServices, openEmptyStores, TestStores } from './harness';

const PAPER_FILES = ['papers-sciences.jsonl', 'papers-computing.jsonl'];
const ENV = { REFGRAPH_EMBEDDING_MODEL: 'none', REFGRAPH_ES_INDEX_PREFIX: 'test-train' };

interface SeedPaper {
  id: string;
  title: string;
  abstract: string | null;
  year: number;
  venue: string | null;
  references: string[];
}

async function seedPapers(): Promise<SeedPaper[]> {
  const papers: SeedPaper[] = [];
  for (const file of PAPER_FILES) {
    for (const line of (await readFile(repoPath('seed', file), 'utf8')).split('\n')) {
      if (line.trim() === '') continue;
      const paper = JSON.parse(line) as SeedPaper;
      papers.push({ ...paper, references: paper.references ?? [] });
    }
  }
  return papers;
}

async function examples(file: string): Promise<TrainingExample[]> {
  return (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as TrainingExample);
}

describe('train encoder: data from the stored library', () => {
  let stores: TestStores;
  let sources: NegativeSources;
  let work: string;
  let byText: Map<string, SeedPaper[]>;
  const plan = (overrides: Partial<TrainEncoderPlan['data']> = {}, dir = work): TrainEncoderPlan => ({
    name: 'test-model',
    base: { name: 'multilingual-e5-small' } as TrainEncoderPlan['base'],
    modelsDir: dir,
    workDir: dir,
    data: { split: { trainUntil: 2012, validateUntil: 2014 }, strategy: 'GRAPH_NEIGHBOURS', hardRatio: 0.5, negativesPerExample: 1, seed: 25, paperFields: stores.services.config.embedding.paperFields, validationPapers: null, queryLanguages: null, ...overrides },
    queryRole: 'passage',
    trainer: { steps: 4, 'batch-size': 4 },
    interpolation: 1,
    exportStep: 'best',
  });
  const write = (file: string, records: AsyncIterable<TrainingExample>) => writeJsonLinesFile(file, records);
  /**
   * plan()'s data, prepared once into a folder of its own for the tests that only read it: the
   * same options give the same files (the second test prepares them again to check it), and a
   * pass over the library is most of a test's time. First asked by whichever test runs first.
   */
  let defaults: Promise<{ data: PreparedData; dir: string; reported: string[] }> | undefined;
  const preparedWithDefaults = () =>
    (defaults ??= (async () => {
      const dir = path.join(work, 'defaults');
      await mkdir(dir);
      // What the pass said of its progress, set by set (a real library's takes minutes).
      const reported: string[] = [];
      const progress = { start: (stage: string, total: number | null, unit?: string) => reported.push(`${stage} 0/${total} ${unit}`), update: (done: number) => reported.push(`${done}`), end: () => reported.push('end') };
      return { data: await prepareData(sources, plan({}, dir), write, undefined, progress), dir, reported };
    })());
  /** The seed papers a text can be (a text is the index's text of one paper, or of look-alikes). */
  const papersOf = (text: string) => {
    const found = byText.get(text);
    if (!found) throw new Error(`not the text of any seed paper: ${text.slice(0, 80)}`);
    return found;
  };

  beforeAll(async () => {
    stores = await openEmptyStores('train', { ...process.env, ...ENV });
    for (const file of PAPER_FILES) {
      const report = await ingest(stores.targets, readJsonLines(repoPath('seed', file)), { name: file, format: 'jsonl' });
      expect(report.errors).toEqual([]);
    }
    sources = negativeSources(stores.services, 'offline');
    work = await mkdtemp(path.join(tmpdir(), 'refgraph-train-'));
    byText = new Map();
    for (const p of await seedPapers()) {
      const text = paperText(p, stores.services.config.embedding.paperFields);
      byText.set(text, [...(byText.get(text) ?? []), p]);
    }
  }, 600_000);
  afterAll(async () => {
    await closeServices(stores.services);
    await rm(work, { recursive: true, force: true });
  });

  it('keeps every paper of every example within its set\'s years, with the index\'s texts', async () => {
    const { data, dir, reported } = await preparedWithDefaults();
    const starts = reported.filter((line) => line.startsWith('data: '));
    expect(starts).toEqual([expect.stringMatching(/^data: train 0\/\d+ citing papers$/), expect.stringMatching(/^data: validation 0\/\d+ citing papers$/)]);
    for (const start of starts) {
      const total = start.match(/0\/(\d+)/)![1]!;
      expect(reported[reported.indexOf('end', reported.indexOf(start)) - 1]).toBe(total);
    }
    expect(Number(starts[0]!.match(/0\/(\d+)/)![1])).toBeGreaterThanOrEqual(data.train.citingPapers);
    const train = await examples(path.join(dir, 'train.jsonl'));
    const validation = await examples(path.join(dir, 'validation.jsonl'));
    expect([data.train.examples, data.validation.examples]).toEqual([train.length, validation.length]);
    for (const [set, rows, first, last] of [['train', train, -Infinity, 2012], ['validation', validation, 2013, 2014]] as const) {
      for (const row of rows) {
        const queries = papersOf(row.query);
        // The citing paper is in the set's years; it cites the positive and none of the negatives.
        const query = queries.find((q) => q.year >= first && q.year <= last && papersOf(row.positive).some((p) => q.references.includes(p.id)));
        expect([set, row.query.slice(0, 40), query !== undefined]).toEqual([set, row.query.slice(0, 40), true]);
        for (const text of [row.positive, ...row.negatives]) expect(papersOf(text).some((p) => p.year <= last)).toBe(true);
        for (const negative of row.negatives) expect([negative.slice(0, 40), papersOf(negative).every((n) => query!.references.includes(n.id))]).toEqual([negative.slice(0, 40), false]);
        expect(row.negatives).toHaveLength(1);
      }
    }
    expect(data.train.years![1]).toBeLessThanOrEqual(2012);
    expect(data.validation.years![1]).toBeLessThanOrEqual(2014);
    // Every citation of a training-period paper to a paper of the period has its example (or was short of negatives).
    const seed = await seedPapers();
    const year = new Map(seed.map((p) => [p.id, p.year]));
    const citations = seed.filter((p) => p.year <= 2012).flatMap((p) => p.references.filter((r) => year.has(r) && year.get(r)! <= 2012));
    expect(data.train.examples + data.train.shortOfNegatives).toBe(citations.length);
    // Half of the negatives from the graph over the whole file, RANDOM for the rest and any shortfall.
    expect(data.train.negatives.GRAPH_NEIGHBOURS! + data.train.negatives.RANDOM!).toBe(train.length);
    expect(data.train.negatives.GRAPH_NEIGHBOURS! / train.length).toBeGreaterThan(0.3);
    expect(data.train.negatives.GRAPH_NEIGHBOURS! / train.length).toBeLessThanOrEqual(0.5);
  });

  it('writes the same files again with the same options, and others with another seed', async () => {
    const first = (await preparedWithDefaults()).data;
    expect((await prepareData(sources, plan(), write)).trainSha256).toBe(first.trainSha256);
    expect((await prepareData(sources, plan({ seed: 26 }), write)).trainSha256).not.toBe(first.trainSha256);
  });

  it('draws hard negatives by the strategy asked for, within the boundary', async () => {
    const data = await prepareData(sources, plan({ strategy: 'PREFILTERED', hardRatio: 1, negativesPerExample: 2, split: { trainUntil: 2010, validateUntil: 2011 } }), write);
    expect(Object.keys(data.train.negatives).sort()).toEqual(expect.arrayContaining(['PREFILTERED']));
    expect(data.train.negatives.PREFILTERED! / (2 * data.train.examples)).toBeGreaterThan(0.8);
    for (const row of await examples(path.join(work, 'train.jsonl'))) {
      expect(row.negatives).toHaveLength(2);
      for (const text of [row.query, row.positive, ...row.negatives]) expect(papersOf(text).some((p) => p.year <= 2010)).toBe(true);
    }
  });

  it('samples the validation set down to --validation-papers citing papers, the same ones for a seed', async () => {
    const all = (await preparedWithDefaults()).data;
    const capped = await prepareData(sources, plan({ validationPapers: 2 }), write);
    expect(all.validation.citingPapers).toBeGreaterThan(2);
    expect(capped.validation.citingPapers).toBe(2);
    expect(capped.trainSha256).toBe(all.trainSha256);
    expect((await prepareData(sources, plan({ validationPapers: 2 }), write)).validationSha256).toBe(capped.validationSha256);
  });

  it('renders the training queries in the languages asked for (Apertium), the rest of each example and the validation set as stored', async () => {
    const translator = createTranslator(translationSettings({ timeoutMs: 30_000 }))!;
    const translate = (text: string, from: string, to: string) => translator.translate(text, from, to);
    try {
      const { data: asStored, dir: storedDir } = await preparedWithDefaults();
      const storedRows = await examples(path.join(storedDir, 'train.jsonl'));
      const rendered = await prepareData(sources, plan({ queryLanguages: ['es'] }), write, translate);
      const renderedRows = await examples(path.join(work, 'train.jsonl'));
      expect(rendered.validationSha256).toBe(asStored.validationSha256);
      expect(renderedRows.map(({ positive, negatives }) => [positive, negatives])).toEqual(storedRows.map(({ positive, negatives }) => [positive, negatives]));
      // Citing papers are read in their stored language, or the library's main one (English here)
      // when none was detected: the English ones are asked in Spanish now, the Spanish ones as they were.
      const stored = new Map((await stores.services.prisma.paper.findMany({ select: { id: true, language: true } })).map((p) => [p.id, p.language ?? 'en']));
      const language = (text: string) => stored.get(papersOf(text)[0]!.id)!;
      const english = storedRows.flatMap((row, i) => (language(row.query) === 'en' ? [i] : []));
      expect(english.length).toBeGreaterThan(50);
      for (const i of english) expect([i, renderedRows[i]!.query === storedRows[i]!.query]).toEqual([i, false]);
      for (const [i, row] of storedRows.entries()) if (language(row.query) === 'es') expect(renderedRows[i]!.query).toBe(row.query);
      // Only the pairs with English are packaged: Catalan queries (into Spanish) and the seed's two
      // German ones (Einstein 1905 citing Planck and himself) stay as they are, and are counted so.
      const kept: Record<string, number> = {};
      for (const row of storedRows) if (!['en', 'es'].includes(language(row.query))) kept[language(row.query)] = (kept[language(row.query)] ?? 0) + 1;
      expect(kept.de).toBe(2);
      const keptCount = Object.values(kept).reduce((a, b) => a + b, 0);
      expect(rendered.train.queryLanguages).toEqual({ es: storedRows.length - keptCount, ...kept });
      // Three languages: a seeded draw per example, the same files again for the same seed.
      const mixed = await prepareData(sources, plan({ queryLanguages: ['en', 'es', 'ca'] }), write, translate);
      expect(Object.keys(mixed.train.queryLanguages!).sort()).toEqual(['ca', 'de', 'en', 'es']);
      expect(Object.values(mixed.train.queryLanguages!).reduce((a, b) => a + b)).toBe(storedRows.length);
      expect((await prepareData(sources, plan({ queryLanguages: ['en', 'es', 'ca'] }), write, translate)).trainSha256).toBe(mixed.trainSha256);
    } finally {
      translator.close();
    }
  });

  it('refuses a boundary that leaves too few training or no validation examples', async () => {
    await expect(prepareData(sources, plan({ split: { trainUntil: 1900, validateUntil: 2000 } }), write)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('--train-until: citing papers up to 1900 give 0 training examples') });
    await expect(prepareData(sources, plan({ split: { trainUntil: 2030, validateUntil: 2031 } }), write)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('--validate-until: no citing paper from 2031 to 2031') });
  });

  it('reuses prepared data only for the same data options and unchanged files (--reuse-data)', async () => {
    const dir = path.join(work, 'reuse');
    const logged: string[] = [];
    const withLibrary: WithLibrary = (task) => task({ sources, translation: stores.services.config.translation });
    const prepared = await trainEncoder({ ...plan({}, dir), prepareOnly: true, reuseData: false }, withLibrary, { out: () => {}, log: (line) => logged.push(line) });
    expect(prepared.manifest).toBeNull();
    expect(logged[0]).toMatch(/^data \(citing papers up to 2012; validation 2013-2014; [\d.]+ s\) in /);
    // Other trainer settings reuse the files; other data options, another folder or a changed file are refused.
    expect((await reusePreparedData({ ...plan({}, dir), trainer: { steps: 7, 'batch-size': 4 } })).train.examples).toBe(prepared.data.train.examples);
    await expect(reusePreparedData(plan({ seed: 7, hardRatio: 0.2 }, dir))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('was prepared with other options (hardRatio, seed)') });
    await expect(reusePreparedData(plan({}, path.join(work, 'elsewhere')))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('--reuse-data: no prepared data in') });
    await appendFile(path.join(dir, 'validation.jsonl'), '\n');
    await expect(reusePreparedData(plan({}, dir))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('validation.jsonl is missing or changed since it was prepared') });
  });

  it('reuses the data prepared from the same library state (refgraph train after a kill), and draws it again from another', async () => {
    const dir = path.join(work, 'library-state');
    const withLibrary: WithLibrary = (task) => task({ sources, translation: stores.services.config.translation });
    const prepare = async (library: Record<string, unknown>) => {
      const logged: string[] = [];
      await trainEncoder({ ...plan({}, dir), library, prepareOnly: true, reuseData: false }, withLibrary, { out: () => {}, log: (line) => logged.push(line) });
      return logged[0];
    };
    const state = { papers: 394, citations: 1200, index: 'test-train-papers-1', encoder: null };
    expect(await prepare(state)).toMatch(/; [\d.]+ s\) in /);
    expect(await prepare(state)).toContain('; reused: prepared from the same library state) in ');
    // Another state (a paper ingested since), or a file changed since, and the pass runs again.
    expect(await prepare({ ...state, papers: 395 })).toMatch(/; [\d.]+ s\) in /);
    await appendFile(path.join(dir, 'train.jsonl'), '\n');
    expect(await prepare({ ...state, papers: 395 })).toMatch(/; [\d.]+ s\) in /);
  });

  it('prepares the data from the command line (refgraph train encoder --prepare-only; its bad options: test/unit/cli)', async () => {
    const dir = path.join(work, 'cli');
    const env = { ...process.env, ...ENV, REFGRAPH_MODELS_DIR: process.env.REFGRAPH_MODELS_DIR ?? repoPath('.models') };
    const run = await refgraph(['train', 'encoder', '--name', 'test-cli-model', '--train-until', '2012', '--work-dir', dir, '--prepare-only'], env);
    expect([run.status, run.stdout]).toEqual([0, '']);
    expect(run.stderr).toMatch(/^data \(citing papers up to 2012; validation 2013-2013; [\d.]+ s\) in .*\n {2}train: \d+ examples from \d+ citing papers/m);
    expect((await examples(path.join(dir, 'train.jsonl'))).length).toBeGreaterThan(100);
  });
});

describe('train encoder: the trainer process', () => {
  it('says to run setup-venv.sh when the training venv is missing', () => {
    expect(() => trainingPython({ ...process.env, REFGRAPH_TRAIN_VENV: path.join(tmpdir(), 'no-such-venv') })).toThrow(
      expect.objectContaining({ code: 'TRAINING_UNAVAILABLE', message: expect.stringContaining('run `bash scripts/training/setup-venv.sh`') }),
    );
  });

  it("passes the trainer's typed errors on with their code, and a crash as TRAINING_FAILED with its last lines", async () => {
    // A stand-in interpreter printing what training/errors.py prints (the real one needs PyTorch).
    const dir = await mkdtemp(path.join(tmpdir(), 'refgraph-trainer-'));
    const fake = path.join(dir, 'python');
    await writeFile(fake, `#!/bin/sh\necho "step 1" >&2\necho '{"error": {"code": "RECORD_INVALID", "message": "x.jsonl:3: not JSON"}}' >&2\nexit 2\n`, { mode: 0o755 });
    const lines: string[] = [];
    await expect(runTrainer(fake, 'training.train_loop', [], (l) => lines.push(l))).rejects.toMatchObject({ code: 'RECORD_INVALID', message: 'trainer: x.jsonl:3: not JSON' });
    expect(lines).toEqual(['step 1']);
    await expect(runTrainer('python3', 'training.no_such_module', [], () => {})).rejects.toMatchObject({ code: 'TRAINING_FAILED', message: expect.stringContaining('No module named training.no_such_module') });
    await rm(dir, { recursive: true, force: true });
  });
});
