/**
 * npm run bench:suggest — how fast the explorer's search box suggests papers (issue #49: p95
 * under 150 ms at 100,000 papers), measured as a user meets it: a real headless Chromium on the
 * landing page, served by the API on whatever corpus the configured engines hold.
 *   1. title words typed key by key (the first words of stored titles, 40 ms between keys): the
 *      time of the box's word-search request for the final text (request sent to answer read), and
 *      from the last key to the suggestions shown (this includes the box's 120 ms typing pause);
 *   2. DOIs pasted at once: the same two times for the id lookup.
 * Titles and DOIs are drawn by a seeded order of the stored papers; the first WARM_UP of each are
 * left out. Printed figures only.
 *   --queries N   typed titles and pasted DOIs each (default 100)
 *   --seed S      which papers (default 1)
 */
// First: type-graphql's decorators need it when the API's type classes load.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { Page, Request } from 'playwright-core';
import { runBench } from './bench-main';
import { positiveIntegerOption, seedOption } from '../cli/options';
import { closeServices, createServices } from '../app';
import { startServer } from '../api/server';
import { loadConfig } from '../config';
import { OPEN_DEMO } from './open-demo';
import { chromiumExecutable, launchChromium } from './headless-chromium';
import { percentile } from './latency';

const WARM_UP = 5;
const KEY_DELAY_MS = 40;
const TYPED_WORDS = 3;
/** Longer than any answer should take; a suggestion not shown by then counts as a failure. */
const SHOWN_TIMEOUT_MS = 10_000;

interface Timing {
  requestMs: number;
  shownMs: number;
}

/** The GraphQL operation a request carries, and its variables (null for other requests). */
function operationOf(request: Request): { name: string; variables: Record<string, unknown> } | null {
  if (request.method() !== 'POST' || request.resourceType() !== 'fetch') return null;
  const body = request.postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
  const name = /query\s+(\w+)/.exec(body?.query ?? '')?.[1];
  return name === undefined ? null : { name, variables: body?.variables ?? {} };
}

/**
 * Enters `text` (typed or pasted), then waits for the request of `operation` whose variables carry
 * the final text, and for the box to show that answer's first paper.
 */
async function suggestionTiming(page: Page, text: string, typed: boolean, operation: string, sentFor: (variables: Record<string, unknown>) => boolean, firstTitle: (answer: unknown) => string | null): Promise<Timing | null> {
  const box = page.getByRole('combobox', { name: 'Paper or talk' });
  await box.fill('');
  let sent = 0;
  const answered = new Promise<{ requestMs: number; title: string | null }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${operation} request for "${text}" answered within ${SHOWN_TIMEOUT_MS} ms`)), SHOWN_TIMEOUT_MS + 5_000);
    const onRequest = (request: Request) => {
      const op = operationOf(request);
      if (op?.name === operation && sentFor(op.variables)) sent = performance.now();
    };
    const onFinished = async (request: Request) => {
      const op = operationOf(request);
      if (op?.name !== operation || !sentFor(op.variables) || sent === 0) return;
      const requestMs = performance.now() - sent;
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      clearTimeout(timer);
      const response = await request.response();
      resolve({ requestMs, title: firstTitle(await response?.json()) });
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
  });
  if (typed) await box.pressSequentially(text, { delay: KEY_DELAY_MS });
  else await box.fill(text);
  const lastKey = performance.now();
  const { requestMs, title } = await answered;
  if (title === null) return null;
  // The landing box lists matching talks before papers: the answer's paper is shown once any option carries its title.
  const optionTitles = page.locator('[role="listbox"] [role="option"] .suggestion-title');
  while (!(await optionTitles.allTextContents()).includes(title)) {
    if (performance.now() - lastKey > SHOWN_TIMEOUT_MS) throw new Error(`"${text}": the box never showed ${title}`);
    await page.waitForTimeout(5);
  }
  return { requestMs, shownMs: performance.now() - lastKey };
}

function summary(label: string, timings: Timing[]): string {
  const kept = timings.slice(WARM_UP);
  const p = (values: number[], q: number) => percentile(values, q).toFixed(0);
  const requests = kept.map((t) => t.requestMs);
  const shown = kept.map((t) => t.shownMs);
  return `${label.padEnd(24)} ${kept.length} after ${WARM_UP} warm-up: request p50 ${p(requests, 50)} ms, p95 ${p(requests, 95)} ms; last key to suggestions shown p50 ${p(shown, 50)} ms, p95 ${p(shown, 95)} ms`;
}

type Answer = { data?: Record<string, { title?: string; edges?: { node: { paper: { title: string } } }[] } | null> } | undefined;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { queries: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' } } });
  const queries = positiveIntegerOption('--queries', values.queries)! + WARM_UP;
  const seed = seedOption(values.seed);
  const services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO }));
  const server = await startServer(services, { port: 0 });
  const browser = await launchChromium(chromiumExecutable());
  try {
    const papers = await services.prisma.$queryRaw<{ title: string; doi: string | null }[]>`SELECT title, doi FROM "Paper" ORDER BY md5(id || ${String(seed)}) LIMIT ${queries * 20}`;
    const titles = papers.map((p) => p.title.split(/\s+/).slice(0, TYPED_WORDS).join(' ')).filter((t) => t.length >= 3).slice(0, queries);
    const dois = papers.flatMap((p) => (p.doi === null ? [] : [p.doi])).slice(0, queries);
    console.log(`bench:suggest — ${await services.prisma.paper.count()} papers, ${titles.length} typed titles, ${dois.length} pasted DOIs, node ${process.version}`);
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${new URL(server.url).origin}/explorer/`);
    await page.locator('.library .holdings').waitFor({ timeout: 60_000 });

    const wordTitle = (answer: unknown) => (answer as Answer)?.data?.searchPapers?.edges?.[0]?.node.paper.title ?? null;
    const typed: Timing[] = [];
    for (const text of titles) {
      const timing = await suggestionTiming(page, text, true, 'SuggestPapers', (v) => v.query === text.trim(), wordTitle);
      if (timing) typed.push(timing);
    }
    console.log(summary('title words, typed', typed));

    const doiTitle = (answer: unknown) => (answer as Answer)?.data?.DOI?.title ?? null;
    const pasted: Timing[] = [];
    for (const doi of dois) {
      const timing = await suggestionTiming(page, doi, false, 'PaperByAnyId', (v) => v.value === doi, doiTitle);
      if (timing) pasted.push(timing);
    }
    console.log(dois.length > WARM_UP ? summary('DOIs, pasted', pasted) : 'DOIs, pasted: the library holds too few papers with a DOI');
  } finally {
    await browser.close();
    await server.stop();
    await closeServices(services);
  }
}

runBench(main);
