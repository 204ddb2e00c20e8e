/** The recommendations view: what it lists, live re-ranking, keyboard, pasted text, errors, a learned ranker. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../src/config/config';
import { createServices, Services } from '../../../src/app';
import { RunningServer, startServer } from '../../../src/api/server';
import { closeServices, graphqlClient, nodes, OPEN_DEMO } from '../../integration/harness';
import { controlsTabMisses, shownOnce } from './browser';
import { pickSuggestion } from './search-cases';
import type { ExplorerSession } from './session';

const TALK = 'talk-word-vectors-transformers-2020';

interface Ranked {
  list: { maxYear: number; edges: { node: { rank: number; score: number; paper: { id: string } } }[] };
}

export function recommendCases(session: ExplorerSession): void {
  const page = () => session.page();
  /** The API's own ranking for a talk, with the same arguments the explorer sends. */
  const apiRanking = async (variables: Record<string, unknown>) => {
    const result = await session.api('query($talkId: ID!, $weights: RankWeightsInput) { list: recommendations(talkId: $talkId, first: 20, weights: $weights) { maxYear edges { node { rank score paper { id } } } } }', {
      talkId: TALK,
      ...variables,
    });
    expect(result.errors).toBeUndefined();
    return (result.data as Ranked).list;
  };
  const shownIds = () => page().locator('table.results tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-paper-id')));
  const settled = () => page().waitForSelector('.summary[data-state="done"]');

  it("ranks a talk's recommendations as the API does, with each score's parts adding up and the year cutoff", async () => {
    await page().goto(`${session.origin()}/explorer/?view=recommend`);
    await pickSuggestion(page(), 'Talk', 'word vectors', TALK);
    await settled();
    const expected = await apiRanking({});
    expect(await shownIds()).toEqual(nodes(expected).map((r) => r.paper.id));
    expect(new URL(page().url()).searchParams.get('talk')).toBe(TALK);
    await expect(page().locator('.year-cutoff').textContent()).resolves.toBe(String(expected.maxYear));

    // Bars share one scale (the best score): each bar's segments fill score / best of it.
    const best = nodes(expected)[0]!.score;
    const fills = await page()
      .locator('table.results .bar')
      .evaluateAll((bars) => bars.map((bar) => [...bar.children].reduce((sum, part) => sum + part.getBoundingClientRect().width, 0) / bar.getBoundingClientRect().width));
    fills.forEach((fill, index) => expect(fill).toBeCloseTo(nodes(expected)[index]!.score / best, 2));
    const firstRow = page().locator('table.results tbody tr').first();
    await expect(firstRow.locator('.chip').count()).resolves.toBeGreaterThan(0);
    await session.browser().screenshot('recommendations-talk');
  });

  it("says why the citation graph scored a paper: the seeds it cites or is cited by, as the API returns them", async () => {
    const result = await session.api(
      'query($talkId: ID!) { list: recommendations(talkId: $talkId, first: 20) { edges { node { paper { id } sources graphLinks { citesSeed citedBySeed seed { id } } } } } }',
      { talkId: TALK },
    );
    type Linked = { paper: { id: string }; sources: string[]; graphLinks: { citesSeed: boolean; citedBySeed: boolean; seed: { id: string } }[] };
    const results = nodes((result.data as { list: { edges: { node: Linked }[] } }).list);
    const expanded = results.find((r) => r.sources.includes('graph') && r.graphLinks.length > 0)!;
    expect(expanded).toBeDefined();
    for (const link of expanded.graphLinks) expect(link.citesSeed || link.citedBySeed).toBe(true);
    const row = page().locator(`table.results tbody tr[data-paper-id="${expanded.paper.id}"]`);
    await row.locator('.why summary').click();
    const seeds = await row.locator('.why li').evaluateAll((items) => items.map((item) => item.getAttribute('data-seed')));
    expect(seeds).toEqual(expanded.graphLinks.map((link) => link.seed.id));
    const first = expanded.graphLinks[0]!;
    await expect(row.locator('.why li').first().textContent()).resolves.toMatch(first.citesSeed && first.citedBySeed ? /^cites and is cited by / : first.citesSeed ? /^cites / : /^is cited by /);
    await session.browser().screenshot('recommendations-why');
  });

  it('re-ranks live: the dense slider moved to 0 by keyboard gives the order the API returns with dense 0', async () => {
    const before = await shownIds();
    const slider = page().getByLabel('dense weight');
    await slider.focus();
    await page().keyboard.press('Home');
    await session.urlHas('w.dense', '0');
    await settled();
    const expected = nodes(await apiRanking({ weights: { dense: 0 } })).map((r) => r.paper.id);
    expect(await shownOnce(page(), shownIds, expected)).toEqual(expected);
    expect(expected).not.toEqual(before);
    await expect(page().locator('table.results [data-feature="dense"]').count()).resolves.toBe(0);

    // The URL is the state: opening it afresh shows the same ranking.
    await page().goto(page().url());
    await settled();
    expect(await shownIds()).toEqual(expected);
  });

  it('reaches every control with the Tab key', async () => {
    expect(await controlsTabMisses(page())).toEqual([]);
  });

  it('recommends for pasted text and a stored paper, and says so when the input is wrong or nothing matched', async () => {
    await page().goto(`${session.origin()}/explorer/?view=recommend&source=text`);
    await page().getByLabel('Text', { exact: true }).fill('Dense passage retrieval trains a dual encoder with in-batch negatives for open-domain question answering.');
    await page().getByLabel(/Written in/).fill('2022');
    await page().getByRole('button', { name: 'Recommend' }).click();
    await settled();
    await expect(page().locator('table.results tbody tr').count()).resolves.toBe(20);
    await expect(page().locator('.year-cutoff').textContent()).resolves.toBe('2021');
    await session.browser().screenshot('recommendations-text');

    await expect(page().locator('.cross-lingual').count()).resolves.toBe(0);

    // A Spanish text in a library mostly in English: the view says how it was read.
    await page().goto(`${session.origin()}/explorer/?view=recommend&source=text`);
    await page().getByLabel('Text', { exact: true }).fill('Las células cancerosas adquieren capacidades distintivas durante el crecimiento de los tumores.');
    await page().getByLabel(/Written in/).fill('2024');
    await page().getByRole('button', { name: 'Recommend' }).click();
    await settled();
    await expect(page().locator('.cross-lingual').textContent()).resolves.toMatch(/^Written in es, also searched in en as /);
    await expect(page().locator('.cross-lingual .translation').textContent()).resolves.toMatch(/cells/i);

    await page().goto(`${session.origin()}/explorer/?view=recommend&source=paper&paper=no-such-paper`);
    await expect(page().locator('.error').getAttribute('data-code')).resolves.toBe('NOT_FOUND');
    await expect(page().locator('.error').textContent()).resolves.toContain("paper 'no-such-paper' not found");

    await page().goto(`${session.origin()}/explorer/?view=recommend&source=text&text=anything&year=1000`);
    await page().locator('.empty, .error').first().waitFor();
    await expect(page().locator('.empty').textContent()).resolves.toContain('No paper matched');
  });

  it('offers the fusions the server serves: no learned ranker here', async () => {
    await page().goto(`${session.origin()}/explorer/?view=recommend&talk=${TALK}`);
    await settled();
    await expect(page().locator('input[name="fusion"]').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))).resolves.toEqual(['WEIGHTED', 'RRF']);
  });

  describe('on a server that serves a learned ranker', () => {
    // A hand-made ranker: BM25 and the graph count only together, the cosine on its own, and
    // citations lower the score (so some bars have parts left of zero).
    const ranker = {
      features: ['bm25', 'dense', 'citations', 'recentCitations', 'author', 'graph'],
      layers: [
        { weights: [[1, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0]], bias: [-0.5, 0, 0] },
        { weights: [[2, 1, -0.5]], bias: [0] },
      ],
    };
    let folder: string;
    let services: Services;
    let learning: RunningServer;
    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'refgraph-ranker-'));
      writeFileSync(join(folder, 'ranker.json'), JSON.stringify({ ranker }));
      services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO, REFGRAPH_ES_INDEX_PREFIX: 'test-explorer', REFGRAPH_RANKER_FILE: join(folder, 'ranker.json') }));
      learning = await startServer(services, { port: 0 });
      session.allowedOrigins.push(new URL(learning.url).origin);
    });
    afterAll(async () => {
      await learning.stop();
      await closeServices(services);
      rmSync(folder, { recursive: true, force: true });
    });

    it("ranks by it when picked, as the API does, the sliders at rest and parts that lowered a score left of the zero line", async () => {
      await page().goto(`${new URL(learning.url).origin}/explorer/?view=recommend&talk=${TALK}`);
      await settled();
      await page().getByLabel('learned ranker').check();
      await session.urlHas('fusion', 'LEARNED');
      await page().waitForSelector('.summary[data-state="done"]:has-text("learned ranker")');
      const result = await learnedRanking(learning.url, TALK);
      expect(await shownIds()).toEqual(nodes(result).map((r) => r.paper.id));
      await expect(page().getByLabel('dense weight').isDisabled()).resolves.toBe(true);
      await expect(page().locator('.learned-note').count()).resolves.toBe(1);

      const lowered = nodes(result).find((r) => r.breakdown.some((b) => b.contribution < 0))!;
      expect(lowered).toBeDefined();
      const bar = page().locator(`table.results tbody tr[data-paper-id="${lowered.paper.id}"] .bar`);
      const zero = await bar.locator('.zero').boundingBox();
      const citations = await bar.locator('[data-feature="citations"]').boundingBox();
      expect(citations!.x + citations!.width).toBeLessThanOrEqual(zero!.x + 0.5);
      await session.browser().screenshot('recommendations-learned');
    });
  });
}

interface LearnedRanking {
  edges: { node: { paper: { id: string }; breakdown: { feature: string; contribution: number }[] } }[];
}

/** A talk's ranking by the learned ranker, straight from the API, as the explorer asks for it. */
async function learnedRanking(url: string, talkId: string): Promise<LearnedRanking> {
  const answer = await graphqlClient(() => url)('query($talkId: ID!) { list: recommendations(talkId: $talkId, first: 20, fusion: LEARNED) { edges { node { paper { id } breakdown { feature contribution } } } } }', { talkId });
  expect(answer.errors).toBeUndefined();
  return (answer.data as { list: LearnedRanking }).list;
}
