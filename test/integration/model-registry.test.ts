/**
 * `refgraph train` and the model registry on the real engines, over the evaluation fixture
 * (15 papers citing each other across 1995–2017, and 2 talks): the judged queries come from the stored graph
 * in two time slices, the ranker is fitted, compared with what serves on the held-back slice,
 * recorded in PostgreSQL with its file's sha256; pools are reused by a rerun; promotion goes
 * through the gate (or --force), one promoted ranker at a time, rollbacks serve the one before and
 * then none; the served ranker is the recorded file only; the built CLI's `models` commands.
 * The pure parts: test/unit/training/library-slices.test.ts, test/unit/registry/gate.test.ts.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { evaluationEnvironment } from '../../src/app';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { sha256File } from '../../src/common/sha256-file';
import { ingest } from '../../src/ingest/pipeline';
import { DEFAULT_RANKER_FIT } from '../../src/rank';
import { listModels, pairedFusion, promotedRanker, promoteModel, recordModel, rollbackModel } from '../../src/registry';
import type { ModelValidation, NewModel } from '../../src/registry';
import { trainLibraryRanker } from '../../src/training';
import type { LibraryTrainingPlan } from '../../src/training';
import { refgraph } from '../support/built-cli';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'eval-corpus.jsonl');
const SUITE = 'model-registry';

/** Judged queries per year, from the fixture itself: papers (not talks) citing an older paper of the fixture. */
async function fixtureQueriesPerYear(): Promise<Map<number, number>> {
  const papers: { kind: string; id: string; year: number; references?: string[] }[] = [];
  for await (const line of readJsonLines(FIXTURE)) if ('value' in line && (line.value as { kind: string }).kind === 'paper') papers.push(line.value as (typeof papers)[number]);
  const year = new Map(papers.map((p) => [p.id, p.year]));
  const counts = new Map<number, number>();
  for (const paper of papers) {
    if ((paper.references ?? []).some((id) => (year.get(id) ?? Infinity) < paper.year)) counts.set(paper.year, (counts.get(paper.year) ?? 0) + 1);
  }
  return counts;
}

const validation = (difference: number, interval: { low: number; high: number } | null): ModelValidation => ({
  measure: 'AP@100', queries: 10, candidate: 0.3 + difference, serving: { model: 'weighted', mean: 0.3 }, difference, interval, seed: 1, resamples: 1000,
});

