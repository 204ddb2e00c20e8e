/** External benchmark data: plain papers and citations ingested, queries and qrels read from files. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { evaluationPlan, EvaluationPlanOptions, runEvaluation, selectSystems, evaluateAndReport } from '../../src/eval';
import { externalGold } from '../../src/eval/gold/external-gold';
import { parseMeasure } from '../../src/metrics';
import { DEFAULT_BAGS } from '../../src/rank/tuning/bagged-ascent';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { evaluationEnvironment } from '../../src/app';
import { closeServices, openEmptyStores, TestStores } from './harness';

const fixture = (name: string) => repoPath('test', 'fixtures', 'eval-external', name);

describe('external datasets', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('evalext');
  });
  afterAll(async () => closeServices(stores.services));

  it('ingests plain paper lines and {citing, cited} lines', async () => {
    const papers = await ingest(stores.targets, readJsonLines(fixture('papers.jsonl')), { name: 'papers', format: 'papers' });
    expect(papers).toMatchObject({ recordsRead: 5, recordsStored: 5, recordsFailed: 0 });
    const citations = await ingest(stores.targets, readJsonLines(fixture('citations.jsonl')), { name: 'citations', format: 'citations' });
    expect(citations).toMatchObject({ recordsRead: 4, recordsStored: 4, recordsFailed: 0 });
    expect(await stores.services.prisma.paper.findUniqueOrThrow({ where: { id: '7' } })).toMatchObject({ year: 2018, fieldsOfStudy: [] });
    expect(await stores.services.prisma.paper.findUniqueOrThrow({ where: { id: 'W4' }, include: { authors: true } })).toMatchObject({ year: 2009, authors: [{ authorId: 'stephen-robertson' }, { authorId: 'hugo-zaragoza' }] });
  });

  it('evaluates external queries against external qrels, counting what it cannot judge', async () => {
    const outcome = await runEvaluation(await evaluationEnvironment(stores.services), {
      systems: selectSystems(['bm25', 'dense']),
      queries: { kind: 'files', sets: [{ queriesFile: fixture('queries.jsonl'), qrelsFile: fixture('qrels.tsv') }], citingPapersFile: null },
      split: 'all',
      boundaries: {},
      measures: ['nDCG@10', 'R@10'].map(parseMeasure),
      k: 10,
      seed: 1,
      sample: null,
      includeSameYear: false,
      folds: null,
      bags: DEFAULT_BAGS,
      runFiles: [],
    });
    // ctx-1's citing paper W3 is itself in its qrels (left out: a paper never recommends
    // itself); ctx-2 names W9, which is not in the corpus; future-only's gold is from 2018.
    expect(outcome.runs[0]!.queryCounts).toEqual({
      withoutQrels: 1, qrelsWithoutQuery: 1, loaded: 3, inSplit: 3, judged: 2, skippedNoGold: 1, goldNotInCorpus: 1, goldNotBefore: 2, evaluated: 2,
    });
    const run = outcome.runs[0]!;
    expect(run.perQuery.map((q) => [q.queryId, q.kind, q.year, q.field, q.relevant])).toEqual([
      ['ctx-1', 'external', 2020, '(none)', 1],
      ['ctx-2', 'external', 2021, '(none)', 2],
    ]);
    // Only four papers are older than ctx-1 and it excludes its citing paper: all are ranked.
    expect(run.perQuery[0]!.measures['R@10']).toBe(1);
  });

  it('scores a TREC run file as one more system, cut at k, a query it does not answer counting 0', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-run-'));
    const runFile = path.join(dir, 'lucene.trec');
    // ctx-2's gold is read from the qrels; ctx-1 is left out of the run on purpose.
    const qrels = (await readFile(fixture('qrels.tsv'), 'utf8')).split('\n').filter((line) => /^ctx-2\s/.test(line)).map((line) => line.split(/\s+/)[1]!);
    await writeFile(runFile, qrels.map((doc, i) => `ctx-2 Q0 ${doc} ${i + 1} ${10 - i} lucene\n`).join(''));
    const outcome = await runEvaluation(await evaluationEnvironment(stores.services), {
      systems: selectSystems(['bm25']),
      queries: { kind: 'files', sets: [{ queriesFile: fixture('queries.jsonl'), qrelsFile: fixture('qrels.tsv') }], citingPapersFile: null },
      split: 'all',
      boundaries: {},
      measures: ['R@10'].map(parseMeasure),
      k: 10,
      seed: 1,
      sample: null,
      includeSameYear: false,
      folds: null,
      bags: DEFAULT_BAGS,
      runFiles: [{ name: 'bm25-lucene', file: runFile }],
    });
    const lucene = outcome.runs.find((run) => run.system === 'bm25-lucene')!;
    expect(lucene.perQuery.map((q) => [q.queryId, q.measures['R@10']])).toEqual([
      ['ctx-1', 0],
      ['ctx-2', 1],
    ]);
    expect(lucene.config).toMatchObject({ runFile: { file: runFile, queriesAnswered: 1 } });
  });

  it('names the bad line of a queries file in a typed error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-queries-'));
    const queries = path.join(dir, 'queries.jsonl');
    await writeFile(queries, '{"id": "a", "text": "x", "year": 2021}\n{"id": "b", "text": "y", "citing": "nope"}\n');
    await expect(
      runEvaluation(await evaluationEnvironment(stores.services), {
        systems: selectSystems(['bm25']),
        queries: { kind: 'files', sets: [{ queriesFile: queries, qrelsFile: fixture('qrels.tsv') }], citingPapersFile: null },
        split: 'all',
        boundaries: {},
        measures: [parseMeasure('R@10')],
        k: 10,
        seed: 1,
        sample: null,
        includeSameYear: false,
        folds: null,
        bags: DEFAULT_BAGS,
        runFiles: [],
      }),
    ).rejects.toMatchObject({ code: 'RECORD_INVALID', message: expect.stringContaining("line 2: citing paper 'nope' is neither stored nor in the citing-papers file"), details: { lines: [2] } });
  });

  it('takes citing papers that are not candidates from a papers file, and ids that name a paper as global queries', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-citing-'));
    const citingPapers = path.join(dir, 'citing.jsonl');
    await writeFile(citingPapers, '{"id": "C1", "title": "Probabilistic relevance revisited", "year": 2021, "authors": ["Stephen Robertson", "Ann Other"]}\n');
    const queries = path.join(dir, 'queries.jsonl');
    await writeFile(
      queries,
      [
        '{"id": "C1", "title": "Probabilistic relevance revisited", "abstract": "BM25 and its relatives."}',
        '{"id": "C1#2", "text": "term weighting [3]", "citing": "C1"}',
        '{"id": "W4", "title": "The probabilistic relevance framework"}',
        '{"id": "loose", "text": "ranking", "year": 2021, "authors": ["Hugo Zaragoza"]}',
      ].join('\n'),
    );
    const qrels = path.join(dir, 'qrels.tsv');
    await writeFile(qrels, 'C1\tW4\t1\nC1#2\tW4\t1\nW4\t7\t1\nloose\tW4\t1\n');
    const gold = await externalGold(stores.services.prisma, { queriesFile: queries, qrelsFile: qrels, citingPapersFile: citingPapers });
    const byId = new Map(gold.queries.map((q) => [q.id, q]));
    // C1 is not stored: nothing to exclude; its year and authors come from the file.
    expect(byId.get('C1')).toMatchObject({ year: 2021, excludeIds: [], source: { authorIds: ['stephen-robertson', 'ann-other'] } });
    // A local query gets its citing paper's title appended to the marker-free context.
    expect(byId.get('C1#2')).toMatchObject({ year: 2021, excludeIds: [], source: { text: 'term weighting Probabilistic relevance revisited' } });
    // W4 is stored: the query is that paper's, so it is excluded and its stored authors are used.
    expect(byId.get('W4')).toMatchObject({ year: 2009, excludeIds: ['W4'], source: { authorIds: ['stephen-robertson', 'hugo-zaragoza'] } });
    expect(byId.get('loose')).toMatchObject({ year: 2021, excludeIds: [], source: { authorIds: ['hugo-zaragoza'] } });
  });

  it('counts same-year gold as findable only when asked to', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-sameyear-'));
    const queries = path.join(dir, 'queries.jsonl');
    await writeFile(queries, '{"id": "q", "text": "probabilistic relevance framework", "year": 2009}\n');
    const qrels = path.join(dir, 'qrels.tsv');
    await writeFile(qrels, 'q\tW4\t1\n');
    const plan = (includeSameYear: boolean) => ({
      systems: selectSystems(['bm25']),
      queries: { kind: 'files' as const, sets: [{ queriesFile: queries, qrelsFile: qrels }], citingPapersFile: null },
      split: 'all' as const,
      boundaries: {},
      measures: [parseMeasure('R@10')],
      k: 10,
      seed: 1,
      sample: null,
      includeSameYear,
      folds: null,
      bags: DEFAULT_BAGS,
      runFiles: [],
    });
    const env = await evaluationEnvironment(stores.services);
    await expect(runEvaluation(env, plan(false))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const outcome = await runEvaluation(env, plan(true));
    expect(outcome.runs[0]!.perQuery[0]!.measures['R@10']).toBe(1);
  });

  it('evaluates several query sets together: shared folds and fitted weights, BM25 tuned and runs reported per set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-joint-'));
    const file = async (name: string, lines: string[]) => {
      await writeFile(path.join(dir, name), `${lines.join('\n')}\n`);
      return path.join(dir, name);
    };
    const citing = await file('citing.jsonl', ['C1', 'C2', 'C3', 'C4'].map((id) => `{"id": "${id}", "title": "Retrieval study ${id}", "year": 2021}`));
    const globalQueries = await file('global.jsonl', [
      '{"id": "C1", "title": "Open-domain question answering", "abstract": "A retriever and a reader over Wikipedia."}',
      '{"id": "C2", "title": "BM25 term weighting", "abstract": "Probabilistic relevance and length normalisation."}',
      '{"id": "C3", "title": "Dense passage retrieval", "abstract": "Dual encoders with in-batch negatives."}',
      '{"id": "C4", "title": "Coral reefs", "abstract": "Marine heatwaves bleach corals."}',
    ]);
    const globalQrels = await file('global.tsv', ['C1\tW1\t1', 'C1\tW2\t1', 'C2\tW4\t1', 'C3\tW3\t1', 'C3\tW2\t1', 'C4\t7\t1']);
    const localQueries = await file('local.jsonl', [
      '{"id": "C1#1", "text": "a reader extracts answer spans [2]", "citing": "C1"}',
      '{"id": "C2#1", "text": "term frequency saturation [5]", "citing": "C2"}',
      '{"id": "C3#1", "text": "in-batch negatives for a dual encoder [1]", "citing": "C3"}',
    ]);
    const localQrels = await file('local.tsv', ['C1#1\tW1\t1', 'C2#1\tW4\t1', 'C3#1\tW3\t1']);
    const options: EvaluationPlanOptions = {
      systems: 'bm25,hybrid-weighted', split: 'all', folds: '2', k: '10', 'citing-papers': citing, 'queries-file': [globalQueries, localQueries], 'qrels-file': [globalQrels, localQrels],
    };
    const request = { plan: evaluationPlan(options), reportFile: path.join(dir, 'report.html'), saveRegression: null, command: 'refgraph eval' };
    const out: string[] = [];
    const { outcome, reportFiles } = await evaluateAndReport(await evaluationEnvironment(stores.services), request, { out: (t) => out.push(t), log: () => {}, now: new Date('2026-01-01T00:00:00Z') });

    const sets = outcome.runs.map((run) => [run.config.querySet, run.system, run.perQuery.length]);
    expect(sets).toEqual([
      ['global', 'bm25-served', 4], ['global', 'bm25', 4], ['global', 'hybrid-weighted', 4],
      ['local', 'bm25-served', 3], ['local', 'bm25', 3], ['local', 'hybrid-weighted', 3],
    ]);
    expect(outcome.runs[0]!.queryCounts).toMatchObject({ loaded: 4, evaluated: 4 });
    expect(outcome.runs[3]!.queryCounts).toMatchObject({ loaded: 3, evaluated: 3 });
    type Cv = { bm25PerFold: unknown[]; weightsPerFold?: unknown[]; weightsFittedOn?: string[] };
    const cv = (i: number) => outcome.runs[i]!.config.cv as Cv;
    // One weight set per fold, fitted on both sets' training queries, used for both.
    expect(cv(2).weightsPerFold).toHaveLength(2);
    expect(cv(5).weightsPerFold).toEqual(cv(2).weightsPerFold);
    expect(cv(2).weightsFittedOn).toEqual(['global', 'local']);
    expect(cv(1).bm25PerFold).toHaveLength(2);
    expect(cv(4).bm25PerFold).toHaveLength(2);

    expect(reportFiles).toEqual([path.join(dir, 'report-global.html'), path.join(dir, 'report-local.html')]);
    expect(out.filter((line) => line.startsWith('\n'))).toEqual(['\nglobal', '\nlocal']);
    expect(await readFile(reportFiles[1]!, 'utf8')).toContain('hybrid-weighted');

    // Sets evaluated together keep their queries apart: a query id in two sets is refused.
    const again = await file('again.jsonl', ['{"id": "C2", "title": "BM25 again"}']);
    const twice = evaluationPlan({ ...options, 'queries-file': [globalQueries, localQueries, again], 'qrels-file': [globalQrels, localQrels, globalQrels] });
    await expect(runEvaluation(await evaluationEnvironment(stores.services), twice)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining("query id 'C2' is in both global and again"),
    });
  });
});
