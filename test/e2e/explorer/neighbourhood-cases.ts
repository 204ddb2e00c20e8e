/** The citation-neighbourhood view: the drawing, its panel and recentering, truncation and refusals. */
import { loadConfig } from '../../../src/config/config';
import { createServices, Services } from '../../../src/app';
import { RunningServer, startServer } from '../../../src/api/server';
import { closeServices, graphqlClient, OPEN_DEMO } from '../../integration/harness';
import { controlsTabMisses } from './browser';
import { pickSuggestion } from './search-cases';
import type { ExplorerSession } from './session';

const CENTRE = 'devlin2019bert';

export function neighbourhoodCases(session: ExplorerSession): void {
  const page = () => session.page();
  const graph = () => page().locator('.citation-graph');
  /** Where the drawing says its centre is, in page coordinates. */
  const centreOnScreen = async (): Promise<[number, number]> => {
    const box = (await graph().boundingBox())!;
    const [x, y] = (await graph().getAttribute('data-centre-at'))!.split(',').map(Number);
    return [box.x + x!, box.y + y!];
  };
  /** The boxes of the labels shown on the map, in page coordinates. */
  const shownLabels = () =>
    page()
      .locator('.map-label:not([hidden])')
      .evaluateAll((labels) => labels.map((label) => ({ id: label.getAttribute('data-id')!, text: label.textContent ?? '', box: label.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number } })));
  const apiNeighbourhood = async (args: string) => {
    const result = await session.api(`{ neighbourhood(${args}) { centre { id } nodes { id } edges { source } reachable truncated } }`);
    expect(result.errors).toBeUndefined();
    return result.data!.neighbourhood as { centre: { id: string }; nodes: { id: string }[]; edges: unknown[]; reachable: number; truncated: boolean };
  };

  it("draws a paper's neighbourhood: every paper the API returns, its citations, the centre marked", async () => {
    const expected = await apiNeighbourhood(`paperId: "${CENTRE}"`);
    expect(expected.nodes.length).toBeGreaterThan(10);
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood`);
    // Typed as its id: ids are still accepted, never required.
    await pickSuggestion(page(), 'Paper', CENTRE, CENTRE);
    await graph().and(page().locator('[data-drawn-nodes]')).waitFor();
    await expect(graph().getAttribute('data-drawn-nodes')).resolves.toBe(String(expected.nodes.length + 1));
    await expect(graph().getAttribute('data-drawn-edges')).resolves.toBe(String(expected.edges.length));
    await expect(graph().getAttribute('data-centre')).resolves.toBe(CENTRE);
    await expect(graph().locator('canvas').count()).resolves.toBeGreaterThan(0);
    const listed = await page().locator('.graph-nodes li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    expect(listed).toEqual([CENTRE, ...expected.nodes.map((n) => n.id)]);
    await expect(page().locator('.graph-nodes li').first().textContent()).resolves.toContain('centre');
    await expect(page().locator('.legend').textContent()).resolves.toContain('colour: year');
    await session.browser().screenshot('neighbourhood');
  });

  it('opens a paper’s panel on a click in the drawing, and recenters there', async () => {
    await page().locator('.citation-graph[data-labels-shown]').waitFor();
    await page().mouse.click(...(await centreOnScreen()));
    await session.urlHas('selected', CENTRE);
    await expect(page().locator('.node-panel h2').textContent()).resolves.toContain('BERT');
    await page().locator('.node-panel').getByText('Co-cited with it').waitFor();

    const neighbour = (await apiNeighbourhood(`paperId: "${CENTRE}"`)).nodes[0]!.id;
    await page().locator(`.graph-nodes li[data-id="${neighbour}"] button`).click();
    await session.urlHas('selected', neighbour);
    await page().locator('.node-panel').getByText('Coupled with it').waitFor();
    await session.browser().screenshot('neighbourhood-panel');
    await page().getByRole('button', { name: 'Recenter here' }).click();
    await session.urlHas('paper', neighbour);
    await graph().and(page().locator(`[data-centre="${neighbour}"]`)).waitFor();
    await expect(page().locator('.graph-nodes li').first().getAttribute('data-id')).resolves.toBe(neighbour);
  });

  describe.each([1280, 390])('at %i px wide', (width) => {
    beforeAll(async () => page().setViewportSize({ width, height: 900 }));
    afterAll(async () => page().setViewportSize({ width: 1280, height: 900 }));

    it.each(['time', 'similarity'])('labels the papers by first author and year, no two labels overlapping, laid out by %s', async (layout) => {
      await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}&depth=2&limit=150&layout=${layout}`);
      await page().locator(`.citation-graph[data-layout="${layout}"][data-labels-shown]`).waitFor();
      const labels = await shownLabels();
      // The centre always gets its label; at 390 px a crowded map hides the least cited ones.
      expect(labels.find((l) => l.id === CENTRE)?.text).toBe('Devlin 2019');
      expect(labels.length).toBeGreaterThanOrEqual(width === 1280 ? 25 : 10);
      const frame = (await graph().boundingBox())!;
      for (const [i, a] of labels.entries()) {
        expect(a.box.left).toBeGreaterThanOrEqual(frame.x);
        expect(a.box.right).toBeLessThanOrEqual(frame.x + frame.width);
        for (const b of labels.slice(i + 1)) {
          const overlap = a.box.left < b.box.right - 0.5 && b.box.left < a.box.right - 0.5 && a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5;
          expect(overlap ? `${a.text} overlaps ${b.text}` : '').toBe('');
        }
      }
      await session.browser().screenshot(`map-${layout}-${width}`, { fullPage: false });
    });
  });

  it('switches layouts from the URL-kept toggle, and lists the prior and derivative works the API gives', async () => {
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}`);
    await page().locator('.citation-graph[data-layout="time"][data-labels-shown]').waitFor();
    await page().getByRole('radio', { name: 'By similarity' }).check();
    await session.urlHas('layout', 'similarity');
    await page().locator('.citation-graph[data-layout="similarity"][data-labels-shown]').waitFor();
    const ids = await page().locator('.graph-nodes li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')!));
    const expected = await session.api('query($ids: [ID!]!, $centre: ID!) { similarityMap(paperIds: $ids, centreId: $centre, first: 8) { priorWorks { paper { id } } derivativeWorks { paper { id } } } }', { ids, centre: CENTRE });
    expect(expected.errors).toBeUndefined();
    const map = expected.data!.similarityMap as { priorWorks: { paper: { id: string } }[]; derivativeWorks: { paper: { id: string } }[] };
    const listed = (name: string) => page().getByRole('region', { name }).locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    expect(await listed('Prior works')).toEqual(map.priorWorks.map((w) => w.paper.id));
    expect(await listed('Derivative works')).toEqual(map.derivativeWorks.map((w) => w.paper.id));
    expect(map.priorWorks.length).toBeGreaterThan(0);
    await page().getByRole('radio', { name: 'By time' }).check();
    await session.urlHas('layout', 'time');
    await page().getByLabel('Height').selectOption('citations');
    await session.urlHas('y', 'citations');
    await page().locator('.citation-graph[data-layout="time"][data-labels-shown]').waitFor();
    await expect(page().locator('.legend').textContent()).resolves.toContain('y: citations');
  });

  it('shows a card on hovering a paper or focusing it in the list: title, authors, venue, citations', async () => {
    const details = await session.api(`{ paper(id: "${CENTRE}") { title authors { name } venue { name } citationCount } }`);
    const paper = details.data!.paper as { title: string; authors: { name: string }[]; venue: { name: string } | null; citationCount: number };
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}`);
    await page().locator('.citation-graph[data-labels-shown]').waitFor();
    await page().mouse.move(...(await centreOnScreen()));
    const card = page().locator(`.map-card[data-id="${CENTRE}"]`);
    await card.waitFor();
    const text = (await card.textContent())!;
    expect(text).toContain(paper.title);
    expect(text).toContain(paper.authors[0]!.name);
    if (paper.venue) expect(text).toContain(paper.venue.name);
    await page().mouse.move(1, 1);
    await card.waitFor({ state: 'detached' });
    const neighbour = (await apiNeighbourhood(`paperId: "${CENTRE}"`)).nodes[1]!.id;
    await page().locator(`.graph-nodes li[data-id="${neighbour}"] button`).focus();
    await page().locator(`.map-card[data-id="${neighbour}"]`).waitFor();
    await session.browser().screenshot('map-card', { fullPage: false });
  });

  it('expands a paper in place: its neighbours are added and nothing drawn moves', async () => {
    const neighbour = (await apiNeighbourhood(`paperId: "${CENTRE}"`)).nodes[0]!.id;
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}&layout=similarity&selected=${neighbour}`);
    await page().locator('.citation-graph[data-labels-shown]').waitFor();
    const before = Number(await graph().getAttribute('data-drawn-nodes'));
    const centreBefore = await graph().getAttribute('data-centre-at');
    const own = await apiNeighbourhood(`paperId: "${neighbour}", depth: 1, first: 15`);
    const drawn = new Set(await page().locator('.graph-nodes li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')!)));
    const added = own.nodes.filter((n) => !drawn.has(n.id)).length;
    expect(added).toBeGreaterThan(0);
    await page().getByRole('button', { name: 'Expand here' }).click();
    await session.urlHas('expand', neighbour);
    await graph().and(page().locator(`[data-drawn-nodes="${before + added}"]`)).waitFor();
    await expect(page().locator('.graph-nodes li').count()).resolves.toBe(before + added);
    await expect(page().locator('.summary').textContent()).resolves.toContain(`${added} more from 1 expanded paper`);
    // Not laid out again: the centre is where it was on screen.
    await page().waitForTimeout(200);
    expect(await graph().getAttribute('data-centre-at')).toBe(centreBefore);
    await session.browser().screenshot('map-expanded', { fullPage: false });
  });

  it('lists the drawn papers by influence (PageRank), sortable by each column', async () => {
    const expected = await apiNeighbourhood(`paperId: "${CENTRE}"`);
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}`);
    const rows = page().locator('.influence-table tbody tr');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(expected.nodes.length + 1);
    const column = (index: number) => rows.evaluateAll((trs, i) => trs.map((tr) => tr.children[i as number]!.textContent ?? ''), index);
    expect((await column(0)).map(Number)).toEqual(expected.nodes.map((_, i) => i + 1).concat(expected.nodes.length + 1));
    await page().getByRole('button', { name: 'Cited here' }).click();
    await expect(page().locator('th[aria-sort="descending"]').textContent()).resolves.toBe('Cited here');
    const citedHere = (await column(4)).map(Number);
    expect(citedHere).toEqual([...citedHere].sort((a, b) => b - a));
    await page().getByRole('button', { name: 'Year' }).click();
    const years = (await column(2)).map(Number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('highlights the citation path from the centre to a chosen paper, as the API finds it', async () => {
    const twoHops = await session.api(`{ neighbourhood(paperId: "${CENTRE}", depth: 2, first: 500) { nodes { id depth } truncated } }`);
    const drawn = twoHops.data!.neighbourhood as { nodes: { id: string; depth: number }[]; truncated: boolean };
    expect(drawn.truncated).toBe(false);
    const target = drawn.nodes.find((n) => n.depth === 2)!.id;
    const path = await session.api(`{ citationPath(fromId: "${CENTRE}", toId: "${target}", directed: false, maxDepth: 6, first: 1) { length paths { papers { id } } } }`);
    const expected = path.data!.citationPath as { length: number; paths: { papers: { id: string }[] }[] };
    expect(expected.length).toBe(2);
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}&depth=2&limit=500&selected=${target}`);
    await page().getByRole('button', { name: 'Path from the centre' }).click();
    await session.urlHas('path', target);
    await expect(page().locator('.path-summary h2').textContent()).resolves.toBe('Citation path: 2 hops');
    const listed = await page().locator('.path-summary li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    expect(listed).toEqual(expected.paths[0]!.papers.map((p) => p.id));
    // Three papers and the two citations between them.
    await graph().and(page().locator('[data-highlighted="5"]')).waitFor();
    await session.browser().screenshot('neighbourhood-path');
    await page().getByRole('button', { name: 'Hide the path' }).click();
    await graph().and(page().locator('[data-highlighted="0"]')).waitFor();
  });

  it('reaches every control with the Tab key', async () => {
    expect(await controlsTabMisses(page())).toEqual([]);
  });

  it('says in words when the limit cut the drawing, and when a setting is refused', async () => {
    const expected = await apiNeighbourhood(`paperId: "${CENTRE}", depth: 2, first: 5`);
    expect(expected.truncated).toBe(true);
    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=${CENTRE}&depth=2&limit=5`);
    await expect(page().locator('.truncated').textContent()).resolves.toContain(`${expected.reachable} papers were within reach`);
    await expect(graph().getAttribute('data-drawn-nodes')).resolves.toBe('6');

    await page().goto(`${session.origin()}/explorer/?view=neighbourhood&paper=no-such-paper`);
    await expect(page().locator('.error').getAttribute('data-code')).resolves.toBe('NOT_FOUND');
  });

  describe('on a server whose largest map is 120 papers and its centre', () => {
    const MAX_NODES = 120;
    let services: Services;
    let small: RunningServer;
    beforeAll(async () => {
      services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO, REFGRAPH_ES_INDEX_PREFIX: 'test-explorer', REFGRAPH_GRAPH_MAX_NODES: String(MAX_NODES) }));
      small = await startServer(services, { port: 0 });
      session.allowedOrigins.push(new URL(small.url).origin);
    });
    afterAll(async () => {
      await small.stop();
      await closeServices(services);
    });

    it('ranks the influence of every paper of the largest map the server allows, over the API page size (one limit for both)', async () => {
      await page().goto(`${new URL(small.url).origin}/explorer/?view=neighbourhood&paper=${CENTRE}&depth=3&limit=${MAX_NODES}`);
      await graph().and(page().locator(`[data-drawn-nodes="${MAX_NODES + 1}"]`)).waitFor();
      const rows = page().locator('.influence-table tbody tr');
      await rows.first().waitFor();
      await expect(rows.count()).resolves.toBe(MAX_NODES + 1);
      await expect(page().locator('.influence .error').count()).resolves.toBe(0);
      // One past the largest map is refused, naming the limit.
      const ids = await page().locator('.graph-nodes li').evaluateAll((items) => items.map((item) => item.getAttribute('data-id')!));
      const over = await graphqlClient(() => small.url)(`query($ids: [ID!]!) { influence(paperIds: $ids, first: ${MAX_NODES + 2}) { rank } }`, { ids });
      expect(over.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
      expect(over.errors?.[0]?.message).toContain(`[1, ${MAX_NODES + 1}]`);
    });
  });

  describe('on a server whose traversal cap the seed exceeds', () => {
    let services: Services;
    let tight: RunningServer;
    beforeAll(async () => {
      services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO, REFGRAPH_ES_INDEX_PREFIX: 'test-explorer', REFGRAPH_GRAPH_MAX_TRAVERSALS: '20' }));
      tight = await startServer(services, { port: 0 });
      session.allowedOrigins.push(new URL(tight.url).origin);
    });
    afterAll(async () => {
      await tight.stop();
      await closeServices(services);
    });

    it('shows QUERY_TOO_LARGE as a plain message, not a console error', async () => {
      await page().goto(`${new URL(tight.url).origin}/explorer/?view=neighbourhood&paper=${CENTRE}&depth=3`);
      await expect(page().locator('.error').getAttribute('data-code')).resolves.toBe('QUERY_TOO_LARGE');
      await expect(page().locator('.error').textContent()).resolves.toContain('larger than the server allows');
      await session.browser().screenshot('neighbourhood-too-large');
    });
  });
}
