/**
 * The integration project's global set-up: for each jest worker after the first, its own Neo4j
 * server and its own migrated PostgreSQL database (test/support/worker-stores.ts). The shared
 * engines (worker 1's) and, when it runs the suites, the workers' Neo4j servers are started by
 * scripts/test.sh before jest (this set-up starts any still missing), and its exit stops them.
 * Also the run's folder for what suites share (REFGRAPH_TEST_RUN_DIR: the workers inherit it;
 * test/support/seed-embeddings.ts), removed by test/support/run-dir-teardown.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '@jest/types';
import { repoPath } from '../../src/common/repo-path';
import { workerEnginesDir, workerStoreEnv } from './worker-stores';

const run = promisify(execFile);

function workerEnv(worker: number): NodeJS.ProcessEnv {
  return { ...process.env, ...workerStoreEnv(process.env, worker), REFGRAPH_ENGINES_DIR: workerEnginesDir(process.env, worker) };
}

async function runFor(worker: number, what: string, file: string, args: string[]): Promise<void> {
  await run(file, args, { env: workerEnv(worker), timeout: 300_000 }).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`worker ${worker}'s ${what}: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
}

export default async function startWorkerEngines(globalConfig: Config.GlobalConfig): Promise<void> {
  process.env.REFGRAPH_TEST_RUN_DIR = mkdtempSync(path.join(tmpdir(), 'refgraph-jest-run-'));
  const extraWorkers = Array.from({ length: Math.max(0, globalConfig.maxWorkers - 1) }, (_, index) => index + 2);
  await Promise.all(
    extraWorkers.map(async (worker) => {
      // A no-op when it is already running: scripts/test.sh starts it beside the build and checks
      // (or a previous run kept it).
      await runFor(worker, 'Neo4j', 'bash', [repoPath('scripts', 'engines', 'neo4j.sh'), 'start']);
      // `refgraph migrate` creates the database when it is missing.
      await runFor(worker, 'migrations', process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), 'migrate']);
    }),
  );
}
