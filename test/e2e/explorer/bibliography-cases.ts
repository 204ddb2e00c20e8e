/**
 * The bibliography view: a preselection as the API ranks it, with its sources; entries dropped;
 * downloaded as BibTeX, RIS and CSL-JSON that parse, in the ranked order.
 */
import { readFileSync } from 'node:fs';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse } from '@retorquere/bibtex-parser';
import { controlsTabMisses, shownOnce } from './browser';
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

  it('downloads the list as BibTeX, RIS and CSL-JSON files that parse, one record per paper in the ranked order', async () => {
    const ids = await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paper-id')!));
    const exported = await session.api(`{ exportCitations(paperIds: ${JSON.stringify(ids)}, format: BIBTEX, order: GIVEN) { entries { paperId key } } }`);
    const entries = (exported.data!.exportCitations as { entries: { paperId: string; key: string }[] }).entries;
    expect(entries.map((e) => e.paperId)).toEqual(ids);
    const keys = entries.map((e) => e.key);
    const readers: Record<string, [string, (text: string) => string[]]> = {
      BibTeX: ['bib', (text) => {
        const parsed = parse(text);
        expect(parsed.errors).toEqual([]);
        return parsed.entries.map((e) => e.key);
      }],
      RIS: ['ris', (text) => new Cite(text, { forceType: '@ris/file' }).data.map((item) => item.id as string)],
      'CSL-JSON': ['json', (text) => (JSON.parse(text) as { id: string }[]).map((item) => item.id)],
    };
    for (const [label, [extension, read]] of Object.entries(readers)) {
      const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: `Download ${label}` }).click()]);
      expect(download.suggestedFilename()).toBe(`coral-reef-bleaching-under-ocean-warming.${extension}`);
      expect(read(readFileSync((await download.path())!, 'utf8'))).toEqual(keys);
    }
    await expect(page().locator('.download [role="status"]').textContent()).resolves.toBe(`Saved coral-reef-bleaching-under-ocean-warming.json (${ids.length} entries, in the order listed).`);
  });

  it('drops an entry from the list and its file, restores it, and accepts the kept ones into the collection', async () => {
    const ids = await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paper-id')!));
    await page().locator(`tr[data-paper-id="${ids[1]}"] button`, { hasText: 'Drop' }).click();
    await session.urlHas('drop', ids[1]!);
    const kept = [ids[0]!, ...ids.slice(2)];
    const shownIds = () => rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-paper-id')!));
    expect(await shownOnce(page(), shownIds, kept)).toEqual(kept);
    await expect(page().locator('.summary').textContent()).resolves.toContain(`1 dropped, ${kept.length} kept`);
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Download RIS' }).click()]);
    expect(new Cite(readFileSync((await download.path())!, 'utf8'), { forceType: '@ris/file' }).data).toHaveLength(kept.length);
    await page().getByRole('button', { name: `Accept all ${kept.length} kept into the collection` }).click();
    await session.urlHas('accepted', kept.join(' '));
    await page().locator('.dropped-note summary').click();
    await page().locator(`.dropped-note li[data-paper-id="${ids[1]}"] button`).click();
    expect(await shownOnce(page(), shownIds, ids)).toEqual(ids);
    // Leave the collection empty for the views tested next.
    await page().evaluate('localStorage.removeItem("refgraph.explorer.collection")');
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
