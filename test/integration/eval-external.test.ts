/** External benchmark data: plain papers and citations ingested, queries and qrels read from files. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runEvaluation, selectSystems } from '../../src/eval';
import { externalGold } from '../../src/eval/gold/external-gold';
import { parseMeasure } from '../../src/eval/metrics';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/ingest/read-lines';
import { repoPath } from '../../src/repo-path';
import { evaluationEnvironment } from '../../src/cli/commands/eval';
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
      queries: { kind: 'files', queriesFile: fixture('queries.jsonl'), qrelsFile: fixture('qrels.tsv'), citingPapersFile: null },
      split: 'all',
      boundaries: {},
      measures: ['nDCG@10', 'R@10'].map(parseMeasure),
      k: 10,
      seed: 1,
      sample: null,
      includeSameYear: false,
      folds: null,
    });
    // ctx-1's citing paper W3 is itself in its qrels (left out: a paper never recommends
    // itself); ctx-2 names W9, which is not in the corpus; future-only's gold is from 2018.
    expect(outcome.queryCounts).toEqual({
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

  it('names the bad line of a queries file in a typed error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-queries-'));
    const queries = path.join(dir, 'queries.jsonl');
    await writeFile(queries, '{"id": "a", "text": "x", "year": 2021}\n{"id": "b", "text": "y", "citing": "nope"}\n');
    await expect(
      runEvaluation(await evaluationEnvironment(stores.services), {
        systems: selectSystems(['bm25']),
        queries: { kind: 'files', queriesFile: queries, qrelsFile: fixture('qrels.tsv'), citingPapersFile: null },
        split: 'all',
        boundaries: {},
        measures: [parseMeasure('R@10')],
        k: 10,
        seed: 1,
        sample: null,
        includeSameYear: false,
        folds: null,
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
      queries: { kind: 'files' as const, queriesFile: queries, qrelsFile: qrels, citingPapersFile: null },
      split: 'all' as const,
      boundaries: {},
      measures: [parseMeasure('R@10')],
      k: 10,
      seed: 1,
      sample: null,
      includeSameYear,
      folds: null,
    });
    const env = await evaluationEnvironment(stores.services);
    await expect(runEvaluation(env, plan(false))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const outcome = await runEvaluation(env, plan(true));
    expect(outcome.runs[0]!.perQuery[0]!.measures['R@10']).toBe(1);
  });
});
