/**
 * The evaluation runs view: runs stored by the real evaluation (two `refgraph eval` batches on
 * the demo corpus), listed as the API lists them, a page at a time, with each run's HTML report
 * downloaded and opened under the page's CSP.
 */
import { readFileSync } from 'node:fs';
import type { ConsoleMessage } from 'playwright-core';
import { evaluationEnvironment } from '../../../src/app';
import { EvaluationPlan, runEvaluation, selectSystems } from '../../../src/eval';
import { parseMeasure } from '../../../src/metrics';
import { DEFAULT_BAGS } from '../../../src/rank/tuning/bagged-ascent';
import { graphqlClient, testKey } from '../../integration/harness';
import { controlsTabMisses, shownOnce } from './browser';
import type { ExplorerSession } from './session';

const RUNS_PAGE = `query($first: Int!, $after: String) { evaluationRuns(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id batch system split config evaluatedQueries means { measure mean } } } } }`;

interface ApiRun {
  id: string;
  batch: string;
  system: string;
  split: string;
  config: { querySet: string };
  evaluatedQueries: number;
  means: { measure: string; mean: number | null }[];
}

const plan = (systems: string[], set: 'talks' | 'papers', measures: string[], sample: number | null): EvaluationPlan => ({
  systems: selectSystems(systems),
  queries: { kind: 'stored', set },
  split: 'all',
  boundaries: {},
  measures: measures.map(parseMeasure),
  k: 100,
  seed: 1,
  sample,
  includeSameYear: false,
  folds: null,
  bags: DEFAULT_BAGS,
  runFiles: [],
});

