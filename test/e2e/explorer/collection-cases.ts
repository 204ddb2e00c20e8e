/**
 * The collection: papers accepted from two views, kept by a reload (localStorage) and by a shared
 * link in a fresh browser, reordered by keyboard, exported in BibTeX, RIS and CSL-JSON in the
 * order kept, and recommendations from it naming the seeds that found each.
 */
import { readFileSync } from 'node:fs';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse } from '@retorquere/bibtex-parser';
import { launchChromium } from '../../../src/bench/headless-chromium';
import { controlsTabMisses, shownOnce } from './browser';
import { collectionMapCases } from './collection-map-cases';
import type { ExplorerSession } from './session';

const TALK = 'talk-word-vectors-transformers-2020';
const STORAGE_KEY = 'refgraph.explorer.collection';

export function collectionCases(session: ExplorerSession): void {
  const page = () => session.page();
  const collectedIds = () => page().locator('table.collected tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paper-id')!));
  const pressed = (rowSelector: string, verdict: 'accepted' | 'rejected') => page().locator(`${rowSelector} .collection-toggle button.${verdict}`).getAttribute('aria-pressed');
  let kept: string[] = [];
  let rejected: string[] = [];

  afterAll(async () => {
    // Later cases open views without a collection: this browser forgets it.
    await page().goto(`${session.origin()}/explorer/`);
    await page().evaluate(`localStorage.removeItem(${JSON.stringify(STORAGE_KEY)})`);
  });

  it('accepts papers from the recommendations and from concept search, and rejects one', async () => {
    await page().goto(`${session.origin()}/explorer/?view=recommend&talk=${TALK}`);
    await page().locator('.summary[data-state="done"]').waitFor();
    const recommended = await page().locator('table.results tbody tr').evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.getAttribute('data-paper-id')!));
    for (const id of recommended) await page().locator(`tr[data-paper-id="${id}"] .collection-toggle button.accepted`).click();
    expect(await pressed(`tr[data-paper-id="${recommended[0]}"]`, 'accepted')).toBe('true');
    const title = await page().locator(`tr[data-paper-id="${recommended[0]}"] td > .title`).first().textContent();
    await expect(page().locator(`tr[data-paper-id="${recommended[0]}"] .collection-toggle button.accepted`).getAttribute('aria-label')).resolves.toBe(`Accept “${title}” into the collection`);
    await session.urlHas('accepted', recommended.join(' '));

    await page().goto(`${session.origin()}/explorer/?view=concepts&q=cancer&xl=1`);
    await page().locator('.summary[data-state="done"]').waitFor();
    const hits = await page().locator('table.concept-results tbody tr').evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.getAttribute('data-paper-id')!));
    // The keyboard works the toggles: focus, then Space.
    await page().locator(`tr[data-paper-id="${hits[0]}"] .collection-toggle button.accepted`).focus();
    await page().keyboard.press('Space');
    await page().locator(`tr[data-paper-id="${hits[1]}"] .collection-toggle button.rejected`).click();
    expect(await pressed(`tr[data-paper-id="${hits[1]}"]`, 'rejected')).toBe('true');
    kept = [...recommended, hits[0]!];
    rejected = [hits[1]!];
    await session.urlHas('accepted', kept.join(' '));
    await session.urlHas('rejected', rejected.join(' '));
    await expect(page().locator('header nav a[href="?view=collection"]').textContent()).resolves.toBe('Collection (3)');
  });

  it('keeps the collection through a page opened without it (localStorage), and puts it back in the link', async () => {
    await page().goto(`${session.origin()}/explorer/?view=collection`);
    expect(await shownOnce(page(), collectedIds, kept)).toEqual(kept);
    await session.urlHas('accepted', kept.join(' '));
    await expect(page().locator('.rejected-list li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-paper-id')))).resolves.toEqual(rejected);
  });

  it('reorders by keyboard, the focus staying on the moved paper', async () => {
    await page().locator(`tr[data-paper-id="${kept[0]}"] button[data-move="down"]`).focus();
    await page().keyboard.press('Enter');
    kept = [kept[1]!, kept[0]!, kept[2]!];
    expect(await shownOnce(page(), collectedIds, kept)).toEqual(kept);
    await expect(page().evaluate('document.activeElement.closest("tr").getAttribute("data-paper-id")')).resolves.toBe(kept[1]);
    await page().locator(`tr[data-paper-id="${kept[2]}"] button[data-move="up"]`).focus();
    await page().keyboard.press('Enter');
    kept = [kept[0]!, kept[2]!, kept[1]!];
    expect(await shownOnce(page(), collectedIds, kept)).toEqual(kept);
    await session.urlHas('accepted', kept.join(' '));
    await expect(page().locator('.collection-view [role="status"]').last().textContent()).resolves.toMatch(/^Moved “.+” to place 2 of 3\.$/);
  });

  it('exports BibTeX, RIS and CSL-JSON in the order kept', async () => {
    const api = await session.api('query($ids: [ID!]!) { exportCitations(paperIds: $ids, format: RIS, order: GIVEN) { entries { paperId key } } }', { ids: kept });
    const entries = (api.data!.exportCitations as { entries: { paperId: string; key: string }[] }).entries;
    expect(entries.map((e) => e.paperId)).toEqual(kept);
    const keys = entries.map((e) => e.key);
    const readers: Record<string, (text: string) => string[]> = {
      BibTeX: (text) => parse(text).entries.map((e) => e.key),
      RIS: (text) => new Cite(text, { forceType: '@ris/file' }).data.map((item) => item.id as string),
      'CSL-JSON': (text) => (JSON.parse(text) as { id: string }[]).map((item) => item.id),
    };
    for (const [label, read] of Object.entries(readers)) {
      const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: `Download ${label}` }).click()]);
      expect(download.suggestedFilename()).toMatch(/^refgraph-collection\.(bib|ris|json)$/);
      expect(read(readFileSync((await download.path())!, 'utf8'))).toEqual(keys);
    }
  });

  it('recommends from it, each result naming the collected papers that found it', async () => {
    const api = await session.api('query($p: [ID!]!, $n: [ID!]!) { recommendFromPapers(positiveIds: $p, negativeIds: $n, first: 20) { edges { node { seeds paper { id } } } } }', { p: kept, n: rejected });
    expect(api.errors).toBeUndefined();
    const expected = (api.data!.recommendFromPapers as { edges: { node: { seeds: string[]; paper: { id: string } } }[] }).edges.map(({ node }) => ({ id: node.paper.id, seeds: node.seeds.join(' ') }));
    expect(expected.some((e) => e.seeds !== '')).toBe(true);
    const shown = () => page().locator('table.from-collection tbody tr').evaluateAll((trs) => trs.map((tr) => ({ id: tr.getAttribute('data-paper-id'), seeds: tr.getAttribute('data-seeds') })));
    expect(await shownOnce(page(), shown, expected)).toEqual(expected);
    const named = page().locator('table.from-collection li[data-seed]').first();
    const seed = (await named.getAttribute('data-seed'))!;
    // Named as a reader knows it (first author and year), not by its id.
    await expect(named.textContent()).resolves.toMatch(/ \d{4}$/);
    await expect(named.textContent()).resolves.not.toBe(seed);
    await session.browser().screenshot('collection');
  });

  it('reaches every control with the Tab key', async () => {
    expect(await controlsTabMisses(page())).toEqual([]);
  });

  it('opens from its shared link in a fresh browser (the link wins over what that browser stored)', async () => {
    const link = page().url();
    const fresh = await launchChromium();
    try {
      const other = fresh.context.pages()[0] ?? (await fresh.context.newPage());
      await other.goto(link);
      const ids = () => other.locator('table.collected tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paper-id')!));
      expect(await shownOnce(other, ids, kept)).toEqual(kept);
      await expect(other.locator('.rejected-list li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-paper-id')))).resolves.toEqual(rejected);
      // Stored there now: the same browser opened without the link shows it too.
      await other.goto(`${session.origin()}/explorer/?view=collection`);
      expect(await shownOnce(other, ids, kept)).toEqual(kept);
    } finally {
      await fresh.close();
    }
  });

  describe('its map', () => collectionMapCases(session, () => kept));
}
