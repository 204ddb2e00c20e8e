/**
 * A real headless Chromium for the web pages' tests and benchmarks: the browser shipped in the
 * npm package @sparticuz/chromium, driven by playwright-core (no browser download is reachable
 * here), with a fresh profile and without Chromium's own background traffic.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BrowserContext, chromium } from 'playwright-core';
import { repoPath } from '../common/repo-path';

/** Without the background-networking flags Chromium keeps calling hosts this network refuses. */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Unpacks the package's Chromium (into the OS temp folder, once) and returns its path. Asked of a
 * child Node: @sparticuz/chromium is an ES module only, and this code runs as CommonJS.
 */
export function chromiumExecutable(): string {
  const script = "import chromium from '@sparticuz/chromium'; process.stdout.write(await chromium.executablePath());";
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoPath(), encoding: 'utf8' }).trim();
}

export interface HeadlessChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A browser with a fresh, throw-away profile (no cache, no storage from an earlier run). */
export async function launchChromium(executable: string = chromiumExecutable()): Promise<HeadlessChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'refgraph-chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: executable, args: CHROMIUM_FLAGS, headless: true, viewport: { width: 1280, height: 900 } });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
