/**
 * npm run bench:explorer — the web explorer in a real headless Chromium (src/bench/headless-chromium.ts),
 * served by the API on whatever corpus the configured engines hold (the demo's by default):
 *   1. JavaScript each page loads, raw and gzip (what the browser requested, each file gzipped
 *      from dist/web at level 9; the API itself sends files uncompressed, a proxy may compress);
 *   2. time to first render of the recommendations view, cold (fresh profile each run): to its
 *      controls, and to a talk's ranked list (the ranking request included);
 *   3. time to lay out, draw and label a 500-paper / 2,000-citation map in each layout (by time,
 *      by similarity: the view's own code, fed a generated neighbourhood and similarity map in
 *      place of the API's answers), read from the view's data-draw-ms (layout computed, first
 *      frame drawn and labels placed) with its parts (data-draw-timings: layout, cytoscape's
 *      set-up, its first frame, labels), the two requests' time in the page (answered by the
 *      bench, so mostly the page's own fetch and parse), and the time from opening the page to
 *      the labels placed.
 *   --runs N   repeats of 2 and 3 (default 5; medians printed)
 */
// First: type-graphql's decorators need it when the API's type classes load.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { positiveIntegerOption } from '../cli/options';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { closeServices, createServices } from '../app';
import { startServer } from '../api/server';
import { WEB_PAGES_DIR } from '../api/http/web-pages';
import { loadConfig } from '../config';
import { OPEN_DEMO } from './open-demo';
import { mulberry32 } from '../common/random';
import { chromiumExecutable, launchChromium } from './headless-chromium';
import { percentile } from './latency';

const GRAPH_PAPERS = 500;
const GRAPH_CITATIONS = 2_000;
/** Similarity links of the generated map: about what similarityMap's 8 per paper keep. */
const GRAPH_LINKS = 3_000;

/** Opens `url` in a fresh browser, waits for `ready`, and sums the JavaScript it requested. */
async function shippedScripts(executable: string, url: string, ready: string): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await launchChromium(executable);
  try {
    const scripts = new Set<string>();
    browser.context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    // Lazy chunks and workers requested right after the first paint count too.
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const file of scripts) {
      const bytes = readFileSync(path.join(WEB_PAGES_DIR, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: scripts.size, raw, gzip };
  } finally {
    await browser.close();
  }
}

async function coldRender(executable: string, url: string): Promise<{ controls: number; results: number }> {
  const browser = await launchChromium(executable);
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('.query-source [role="combobox"]').waitFor({ timeout: 60_000 });
    const controls = performance.now() - started;
    await page.locator('.summary[data-state="done"]').waitFor({ timeout: 60_000 });
    return { controls, results: performance.now() - started };
  } finally {
    await browser.close();
  }
}

/** A neighbourhood as the API would answer it: one centre, papers on three rings, random citations. */
function generatedNeighbourhood(seed: number) {
  const random = mulberry32(seed);
  const papers = Array.from({ length: GRAPH_PAPERS }, (_, i) => {
    const year = 1990 + Math.floor(random() * 35);
    return {
      id: `p${i}`,
      title: `Generated paper ${i} on a topic`,
      year,
      citationCount: Math.floor(random() ** 3 * 500),
      depth: i === 0 ? 0 : 1 + Math.floor(random() * 3),
      paper: { shortLabel: `Author${i} ${year}`, venue: null, authors: [{ name: `A. Author${i}` }] },
    };
  });
  const edges = new Map<string, { source: string; target: string }>();
  while (edges.size < GRAPH_CITATIONS) {
    const source = papers[Math.floor(random() * GRAPH_PAPERS)]!.id;
    const target = papers[Math.floor(random() * GRAPH_PAPERS)]!.id;
    if (source !== target) edges.set(`${source}>${target}`, { source, target });
  }
  const links = new Map<string, { source: string; target: string; coCited: number; coupled: number; similarity: number }>();
  // Every paper linked to the centre (the time layout's heights), then random pairs.
  for (const paper of papers.slice(1)) links.set(`p0>${paper.id}`, { source: 'p0', target: paper.id, coCited: 1, coupled: 1, similarity: random() * 0.5 });
  while (links.size < GRAPH_LINKS) {
    const [a, b] = [papers[Math.floor(random() * GRAPH_PAPERS)]!.id, papers[Math.floor(random() * GRAPH_PAPERS)]!.id];
    if (a < b) links.set(`${a}>${b}`, { source: a, target: b, coCited: 1, coupled: 1, similarity: random() });
  }
  return {
    neighbourhood: { centre: papers[0]!, nodes: papers.slice(1), edges: [...edges.values()], reachable: GRAPH_PAPERS - 1, truncated: false },
    similarityMap: { links: [...links.values()], priorWorks: [], derivativeWorks: [] },
  };
}

/** One drawing of the generated map, in milliseconds: the view's own parts, its requests, and from the page opened to the labels placed. */
interface MapDraw {
  total: number;
  layout: number;
  cytoscape: number;
  frame: number;
  labels: number;
  requests: number;
  pageToLabels: number;
}

