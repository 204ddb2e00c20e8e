/**
 * npm run docs:screenshots — the README's pictures of the explorer, taken in the same real
 * headless Chromium as the browser tests (src/bench/headless-chromium.ts) from the API serving
 * whatever the configured engines hold (the demo corpus after `npm start`). One viewport-sized
 * PNG per view into docs/images/, each checked under the README's 200 KB budget, so the pictures
 * are remade by a command instead of by hand whenever a view changes.
 */
// First: type-graphql's decorators need it when the API's type classes load.
import 'reflect-metadata';
import { mkdirSync, statSync } from 'node:fs';
import { closeServices, createServices } from '../app';
import { startServer } from '../api/server';
import { repoPath } from '../common/repo-path';
import { loadConfig } from '../config';
import { launchChromium } from './headless-chromium';

/** The README's limit for a committed image. */
const MAX_BYTES = 200 * 1024;
const VIEWPORT = { width: 1200, height: 760 };

interface Shot {
  file: string;
  /** Path and query string: the view's state, as a user would share it. */
  url: string;
  /** What is on the page once the view has its answer. */
  ready: string;
}

/** The demo's talks and papers (README's table), in a state that shows what each view does. */
const SHOTS: Shot[] = [
  { file: 'explorer-recommendations.png', url: '/explorer/?view=recommend&talk=talk-word-vectors-transformers-2020', ready: '.summary[data-state="done"]' },
  { file: 'explorer-neighbourhood.png', url: '/explorer/?view=neighbourhood&paper=vaswani2017attention&depth=2&limit=60', ready: '.citation-graph[data-draw-ms]' },
  { file: 'explorer-concepts.png', url: '/explorer/?view=concepts&q=traducci%C3%B3+autom%C3%A0tica&ql=ca&xl=1&th=calibrated', ready: '.summary[data-state="done"]' },
  { file: 'explorer-bibliography.png', url: '/explorer/?view=bibliography&title=Coral+reef+bleaching+under+ocean+warming&size=10&before=2010', ready: '.summary[data-state="done"]' },
  { file: 'explorer-runs.png', url: '/explorer/?view=runs', ready: '.summary[data-state="done"]' },
  { file: 'graphiql.png', url: '/graphiql/', ready: '.graphiql-query-editor' },
];

async function main(): Promise<void> {
  const services = createServices(loadConfig());
  await services.embedder();
  const server = await startServer(services, { port: 0 });
  const origin = new URL(server.url).origin;
  const browser = await launchChromium();
  const directory = repoPath('docs', 'images');
  mkdirSync(directory, { recursive: true });
  const tooLarge: string[] = [];
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.setViewportSize(VIEWPORT);
    for (const shot of SHOTS) {
      await page.goto(`${origin}${shot.url}`);
      await page.locator(shot.ready).first().waitFor({ timeout: 120_000 });
      // Drawing and fonts settle after the answer arrives.
      await page.waitForLoadState('networkidle');
      const file = `${directory}/${shot.file}`;
      await page.screenshot({ path: file });
      const bytes = statSync(file).size;
      console.log(`${shot.file}: ${(bytes / 1024).toFixed(0)} KB  (${shot.url})`);
      if (bytes > MAX_BYTES) tooLarge.push(shot.file);
    }
  } finally {
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
