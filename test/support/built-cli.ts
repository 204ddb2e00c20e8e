/**
 * The built `refgraph` command (dist/, which scripts/test.sh builds before jest), run as a user
 * runs it: tests outside test/unit/cli reach the command line only so (.dependency-cruiser.cjs).
 */
import { execFile } from 'node:child_process';
import { repoPath } from '../../src/common/repo-path';

const CLI = repoPath('dist', 'src', 'cli', 'main.js');

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Resolves with the exit status and the output; rejects only when the command could not run or ran past `timeoutMs`. */
export function refgraph(args: readonly string[], env: NodeJS.ProcessEnv = process.env, timeoutMs = 300_000): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error !== null && typeof error.code !== 'number') reject(new Error(`refgraph ${args.join(' ')}: ${error.message}\n${stderr}`));
      else resolve({ status: error === null ? 0 : (error.code as number), stdout, stderr });
    });
  });
}
