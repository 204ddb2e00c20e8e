/**
 * Search first: the landing page's one box and the boxes of the views that take a paper or a talk.
 * A typed title, a pasted DOI, arXiv or ACL id and our own id each find their paper; the
 * suggestions are an ARIA combobox worked by keyboard alone.
 */
import type { Page } from 'playwright-core';
import type { ExplorerSession } from './session';

/** Types into the box labelled `label` and waits until `id` is among its suggestions. */
export async function suggestionsFor(page: Page, label: string, text: string, id: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(text);
  await page.locator(`[role="listbox"] [role="option"][data-id="${id}"]`).waitFor();
}

/** Finds `id` by typing `text` in the box labelled `label`, and clicks its suggestion. */
export async function pickSuggestion(page: Page, label: string, text: string, id: string): Promise<void> {
  await suggestionsFor(page, label, text, id);
  await page.locator(`[role="listbox"] [role="option"][data-id="${id}"]`).click();
}

export function searchCases(session: ExplorerSession): void {
  const page = () => session.page();
  const options = () => page().locator('[role="listbox"] [role="option"]');
  const optionIds = () => options().evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));

  it('opens on the search box and what the library holds: counts, most cited papers, talks', async () => {
    const api = await session.api('{ papers(first: 5, sort: { by: CITATIONS }) { totalCount edges { node { id } } } talks(first: 3) { totalCount } }');
    const library = api.data as { papers: { totalCount: number; edges: { node: { id: string } }[] }; talks: { totalCount: number } };
    await page().goto(`${session.origin()}/explorer/`);
    await page().locator('.library .holdings').waitFor();
    await expect(page().getByRole('combobox', { name: 'Paper or talk' }).isVisible()).resolves.toBe(true);
    const holdings = (await page().locator('.library .holdings').textContent())!;
    expect(holdings).toContain(`${library.papers.totalCount.toLocaleString('en')} papers`);
    expect(holdings).toContain(`${library.talks.totalCount} talks`);
    const examples = await page().locator('.examples li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    expect(examples.slice(0, 5)).toEqual(library.papers.edges.map((e) => e.node.id));
    expect(examples.length).toBe(5 + Math.min(3, library.talks.totalCount));
    await session.browser().screenshot('landing');
  });

  it('finds a paper by title words typed, and opens it on its citation map', async () => {
    await pickSuggestion(page(), 'Paper or talk', 'molecular structure nucleic acids', 'watson1953molecular');
    await session.urlHas('view', 'neighbourhood');
    await session.urlHas('paper', 'watson1953molecular');
    await page().locator('.citation-graph[data-centre="watson1953molecular"]').waitFor();
    await expect(page().locator('.node-panel h2').textContent()).resolves.toContain('Molecular Structure of Nucleic Acids');
  });

  it('finds a paper by a DOI, an arXiv id, an ACL id and our own id as pasted, first among the suggestions', async () => {
    const cases: [string, string, string][] = [
      ['https://doi.org/10.1038/171737a0', 'watson1953molecular', 'DOI'],
      ['arXiv:1903.10676v2', 'beltagy2019scibert', 'arXiv id'],
      ['https://aclanthology.org/D19-1371/', 'beltagy2019scibert', 'ACL Anthology id'],
      ['devlin2019bert', 'devlin2019bert', 'Refgraph id'],
    ];
    await page().goto(`${session.origin()}/explorer/`);
    for (const [pasted, id, via] of cases) {
      await suggestionsFor(page(), 'Paper or talk', pasted, id);
      expect([pasted, (await optionIds())[0]]).toEqual([pasted, id]);
      await expect(options().first().locator('.via').textContent()).resolves.toBe(`by ${via}`);
    }
  });

  it('is a combobox worked by keyboard: arrows move, Enter picks, Escape closes then clears', async () => {
    await page().goto(`${session.origin()}/explorer/`);
    const box = page().getByRole('combobox', { name: 'Paper or talk' });
    await box.focus();
    await page().keyboard.type('transformers');
    await options().first().waitFor();
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    const ids = await optionIds();
    expect(ids.length).toBeGreaterThan(2);
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('ArrowDown');
    const active = (await box.getAttribute('aria-activedescendant'))!;
    await expect(page().locator(`[id="${active}"]`).getAttribute('data-id')).resolves.toBe(ids[1]);
    await expect(options().nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page().keyboard.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await page().keyboard.press('Escape');
    await expect(box.inputValue()).resolves.toBe('');

    await page().keyboard.type('word vectors transformers');
    await page().locator('[role="option"][data-kind="talk"]').first().waitFor();
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Enter');
    await session.urlHas('talk', 'talk-word-vectors-transformers-2020');
    await page().locator('.summary[data-state="done"]').waitFor();
    expect(new URL(page().url()).searchParams.get('view')).toBe('recommend');
  });

  it('says when nothing matches', async () => {
    await page().goto(`${session.origin()}/explorer/?view=recommend&source=paper`);
    await page().getByRole('combobox', { name: 'Paper', exact: true }).fill('xyzzyq plughq');
    await page().locator('.search-status', { hasText: 'No stored paper matches.' }).waitFor();
  });

  it('recommends for a paper found by its title in the recommendations view, and draws a map of one found in the neighbourhood view', async () => {
    await page().goto(`${session.origin()}/explorer/?view=recommend&source=paper`);
    await pickSuggestion(page(), 'Paper', 'SciBERT pretrained scientific', 'beltagy2019scibert');
    await session.urlHas('paper', 'beltagy2019scibert');
    await page().locator('.summary[data-state="done"]').waitFor();
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood`);
    await pickSuggestion(page(), 'Paper', 'BERT deep bidirectional', 'devlin2019bert');
    await page().locator('.citation-graph[data-centre="devlin2019bert"]').waitFor();
  });
}