describe('refgraph train and the model registry', () => {
  let stores: TestStores;
  let dir: string;
  let plan: LibraryTrainingPlan;

  beforeAll(async () => {
    stores = await openEmptyStores(SUITE);
    const report = await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    expect(report.errors).toEqual([]);
    dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-registry-'));
    plan = {
      name: 'ranker-a',
      bounds: { validationQueries: 300, trainingQueries: 2000 },
      seed: 1,
      fit: { ...DEFAULT_RANKER_FIT, epochs: 30, learningRate: 0.01, seed: 1 },
      outDir: path.join(dir, 'rankers'),
      workDir: path.join(dir, 'work'),
      promote: true,
    };
  });
  afterAll(async () => closeServices(stores.services));

  const io = (said: string[]) => ({ command: 'refgraph train (test)', index: stores.services.paperIndex, encoder: stores.services.config.embedding.model, say: (line: string) => said.push(line) });

  it("fits on the library's older citing papers, checks on the latest, records what it was trained on and how it compared", async () => {
    const env = await evaluationEnvironment(stores.services);
    const said: string[] = [];
    const first = await trainLibraryRanker(env, { ...plan, promote: false }, io(said));
    const { model } = first;
    expect(model).toMatchObject({ kind: 'ranker', name: 'ranker-a', status: 'candidate', path: path.join(dir, 'rankers', 'ranker-a.json') });
    expect(model.sha256).toBe(await sha256File(model.path));
    // The slices as planned from the stored graph: every held-back query newer than every training one.
    const perYear = await fixtureQueriesPerYear();
    const count = (from: number, to: number) => [...perYear].filter(([y]) => y >= from && y <= to).reduce((sum, [, n]) => sum + n, 0);
    const t = model.trainedOn;
    expect(t.trainFrom).toBeLessThan(t.validationFrom);
    expect(t.lastYear).toBe(Math.max(...perYear.keys()));
    expect(t.queries.validation).toBe(count(t.validationFrom, t.lastYear));
    expect(t.queries.training).toBe(count(t.trainFrom, t.validationFrom - 1));
    expect(t.queries.validation).toBeLessThanOrEqual(Math.max(...perYear.values(), count(0, 9999) / 3));
    expect(t).toMatchObject({ papers: 15, index: stores.services.paperIndex }); // the fixture's 17 lines hold 2 talks
    expect(model.validation).toMatchObject({ measure: 'AP@100', queries: t.queries.validation, serving: { model: 'weighted' }, seed: 1, resamples: 1000 });
    expect(model.validation.difference).toBeCloseTo(model.validation.candidate - model.validation.serving.mean, 12);
    expect(said.find((line) => line.startsWith('slices: '))).toMatch(/^slices: training \d{4}–\d{4} \(\d+ citing papers, up to 2000 kept\), held back \d{4}(–\d{4})? \(\d+, up to 1000 kept\)$/);
    expect(said.find((line) => line.startsWith('gate: '))).toMatch(/^gate: AP@100 0\.\d{4} vs 0\.\d{4} \(weighted\) on \d+ held-back queries/);
    expect(said[said.length - 1]).toMatch(/^recorded: ranker 'ranker-a' \(model 1\) as a candidate/);
    expect(first.reusedPools).toEqual({ training: false, validation: false });

    // A rerun gathers nothing: the pools are read back, and the same figures follow.
    const again = await trainLibraryRanker(env, { ...plan, name: 'ranker-b', promote: false }, io([]));
    expect(again.reusedPools).toEqual({ training: true, validation: true });
    expect(again.model.validation).toEqual(model.validation);
    // The same ranker (the files differ in the fit's seconds only).
    const rankerIn = async (file: string) => (JSON.parse(await readFile(file, 'utf8')) as { ranker: unknown }).ranker;
    expect(await rankerIn(again.model.path)).toEqual(await rankerIn(model.path));
    await expect(trainLibraryRanker(env, plan, io([]))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: "--name: a model 'ranker-a' is already recorded: choose another name" });
  });

  it('promotes through the gate or by force, one ranker at a time, and compares the next one with it', async () => {
    const prisma = stores.services.prisma;
    const a = (await listModels(prisma)).find((m) => m.name === 'ranker-a')!;
    if (a.validation.interval === null || a.validation.interval.low <= 0) {
      await expect(promoteModel(prisma, 'ranker-a', { force: false })).rejects.toMatchObject({ code: 'PROMOTION_REFUSED', message: expect.stringMatching(/does not pass the gate: .*; `refgraph models promote ranker-a --force` serves it anyway$/) });
    }
    const promotion = await promoteModel(prisma, 'ranker-a', { force: true });
    expect(promotion).toMatchObject({ promoted: { name: 'ranker-a', status: 'promoted' }, retired: null });
    await expect(promoteModel(prisma, String(a.id), { force: true })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: "promote: ranker 'ranker-a' is already the promoted one" });
    await expect(promoteModel(prisma, 'no-such', { force: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The database itself keeps a second promoted ranker out.
    await expect(prisma.$executeRawUnsafe(`UPDATE "TrainedModel" SET status = 'promoted' WHERE name = 'ranker-b'`)).rejects.toThrow(/TrainedModel_one_promoted_per_kind|unique/i);

    // What serves now is ranker-a: the next run is compared with it, on the same held-back pools.
    const next = await trainLibraryRanker(await evaluationEnvironment(stores.services), { ...plan, name: 'ranker-c', fit: { ...plan.fit, epochs: 1 } }, io([]));
    expect(next.model.validation.serving).toEqual({ model: 'learned:ranker-a', mean: a.validation.candidate });
    expect(next.promoted).toBe(next.verdict.passes);
    const served = await promotedRanker(prisma);
    expect(served!.model.name).toBe(next.promoted ? 'ranker-c' : 'ranker-a');
  });

  it('rolls back to the ranker promoted before, never to a rolled-back one, then to none', async () => {
    const prisma = stores.services.prisma;
    const file = path.join(dir, 'rankers', 'ranker-a.json');
    const sha256 = await sha256File(file);
    const model = (name: string, difference: number): NewModel => ({
      kind: 'ranker', name, path: file, sha256, settings: {},
      trainedOn: { papers: 17, citations: 1, trainFrom: 2000, validationFrom: 2015, lastYear: 2017, queries: { training: 5, validation: 10, fittedOn: 5 }, index: 'i', encoder: null },
      validation: validation(difference, { low: difference - 0.01, high: difference + 0.01 }),
    });
    await recordModel(prisma, model('ranker-good', 0.05));
    await recordModel(prisma, model('ranker-worse', -0.05));
    await expect(promoteModel(prisma, 'ranker-worse', { force: false })).rejects.toMatchObject({ code: 'PROMOTION_REFUSED', message: expect.stringMatching(/\(it is worse\)/) });
    const before = (await promotedRanker(prisma))!.model.name;
    const good = await promoteModel(prisma, 'ranker-good', { force: false });
    expect(good).toMatchObject({ forced: false, retired: { name: before, status: 'retired' }, verdict: { passes: true } });
    await promoteModel(prisma, 'ranker-worse', { force: true });

    expect(await rollbackModel(prisma, 'ranker')).toMatchObject({ rolledBack: { name: 'ranker-worse' }, restored: { name: 'ranker-good', status: 'promoted' } });
    expect(await rollbackModel(prisma, 'ranker')).toMatchObject({ rolledBack: { name: 'ranker-good' }, restored: { name: before } });
    // Every earlier promotion is rolled back or restored once: the chain ends at the weighted fusion.
    let last = await rollbackModel(prisma, 'ranker');
    while (last.restored !== null) last = await rollbackModel(prisma, 'ranker');
    expect(await promotedRanker(prisma)).toBeNull();
    await expect(rollbackModel(prisma, 'ranker')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'rollback: no ranker is promoted: there is nothing to roll back' });
  });

  it("finds the fusion fitted on an encoder's index, the newest when it was fitted again", async () => {
    const prisma = stores.services.prisma;
    const file = path.join(dir, 'rankers', 'ranker-a.json');
    const sha256 = await sha256File(file);
    const fusion = (name: string, pairedWith: string): NewModel => ({
      kind: 'ranker', name, path: file, sha256, settings: { pairedWith },
      trainedOn: { papers: 17, citations: 1, trainFrom: 2000, validationFrom: 2015, lastYear: 2017, queries: { training: 5, validation: 10, fittedOn: 5 }, index: 'i', encoder: pairedWith },
      validation: validation(0.05, { low: 0.04, high: 0.06 }),
    });
    await recordModel(prisma, fusion('enc-a-fusion', 'enc-a'));
    await recordModel(prisma, fusion('enc-b-fusion', 'enc-b'));
    await recordModel(prisma, fusion('enc-a-fusion-2', 'enc-a'));
    expect((await pairedFusion(prisma, 'enc-a'))?.name).toBe('enc-a-fusion-2');
    expect((await pairedFusion(prisma, 'enc-b'))?.name).toBe('enc-b-fusion');
    expect(await pairedFusion(prisma, 'enc-c')).toBeNull();
  });

  it('serves a promoted ranker only while its file is the one recorded', async () => {
    const prisma = stores.services.prisma;
    await promoteModel(prisma, 'ranker-good', { force: false });
    const served = (await promotedRanker(prisma))!;
    expect(served).toMatchObject({ model: { name: 'ranker-good' }, file: path.join(dir, 'rankers', 'ranker-a.json') });
    expect(served.ranker.layers).toHaveLength(3);
    const copy = path.join(dir, 'edited.json');
    await writeFile(copy, '{"ranker": {}}');
    await prisma.trainedModel.update({ where: { name: 'ranker-good' }, data: { path: copy } });
    await expect(promotedRanker(prisma)).rejects.toMatchObject({ code: 'CONFIG_INVALID', message: expect.stringMatching(/the promoted ranker 'ranker-good': its file .*edited\.json changed since it was recorded/) });
    await prisma.trainedModel.update({ where: { name: 'ranker-good' }, data: { path: path.join(dir, 'missing.json') } });
    await expect(promotedRanker(prisma)).rejects.toMatchObject({ code: 'CONFIG_INVALID', message: expect.stringMatching(/its file .*missing\.json is missing \(`refgraph models rollback ranker` serves the one before\)/) });
    await prisma.trainedModel.update({ where: { name: 'ranker-good' }, data: { path: path.join(dir, 'rankers', 'ranker-a.json') } });
  });

  it('is managed by the built command line: models list, promote (refused, forced), rollback', async () => {
    const env = { ...process.env, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` };
    const list = await refgraph(['models', 'list'], env);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^id\s+kind\s+name\s+status/);
    expect(list.stdout).toMatch(/ranker-good\s+promoted\s.*\+0\.0500 \[\+0\.0400, \+0\.0600\]\s+passes/);
    const json = JSON.parse((await refgraph(['models', 'list', '--json', '--kind', 'ranker'], env)).stdout);
    expect(json.map((m: { name: string }) => m.name)).toContain('ranker-worse');
    const refused = await refgraph(['models', 'promote', 'ranker-worse'], env);
    expect(refused).toMatchObject({ status: 1, stderr: expect.stringMatching(/refgraph: PROMOTION_REFUSED: ranker 'ranker-worse' does not pass the gate: AP@100 0\.2500 vs 0\.3000 \(weighted\) on 10 held-back queries, difference -0\.0500, 95% interval \[-0\.0600, -0\.0400\] does not clear zero \(it is worse\)/) });
    const forced = await refgraph(['models', 'promote', 'ranker-worse', '--force'], env);
    expect(forced).toMatchObject({ status: 0, stdout: expect.stringMatching(/^promoted ranker 'ranker-worse' \(model \d+\); retired 'ranker-good'; servers pick it at their next start/) });
    expect(forced.stderr).toMatch(/\(forced\)/);
    const back = await refgraph(['models', 'rollback'], env);
    expect(back).toMatchObject({ status: 0, stdout: expect.stringMatching(/^rolled back ranker 'ranker-worse' \(model \d+\); 'ranker-good' \(model \d+\) serves again from the next server start/) });
    expect(await refgraph(['models', 'rollback', 'decoder'], env)).toMatchObject({ status: 1, stderr: expect.stringMatching(/INVALID_ARGUMENT: models rollback: one of ranker, encoder, got 'decoder'/) });
    expect(await refgraph(['models', 'retire'], env)).toMatchObject({ status: 1, stderr: expect.stringMatching(/models: expected list, promote or rollback, got 'retire'/) });
  });
});
