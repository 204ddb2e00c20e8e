/**
 * The browser of the explorer's tests (src/bench/headless-chromium.ts), watched: it records every
 * request the pages make and every console error, so tests can assert that nothing leaves the
 * origin and nothing fails silently.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../../src/bench/headless-chromium';

/** Outside the repository, so screenshots are never committed by accident. */
export const SCREENSHOT_DIR = path.join(tmpdir(), 'refgraph-explorer-screenshots');

export interface WatchedBrowser {
  page: Page;
  /** Every URL the pages (and their workers) requested, in order. */
  requests: string[];
  /** Console errors and uncaught page exceptions. */
  consoleErrors: string[];
  /** The whole page, or only what the window shows (`{ fullPage: false }`). */
  screenshot(name: string, options?: { fullPage: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<WatchedBrowser> {
  const { context, close } = await launchChromium();
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    page,
    requests,
    consoleErrors,
    async screenshot(name: string, options = { fullPage: true }) {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: options.fullPage });
      console.log(`screenshot: ${file}`);
      return file;
    },
    close,
  };
}

/** Requests that left the origin under test (data: and blob: URLs stay in the page). */
export function foreignRequests(requests: readonly string[], origin: string): string[] {
  return requests.filter((url) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:') return false;
    return parsed.origin !== origin;
  });
}

/**
 * In-page scripts, as source text: the tests compile without the DOM's types (Node only), and
 * these run in the browser, not in Node. The first tags every visible, enabled control with a
 * key (a radio group shares one: Tab enters a group once, arrows move inside it) and describes it.
 */
const TAG_CONTROLS = `[...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
  .filter((el) => !el.disabled && el.getClientRects().length > 0)
  .map((el, index) => {
    const key = el.tagName === 'INPUT' && el.type === 'radio' ? 'radio:' + el.name : 'control:' + index;
    el.setAttribute('data-tab-key', key);
    return key + ' ' + el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30));
  })`;
const BLUR = 'document.activeElement && document.activeElement.blur()';
const FOCUSED_KEY = "document.activeElement ? document.activeElement.getAttribute('data-tab-key') : null";

/** Elements that say a view is still loading: its "Loading…"-style status lines, its busy result areas. */
const BUSY = `[...document.querySelectorAll('.status')].filter((el) => (el.textContent ?? '').trim().endsWith('…')).length + document.querySelectorAll('[aria-busy="true"]').length`;

/**
 * The visible controls that pressing Tab from the top of the page never focuses. The walk starts
 * once nothing on the page says it is loading; a control the page re-rendered during the walk
 * (a panel that loaded again) loses its tag, so the walk is repeated rather than the control
 * reported: only a control still on the page and never reached is a miss.
 */
export async function controlsTabMisses(page: Page): Promise<string[]> {
  let misses: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    for (let tries = 0; tries < 200 && ((await page.evaluate(BUSY)) as number) > 0; tries++) await page.waitForTimeout(50);
    misses = await tabWalkMisses(page);
    const stillTagged = (await page.evaluate(`${JSON.stringify(misses.map((m) => m.split(' ')[0]))}.every((key) => document.querySelector('[data-tab-key="' + key + '"]') !== null)`)) as boolean;
    if (misses.length === 0 || stillTagged) return misses;
  }
  return misses;
}

async function tabWalkMisses(page: Page): Promise<string[]> {
  const controls = (await page.evaluate(TAG_CONTROLS)) as string[];
  const keyOf = (control: string) => control.split(' ')[0]!;
  const keys = new Set(controls.map(keyOf));
  await page.evaluate(BLUR);
  const reached = new Set<string>();
  // Focusable elements that are not tagged (a disclosure's summary) take a press each too.
  const budget = 2 * controls.length + 10;
  for (let presses = 0; presses < budget && reached.size < keys.size; presses++) {
    await page.keyboard.press('Tab');
    const key = (await page.evaluate(FOCUSED_KEY)) as string | null;
    if (key) reached.add(key);
  }
  return [...new Set(controls.filter((control) => !reached.has(keyOf(control))))];
}

/**
 * What `read` shows once it equals `expected`, polled for up to 20 s, else what it shows then. A
 * view re-renders a moment after its URL changes, and until the new request starts the summary
 * still says "done" for the old answer: waiting for that state alone reads the old rows.
 */
export async function shownOnce<T>(page: Page, read: () => Promise<T>, expected: T): Promise<T> {
  for (let tries = 0; tries < 400; tries++) {
    const current = await read();
    if (JSON.stringify(current) === JSON.stringify(expected)) return current;
    await page.waitForTimeout(50);
  }
  return read();
}
