/**
 * A real headless Chromium for end-to-end tests of the web pages: the browser shipped in the npm
 * package @sparticuz/chromium, driven by playwright-core (no browser download is reachable here;
 * see DESIGN.md, "Browser tests"). It runs with a fresh profile and without Chromium's own
 * background traffic, and records every request the pages make and every console error, so
 * tests can assert that nothing leaves the origin and nothing fails silently.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BrowserContext, chromium, Page } from 'playwright-core';
import { repoPath } from '../../../src/repo-path';

/** DESIGN.md's flags: without the background-networking ones Chromium keeps calling hosts this network refuses. */
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Outside the repository, so screenshots are never committed by accident. */
export const SCREENSHOT_DIR = path.join(tmpdir(), 'refgraph-explorer-screenshots');

export interface WatchedBrowser {
  page: Page;
  /** Every URL the pages (and their workers) requested, in order. */
  requests: string[];
  /** Console errors and uncaught page exceptions. */
  consoleErrors: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Unpacks the package's Chromium (into the OS temp folder, once) and returns its path. Asked of a
 * child Node: @sparticuz/chromium is an ES module only, and jest runs tests as CommonJS.
 */
function chromiumExecutable(): string {
  const script = "import chromium from '@sparticuz/chromium'; process.stdout.write(await chromium.executablePath());";
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoPath(), encoding: 'utf8' }).trim();
}

export async function openBrowser(): Promise<WatchedBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'refgraph-chromium-profile-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 1280, height: 900 },
  });
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
    async screenshot(name: string) {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshot: ${file}`);
      return file;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
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

/** The visible controls that pressing Tab from the top of the page never focuses. */
export async function controlsTabMisses(page: Page): Promise<string[]> {
  const controls = (await page.evaluate(TAG_CONTROLS)) as string[];
  const keyOf = (control: string) => control.split(' ')[0]!;
  const keys = new Set(controls.map(keyOf));
  await page.evaluate(BLUR);
  const reached = new Set<string>();
  for (let presses = 0; presses < controls.length + 10 && reached.size < keys.size; presses++) {
    await page.keyboard.press('Tab');
    const key = (await page.evaluate(FOCUSED_KEY)) as string | null;
    if (key) reached.add(key);
  }
  return [...new Set(controls.filter((control) => !reached.has(keyOf(control))))];
}
