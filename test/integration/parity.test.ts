/**
 * Cross-lingual parity on the demo corpus (issue #24): the parity set's English, Spanish and
 * Catalan queries (seed/parity) ranked by bm25 and full, every number checked against
 * src/eval/regressions/parity.json within its tolerance, up or down.
 */
import { readFile } from 'node:fs/promises';
import { evaluationEnvironment } from '../../src/app';
import { repoPath } from '../../src/common/repo-path';
import { checkedParityRegression, checkParityRegression } from '../../src/eval/parity/parity-regression';
import { runParity } from '../../src/eval/parity/run-parity';
import { reindex } from '../../src/projections/reindex';
import { ingestDemoCorpus, SEED_FILES } from '../support/demo-corpus';
import { closeServices, openEmptyStores, TestStores } from './harness';

const REGRESSION = repoPath('src', 'eval', 'regressions', 'parity.json');

describe('cross-lingual parity on the demo corpus', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('parity');
    // The demo corpus's vectors are the run's shared ones (test/support/seed-embeddings.ts).
    const reports = await ingestDemoCorpus(stores);
    expect(reports.map((report) => report.errors)).toEqual(SEED_FILES.map(() => []));
    // As the regression's command was run: BM25 statistics without the copies later ingestions leave.
    await reindex(stores.targets, 'elasticsearch');
  }, 600_000);
  afterAll(async () => closeServices(stores.services));

  it('matches the parity regression', async () => {
    const file = JSON.parse(await readFile(REGRESSION, 'utf8')) as unknown;
    const { regression, plan } = checkedParityRegression(file, REGRESSION);
    const resolved = { ...plan, queries: plan.queries.kind === 'files' ? { ...plan.queries, sets: plan.queries.sets.map((s) => ({ queriesFile: repoPath(s.queriesFile), qrelsFile: repoPath(s.qrelsFile) })) } : plan.queries };
    const { results } = await runParity(await evaluationEnvironment(stores.services), resolved);
    const check = checkParityRegression(regression, results);
    expect(check.lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(check.ok).toBe(true);
  }, 600_000);
});