export function runsCases(session: ExplorerSession): void {
  const page = () => session.page();
  const rows = () => page().locator('table.runs tbody tr');
  const settled = () => page().locator('.summary[data-state="done"], .error').first().waitFor();
  let adminKey = '';
  const admin = graphqlClient(
    () => session.url(),
    () => adminKey,
  );
  const apiPage = async (first: number, after: string | null) => {
    const result = await admin(RUNS_PAGE, { first, after });
    expect(result.errors).toBeUndefined();
    return result.data!.evaluationRuns as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: ApiRun }[] };
  };
  /** Each row as the page shows it: id, system, split, query set, queries, and its means by measure. */
  const shownRows = () =>
    rows().evaluateAll((trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-run-id'),
        cells: [...tr.querySelectorAll('td')].slice(2, 6).map((td) => td.textContent),
        means: Object.fromEntries([...tr.querySelectorAll('td.mean')].map((td) => [td.getAttribute('data-measure'), td.textContent])),
      })),
    );
  /** Waits (polled, as the URL is) until the table lists these runs, then reads its rows. */
  const rowsOnce = async (ids: string[]) => {
    const shownIds = () => rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-run-id')));
    expect(await shownOnce(page(), shownIds, ids)).toEqual(ids);
    await settled();
    return shownRows();
  };
  const expectedRows = (runs: ApiRun[], measures: string[]) =>
    runs.map((run) => ({
      id: run.id,
      cells: [run.system, run.split, run.config.querySet, String(run.evaluatedQueries)],
      means: Object.fromEntries(measures.map((measure) => [measure, run.means.find((m) => m.measure === measure)?.mean?.toFixed(4) ?? '—'])),
    }));

  it('says in words that runs need an admin key', async () => {
    await page().goto(`${session.origin()}/explorer/?view=runs`);
    await page().locator('.error').waitFor();
    await expect(page().locator('.error').getAttribute('data-code')).resolves.toBe('FORBIDDEN');
    await expect(page().locator('.error').textContent()).resolves.toContain('needs a key with more rights, e.g. admin');
  });

  it('with an admin key and no run stored, says how to make one', async () => {
    adminKey = await testKey(session.stores().services, 'admin');
    await page().getByLabel('API key').fill(adminKey);
    await page().getByRole('button', { name: 'Use key' }).click();
    await page().goto(`${session.origin()}/explorer/?view=runs`);
    await settled();
    await expect(page().locator('.empty').textContent()).resolves.toBe('No runs stored yet: run refgraph eval.');
  });

  describe('with stored runs', () => {
    let batches: ApiRun[][];

    beforeAll(async () => {
      const env = await evaluationEnvironment(session.stores().services);
      // Two batches measuring different things, so the columns are the union of their measures.
      await runEvaluation(env, plan(['bm25', 'most-cited'], 'talks', ['AP@100', 'R@10', 'nDCG@10', 'P@10'], null));
      await runEvaluation(env, plan(['most-cited'], 'papers', ['nDCG@10', 'RR@10'], 20));
      const all = (await apiPage(100, null)).edges.map((edge) => edge.node);
      batches = [...new Set(all.map((run) => run.batch))].map((batch) => all.filter((run) => run.batch === batch));
    }, 300_000);

    it('lists the runs in the API’s order with the means it gives, the union of their measures as columns', async () => {
      const first = await apiPage(2, null);
      expect(first.totalCount).toBe(3);
      await page().goto(`${session.origin()}/explorer/?view=runs&n=2`);
      await settled();
      const measures = ['AP@100', 'nDCG@10', 'P@10', 'R@10', 'RR@10'];
      await expect(page().locator('table.runs th.measure').allTextContents()).resolves.toEqual(measures);
      expect(await shownRows()).toEqual(expectedRows(first.edges.map((e) => e.node), measures));
      await expect(page().locator('.summary').textContent()).resolves.toBe('3 runs stored.');
      await session.browser().screenshot('runs');
    });

    it('pages on with the API’s cursor, in the URL, which a reload shows again', async () => {
      const first = await apiPage(2, null);
      const second = await apiPage(2, first.pageInfo.endCursor);
      await page().getByRole('button', { name: 'Next page' }).click();
      await session.urlHas('after', first.pageInfo.endCursor);
      const secondIds = second.edges.map((e) => e.node.id);
      // The talks batch's bm25 run, the oldest: the page's columns are its own measures.
      expect(await rowsOnce(secondIds)).toEqual(expectedRows(second.edges.map((e) => e.node), ['AP@100', 'nDCG@10', 'P@10', 'R@10']));
      await expect(page().getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);
      await page().reload();
      await rowsOnce(secondIds);
      await page().getByRole('button', { name: 'First page' }).click();
      await rowsOnce(first.edges.map((e) => e.node.id));
      expect(new URL(page().url()).searchParams.get('after')).toBeNull();
    });

    it('downloads a run’s report: an HTML file of its batch’s systems and their means', async () => {
      const talks = batches.find((runs) => runs[0]!.config.querySet === 'talks')!;
      const run = talks[0]!;
      await page().goto(`${session.origin()}/explorer/?view=runs`);
      await settled();
      await page().getByRole('button', { name: `Report of run ${run.id}` }).click();
      const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('link', { name: `Download refgraph-eval-run-${run.id}.html` }).click()]);
      expect(download.suggestedFilename()).toBe(`refgraph-eval-run-${run.id}.html`);
      const html = readFileSync((await download.path())!, 'utf8');
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      const ids = talks.map((r) => Number(r.id)).sort((a, b) => a - b);
      expect(html).toContain(`<pre>refgraph eval runs --ids ${ids[0]}-${ids[ids.length - 1]}</pre>`);
      for (const each of talks) {
        expect(html).toContain(`<td>${each.system}</td>`);
        for (const { mean } of each.means) expect(html).toContain(mean === null ? '-' : mean.toFixed(4));
      }
    });

    it('opens the report in a new tab, styled, under the page’s Content-Security-Policy', async () => {
      const run = batches.find((runs) => runs[0]!.config.querySet === 'papers')![0]!;
      await page().getByRole('button', { name: `Report of run ${run.id}` }).click();
      // Messages of any page but the explorer's: the report's, from its first moment (a refused style would be one).
      const refused: string[] = [];
      const listen = (message: ConsoleMessage) => {
        if (message.page() !== page()) refused.push(message.text());
      };
      page().context().on('console', listen);
      const [report] = await Promise.all([page().context().waitForEvent('page'), page().getByRole('link', { name: `Open report of run ${run.id}` }).click()]);
      await report.waitForLoadState();
      expect(report.url()).toMatch(/^blob:/);
      await expect(report.title()).resolves.toBe('Refgraph evaluation');
      await expect(report.locator('pre').textContent()).resolves.toBe(`refgraph eval runs --ids ${run.id}`);
      // The inline <style> applied (a CSP refusing it would leave the browser's serif and full width).
      await expect(report.evaluate('getComputedStyle(document.body).maxWidth')).resolves.toBe('1000px');
      await expect(report.locator('svg').count()).resolves.toBeGreaterThan(0);
      await report.close();
      page().context().off('console', listen);
      expect(refused).toEqual([]);
      await session.browser().screenshot('runs-reports');
    });

    it('reaches every control with the Tab key', async () => {
      expect(await controlsTabMisses(page())).toEqual([]);
    });
  });
}
