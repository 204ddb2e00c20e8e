/**
 * The collection's map: its accepted papers among their nearest neighbours (the API's one-hop
 * neighbourhoods of each, merged), marked apart, labelled without overlap at 1280 and 390 px in
 * both layouts; a paper's panel accepts a neighbour into the collection, and its co-cited and
 * coupled lists carry the same toggles.
 */
import type { ExplorerSession } from './session';

/** Neighbours the view asks around each collected paper (collection-map-data.ts). */
const NEIGHBOURS_PER_PAPER = 10;

export function collectionMapCases(session: ExplorerSession, accepted: () => string[]): void {
  const page = () => session.page();
  const graph = () => page().locator('.collection-map .citation-graph');
  const drawnIds = () => page().locator('.collection-map .graph-nodes li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')!));
  const shownLabels = () =>
    page()
      .locator('.collection-map .map-label:not([hidden])')
      .evaluateAll((labels) => labels.map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number } })));

  it('draws the accepted papers among the neighbours the API gives for each, the collected ones marked', async () => {
    const kept = accepted();
    const expected = new Set(kept);
    for (const id of kept) {
      const result = await session.api(`{ neighbourhood(paperId: "${id}", depth: 1, first: ${NEIGHBOURS_PER_PAPER}) { nodes { id } } }`);
      expect(result.errors).toBeUndefined();
      for (const node of (result.data!.neighbourhood as { nodes: { id: string }[] }).nodes) expected.add(node.id);
    }
    await page().goto(`${session.origin()}/explorer/?view=collection`);
    await graph().and(page().locator('[data-labels-shown][data-drawn-nodes]')).waitFor();
    const drawn = await drawnIds();
    expect(new Set(drawn)).toEqual(expected);
    expect(drawn.length).toBeGreaterThan(kept.length);
    await expect(graph().getAttribute('data-drawn-nodes')).resolves.toBe(String(expected.size));
    await expect(graph().getAttribute('data-collected')).resolves.toBe(String(kept.length));
    // The centre is a collected paper; the list says which papers are collected.
    expect(kept).toContain(await graph().getAttribute('data-centre'));
    const collectedInList = await page().locator('.collection-map .graph-nodes li').evaluateAll((items) => items.filter((item) => item.textContent!.includes('in your collection')).map((item) => item.getAttribute('data-id')));
    expect(new Set(collectedInList)).toEqual(new Set(kept));
  });

  describe.each([1280, 390])('at %i px wide', (width) => {
    beforeAll(async () => page().setViewportSize({ width, height: 900 }));
    afterAll(async () => page().setViewportSize({ width: 1280, height: 900 }));

    it.each(['time', 'similarity'])('labels the map, no two labels overlapping, laid out by %s', async (layout) => {
      await page().goto(`${session.origin()}/explorer/?view=collection&layout=${layout}`);
      await graph().and(page().locator(`[data-layout="${layout}"][data-labels-shown]`)).waitFor();
      const labels = await shownLabels();
      expect(labels.length).toBeGreaterThanOrEqual(Math.min(accepted().length, 3));
      const frame = (await graph().boundingBox())!;
      for (const [i, a] of labels.entries()) {
        expect(a.box.left).toBeGreaterThanOrEqual(frame.x);
        expect(a.box.right).toBeLessThanOrEqual(frame.x + frame.width);
        for (const b of labels.slice(i + 1)) {
          const overlap = a.box.left < b.box.right - 0.5 && b.box.left < a.box.right - 0.5 && a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5;
          expect(overlap ? `${a.text} overlaps ${b.text}` : '').toBe('');
        }
      }
      const { scrollWidth, innerWidth } = (await page().evaluate('({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })')) as { scrollWidth: number; innerWidth: number };
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await session.browser().screenshot(`collection-map-${layout}-${width}`, { fullPage: false });
    });
  });

  it("accepts a neighbour from its panel, whose co-cited and coupled papers carry the toggles too, and takes it back", async () => {
    const kept = accepted();
    await page().goto(`${session.origin()}/explorer/?view=collection`);
    await graph().and(page().locator('[data-labels-shown]')).waitFor();
    const neighbour = (await drawnIds()).find((id) => !kept.includes(id))!;
    await page().locator(`.collection-map .graph-nodes li[data-id="${neighbour}"] button`).click();
    await session.urlHas('selected', neighbour);
    const panel = page().locator('.collection-map .node-panel');
    await panel.getByText('Coupled with it').waitFor();
    const related = panel.locator('ul li');
    await expect(related.locator('.collection-toggle').count()).resolves.toBe(await related.count());
    await panel.locator('.collection-toggle').first().locator('button.accepted').click();
    await session.urlHas('accepted', [...kept, neighbour].join(' '));
    await expect(page().locator('header nav a[href="?view=collection"]').textContent()).resolves.toBe(`Collection (${kept.length + 1})`);
    // Accepted, it joins the drawn collection: ringed, and the map redrawn around the new set.
    await graph().and(page().locator(`[data-collected="${kept.length + 1}"]`)).waitFor();
    await session.browser().screenshot('collection-map-accepted');
    await panel.locator('.collection-toggle').first().locator('button.accepted').click();
    await session.urlHas('accepted', kept.join(' '));
  });
}
