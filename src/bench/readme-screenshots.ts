/**
 * npm run docs:screenshots — the README's pictures of the explorer, taken in the same real
 * headless Chromium as the browser tests (src/bench/headless-chromium.ts) from the API serving
 * whatever the configured engines hold (the demo corpus after `npm start`). One viewport-sized
 * PNG per view into docs/images/, at a desktop width (1200 px) and, for a few views, a phone's
 * (390 px), each checked under the README's 200 KB budget, so the pictures are remade by a
 * command instead of by hand whenever a view changes.
 */
// First: type-graphql's decorators need it when the API's type classes load.
import 'reflect-metadata';
import { mkdirSync, statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { closeServices, createServices } from '../app';
import { startServer } from '../api/server';
import { repoPath } from '../common/repo-path';
import { loadConfig } from '../config';
import { OPEN_DEMO } from './open-demo';
import { createKey, revokeKey } from '../keys';
import { launchChromium } from './headless-chromium';

/** The README's limit for a committed image (PNG, or JPEG where the file name says so). */
const MAX_BYTES = 200 * 1024;
const DESKTOP = { width: 1200, height: 760 };
const PHONE = { width: 390, height: 844 };

interface Shot {
  file: string;
  /** Path and query string: the view's state, as a user would share it. */
  url: string;
  /** What is on the page once the view has its answer. */
  ready: string;
  /** Runs need an admin key: a throw-away one, revoked when the pictures are taken. */
  admin?: boolean;
  /** What a user does before the picture (GraphiQL: run its example query). */
  then?: (page: Page) => Promise<void>;
  /** DESKTOP when absent. */
  viewport?: { width: number; height: number };
}

/** A collection as a shared link carries it: three accepted papers, one rejected. */
const COLLECTION = 'accepted=vaswani2017attention+devlin2019bert+mikolov2013distributed&rejected=lowry1951protein';

/** The demo's talks and papers (README's table), in a state that shows what each view does. */
const SHOTS: Shot[] = [
  { file: 'explorer-home.png', url: '/explorer/', ready: '.library .holdings' },
  { file: 'explorer-home-phone.png', url: '/explorer/', ready: '.library .holdings', viewport: PHONE },
  { file: 'explorer-recommendations.png', url: '/explorer/?view=recommend&talk=talk-word-vectors-transformers-2020', ready: '.summary[data-state="done"]' },
  // JPEG: hundreds of anti-aliased edges make a PNG of the drawing twice the budget.
  { file: 'explorer-neighbourhood.jpg', url: '/explorer/?view=neighbourhood&paper=vaswani2017attention&depth=2&limit=60', ready: '.citation-graph[data-draw-ms]' },
  { file: 'explorer-similarity.jpg', url: '/explorer/?view=neighbourhood&paper=vaswani2017attention&depth=2&limit=60&layout=similarity', ready: '.citation-graph[data-draw-ms]' },
  { file: 'explorer-neighbourhood-phone.jpg', url: '/explorer/?view=neighbourhood&paper=vaswani2017attention&depth=2&limit=40', ready: '.citation-graph[data-draw-ms]', viewport: PHONE },
  { file: 'explorer-collection.png', url: `/explorer/?view=collection&${COLLECTION}`, ready: '.collection-view .summary[data-state="done"]' },
  { file: 'explorer-concepts.png', url: '/explorer/?view=concepts&q=traducci%C3%B3+autom%C3%A0tica&ql=ca&xl=1&th=calibrated', ready: '.summary[data-state="done"]' },
  { file: 'explorer-bibliography.png', url: '/explorer/?view=bibliography&title=Coral+reef+bleaching+under+ocean+warming&size=10&before=2010', ready: '.summary[data-state="done"]' },
  { file: 'explorer-runs.png', url: '/explorer/?view=runs', ready: '.summary[data-state="done"]', admin: true },
  {
    file: 'graphiql.png',
    url: '/graphiql/',
    ready: '.graphiql-query-editor',
    then: async (page) => {
      await page.locator('.graphiql-execute-button').click();
      await page.locator('.graphiql-response', { hasText: 'totalCount' }).waitFor({ timeout: 60_000 });
    },
  },
];

async function main(): Promise<void> {
  const services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO }));
  await services.embedder();
  const server = await startServer(services, { port: 0 });
  const origin = new URL(server.url).origin;
  const browser = await launchChromium();
  const directory = repoPath('docs', 'images');
  mkdirSync(directory, { recursive: true });
  const tooLarge: string[] = [];
  const admin = await createKey(services.prisma, 'docs:screenshots (revoked when done)', 'admin', { requestsPerMinute: null, costPerMinute: null });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    for (const shot of SHOTS) {
      await page.setViewportSize(shot.viewport ?? DESKTOP);
      // The explorer keeps a pasted key in the tab's sessionStorage (web/src/shared/api-key.ts).
      await page.goto(`${origin}/explorer/`);
      // A collection left in localStorage by an earlier picture would show in every later one.
      await page.evaluate(shot.admin === true ? `sessionStorage.setItem('refgraph.apiKey', ${JSON.stringify(admin.key)}); localStorage.clear()` : 'sessionStorage.clear(); localStorage.clear()');
      await page.goto(`${origin}${shot.url}`);
      await page.locator(shot.ready).first().waitFor({ timeout: 120_000 });
      await shot.then?.(page);
      // Drawing and fonts settle after the answer arrives.
      await page.waitForLoadState('networkidle');
      const file = `${directory}/${shot.file}`;
      await page.screenshot(file.endsWith('.jpg') ? { path: file, type: 'jpeg', quality: 80 } : { path: file });
      const bytes = statSync(file).size;
      console.log(`${shot.file}: ${(bytes / 1024).toFixed(0)} KB  (${shot.url})`);
      if (bytes > MAX_BYTES) tooLarge.push(shot.file);
    }
  } finally {
    await revokeKey(services.prisma, admin.stored.id);
    await browser.close();
    await server.stop();
    await closeServices(services);
  }
  if (tooLarge.length > 0) throw new Error(`over the README's ${MAX_BYTES / 1024} KB budget: ${tooLarge.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