async function drawGeneratedGraph(executable: string, origin: string, seed: number, layout: 'time' | 'similarity'): Promise<MapDraw> {
  const browser = await launchChromium(executable);
  try {
    const page: Page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const generated = generatedNeighbourhood(seed);
    const answers: [string, string][] = [
      ['query Neighbourhood', JSON.stringify({ data: { neighbourhood: generated.neighbourhood } })],
      ['query SimilarityMap', JSON.stringify({ data: { similarityMap: generated.similarityMap } })],
    ];
    await page.route(`${origin}/`, (route) => {
      const answer = route.request().method() === 'POST' ? answers.find(([name]) => (route.request().postData() ?? '').includes(name)) : undefined;
      return answer ? route.fulfill({ contentType: 'application/json', body: answer[1] }) : route.continue();
    });
    await page.goto(`${origin}/explorer/?view=neighbourhood&paper=p0&layout=${layout}`);
    const drawn = page.locator('.citation-graph[data-draw-ms][data-drawn-nodes]');
    await drawn.waitFor({ timeout: 60_000 });
    const nodes = Number(await drawn.getAttribute('data-drawn-nodes'));
    if (nodes !== GRAPH_PAPERS) throw new Error(`drew ${nodes} papers, expected ${GRAPH_PAPERS}`);
    const parts = JSON.parse((await drawn.getAttribute('data-draw-timings')) ?? '{}') as Record<'layout' | 'cytoscape' | 'frame' | 'labels', number>;
    // Both GraphQL requests are POSTs to the origin's root: the page's resource timings hold them.
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => 'initiatorType' in entry && entry.initiatorType === 'fetch' && new URL(entry.name).pathname === '/')
        .reduce((sum, entry) => sum + entry.duration, 0),
    );
    return { total: Number(await drawn.getAttribute('data-draw-ms')), ...parts, requests: Math.round(requests), pageToLabels: Number(await drawn.getAttribute('data-labelled-at')) };
  } finally {
    await browser.close();
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = positiveIntegerOption('--runs', values.runs)!;
  const services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO }));
  await services.embedder();
  const server = await startServer(services, { port: 0 });
  const origin = new URL(server.url).origin;
  const executable = chromiumExecutable();
  try {
    const talks = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ talks(first: 1) { edges { node { id } } } }' }) });
    const talkId = ((await talks.json()) as { data?: { talks: { edges: { node: { id: string } }[] } } }).data?.talks.edges[0]?.node.id;
    if (!talkId) throw new Error('the configured engines hold no talk: ingest the demo corpus first (npm start does)');

    console.log('JavaScript loaded per page (fresh profile; gzip -9 of each file requested)');
    const pages: [string, string, string][] = [
      ['explorer: search landing (first view)', `${origin}/explorer/`, '.library .holdings'],
      ['explorer: recommendations', `${origin}/explorer/?view=recommend`, '.query-source [role="combobox"]'],
      ['explorer: citation neighbourhood', `${origin}/explorer/?view=neighbourhood`, '.neighbourhood-form'],
      ['explorer: concept search', `${origin}/explorer/?view=concepts`, '.concept-form'],
      ['explorer: bibliography pre-selection', `${origin}/explorer/?view=bibliography`, '.bibliography-form'],
      ['GraphiQL', `${origin}/graphiql/`, '.graphiql-query-editor'],
    ];
    for (const [label, url, ready] of pages) {
      const shipped = await shippedScripts(executable, url, ready);
      console.log(`  ${label.padEnd(42)} ${String(shipped.files).padStart(3)} files  ${kb(shipped.raw).padStart(10)} raw  ${kb(shipped.gzip).padStart(9)} gzip`);
    }

    const renders: { controls: number; results: number }[] = [];
    for (let run = 0; run < runs; run++) renders.push(await coldRender(executable, `${origin}/explorer/?view=recommend&talk=${encodeURIComponent(talkId)}`));
    console.log(`Recommendations view, cold, ${runs} runs (talk ${talkId}): controls shown p50 ${percentile(renders.map((r) => r.controls), 50).toFixed(0)} ms, ranked list shown p50 ${percentile(renders.map((r) => r.results), 50).toFixed(0)} ms (max ${Math.max(...renders.map((r) => r.results)).toFixed(0)} ms)`);

    for (const layout of ['time', 'similarity'] as const) {
      const draws: MapDraw[] = [];
      for (let run = 0; run < runs; run++) draws.push(await drawGeneratedGraph(executable, origin, run + 1, layout));
      const p50 = (part: keyof MapDraw) => percentile(draws.map((draw) => draw[part]), 50);
      console.log(`Map of ${GRAPH_PAPERS} papers / ${GRAPH_CITATIONS} citations / ${GRAPH_LINKS} similarity links by ${layout}, laid out, drawn and labelled, ${runs} runs: p50 ${p50('total')} ms (all: ${draws.map((draw) => draw.total).join(', ')} ms)`);
      console.log(`  p50 parts: layout ${p50('layout')} ms, cytoscape set-up ${p50('cytoscape')} ms, first frame ${p50('frame')} ms, labels ${p50('labels')} ms; its two requests ${p50('requests')} ms; page opened to labels placed ${p50('pageToLabels')} ms`);
    }
  } finally {
    await server.stop();
    await closeServices(services);
  }
}

runBench(main);
