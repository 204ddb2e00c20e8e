/**
 * `refgraph eval preselect` and `refgraph export bibtex|ris|csl-json` on the real engines and encoder, over
 * the evaluation fixture (papers whose references are known).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse } from '@retorquere/bibtex-parser';
import { preselectSettings, rankEngines } from '../../src/app/services';
import { runPreselectEvaluation } from '../../src/eval/preselect/run-preselect-evaluation';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { refgraph } from '../support/built-cli';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'eval-corpus.jsonl');
const SUITE = 'eval-preselect';

describe('bibliography preselection: evaluation and export', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores(SUITE);
    expect((await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' })).errors).toEqual([]);
  });
  afterAll(async () => closeServices(stores.services));

  it('measures recall of each query paper’s references by subset size', async () => {
    const outcome = await runPreselectEvaluation(await rankEngines(stores.services), preselectSettings(stores.services.config), {
      queries: { kind: 'stored' },
      split: 'all',
      boundaries: {},
      sizes: [1, 3, 20],
      fields: 'title',
      seed: 1,
      sample: null,
    });
    // 13 citing papers; same2016followup's only reference is from its own year: 12 judged.
    expect(outcome.queryCounts).toMatchObject({ loaded: 13, inSplit: 13, judged: 12, skippedNoGold: 1, withoutTitle: 0, evaluated: 12 });
    expect(outcome.points.map((p) => p.size)).toEqual([1, 3, 20]);
    const [one, three, twenty] = outcome.points;
    expect(one!.meanSubsetSize).toBe(1);
    expect(one!.meanRecall).toBeLessThan(three!.meanRecall);
    // 20 is more than the 13 papers older than any query: every reference is found.
    expect(twenty).toMatchObject({ meanRecall: 1, pooledRecall: 1, allFound: 1 });
    const levy = outcome.perQuery.find((q) => q.queryId === 'paper:levy2015improving')!;
    expect(levy).toEqual({ queryId: 'paper:levy2015improving', relevant: 3, recall: { 1: 1 / 3, 3: 1, 20: 1 } });
  });

  it('exports BibTeX, RIS and CSL-JSON for a list of ids, and BibTeX for a preselection', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-bibtex-'));
    const ids = path.join(dir, 'ids.txt');
    await writeFile(ids, '# two papers\nlevy2015improving\nbengio2003neural\n');
    // The command opens its own services from the environment: point it at this suite's index.
    const env = { ...process.env, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` };
    const exported = async (...args: string[]) => {
      const run = await refgraph(['export', ...args], env);
      expect([run.status, run.stdout]).toEqual([0, '']);
      return run.stderr;
    };
    expect(await exported('bibtex', '--ids', ids, '--out', path.join(dir, 'ids.bib'))).toBe(`wrote 2 BibTeX entries to ${path.join(dir, 'ids.bib')}\n`);
    await exported('ris', '--ids', ids, '--out', path.join(dir, 'ids.ris'));
    await exported('csl-json', '--ids', ids, '--out', path.join(dir, 'ids.json'));
    await exported('bibtex', '--preselect', 'Improving Distributional Similarity with Lessons Learned from Word Embeddings', '--max-size', '3', '--before', '2015', '--out', path.join(dir, 'preselect.bib'));
    const keys = async (file: string) => parse(await readFile(path.join(dir, file), 'utf8')).entries.map((e) => e.key);
    expect(await keys('ids.bib')).toEqual(['bengio2003neural', 'levy2015improving']);
    const cslIds = async (file: string, options = {}) => new Cite(await readFile(path.join(dir, file), 'utf8'), options).data.map((item) => item.id);
    expect(await cslIds('ids.ris', { forceType: '@ris/file' })).toEqual(['bengio2003neural', 'levy2015improving']);
    expect(await cslIds('ids.json')).toEqual(['bengio2003neural', 'levy2015improving']);
    expect(await keys('preselect.bib')).toEqual(['bengio2003neural', 'mikolov2013distributed', 'pennington2014glove']);
  });
});
