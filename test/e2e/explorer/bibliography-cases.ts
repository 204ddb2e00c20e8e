/** The bibliography view: a preselection as the API ranks it, with its sources, downloaded as BibTeX that parses. */
import { readFileSync } from 'node:fs';
import { parse } from '@retorquere/bibtex-parser';
import { controlsTabMisses } from './browser';
import type { ExplorerSession } from './session';

const TITLE = 'Coral reef bleaching under ocean warming';
const ARGS = `query: {title: "${TITLE}", keywords: ["climate change"]}, first: 5, before: 2010`;

export function bibliographyCases(session: ExplorerSession): void {
  const page = () => session.page();
  const rows = () => page().locator('table.preselection tbody tr');
  const settled = () => page().locator('.summary[data-state="done"], .error').first().waitFor();

  it('preselects papers for a title as the API does, each with the retrievers that found it', async () => {
    const result = await session.api(`{ preselectBibliography(${ARGS}) { maxYear entries { paper { id } sources } } }`);
    expect(result.errors).toBeUndefined();
    const expected = result.data!.preselectBibliography as { maxYear: number; entries: { paper: { id: string }; sources: string[] }[] };
    expect(expected.entries).toHaveLength(5);

    await page().goto(`${session.origin()}/explorer/?view=bibliography`);
    await page().getByLabel('Title or topic', { exact: true }).fill(TITLE);
    await page().getByLabel('Keywords', { exact: true }).fill('climate change');
    await page().getByLabel('Papers', { exact: true }).fill('5');
    await page().getByLabel('Published before', { exact: true }).fill('2010');
    await page().getByRole('button', { name: 'Preselect' }).click();
    await session.urlHas('title', TITLE);
    await settled();
    const shown = await rows().evaluateAll((trs) => trs.map((tr) => ({ id: tr.getAttribute('data-paper-id'), sources: tr.getAttribute('data-sources') })));
    expect(shown).toEqual(expected.entries.map((e) => ({ id: e.paper.id, sources: e.sources.join(' ') })));
    await expect(page().locator('.year-cutoff').textContent()).resolves.toBe(String(expected.maxYear));
    expect(Object.fromEntries(['kw', 'size', 'before'].map((name) => [name, new URL(page().url()).searchParams.get(name)]))).toEqual({ kw: 'climate change', size: '5', before: '2010' });
    await session.browser().screenshot('bibliography');
  });

  it('downloads the list as a BibTeX file that parses, one entry per paper, with the API’s keys', async () => {
    const ids = await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paper-id')!));
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Download BibTeX' }).click()]);
    expect(download.suggestedFilename()).toBe('coral-reef-bleaching-under-ocean-warming.bib');
    const text = readFileSync((await download.path())!, 'utf8');
    const parsed = parse(text);
    expect(parsed.errors).toEqual([]);
    const exported = await session.api(`{ exportCitations(paperIds: ${JSON.stringify(ids)}, format: BIBTEX) { entries { key } } }`);
    const keys = (exported.data!.exportCitations as { entries: { key: string }[] }).entries.map((e) => e.key);
    expect(parsed.entries.map((e) => e.key)).toEqual(keys);
    expect(keys).toHaveLength(ids.length);
    await expect(page().locator('.download [role="status"]').textContent()).resolves.toBe(`Saved coral-reef-bleaching-under-ocean-warming.bib (${ids.length} entries).`);
  });

  it('reaches every control with the Tab key', async () => {
    expect(await controlsTabMisses(page())).toEqual([]);
  });

  it('says in words when the size is over the server’s cap', async () => {
    // REFGRAPH_BIBLIOGRAPHY_MAX_SIZE is 1000; a size far above it would be refused earlier, by the cost limit (HTTP 400).
    await page().goto(`${session.origin()}/explorer/?view=bibliography&title=ocean&size=1001`);
    await page().locator('.error').waitFor();
    await expect(page().locator('.error').getAttribute('data-code')).resolves.toBe('QUERY_TOO_LARGE');
    await expect(page().locator('.error').textContent()).resolves.toContain('larger than the server allows');
  });
}
