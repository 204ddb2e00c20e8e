/**
 * Where and how a run was taken, read once when a bench saves its figures: today's date, the
 * commit checked out, the machine's cores and memory, and the command as typed. The only part of
 * results/ that reads the clock, git and the machine.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../common/repo-path';
import { UNKNOWN_COMMIT } from './result-file';

export interface RunContext {
  date: string;
  commit: string;
  machine: string;
  command: string;
}

export function runContext(argv: readonly string[] = process.argv): RunContext {
  return { date: new Date().toISOString().slice(0, 10), commit: headCommit(), machine: machineText(os.cpus().length, os.totalmem()), command: commandText(argv) };
}

/** "2 cores, 24 GiB". */
export function machineText(cores: number, totalBytes: number): string {
  return `${cores} core${cores === 1 ? '' : 's'}, ${Math.round(totalBytes / 2 ** 30)} GiB`;
}

/**
 * The command as one would type it again: the script relative to the repository (node's argv
 * holds absolute paths) and its arguments. `npm run bench:x -- ...` reaches node as
 * `node dist/src/bench/x.js ...`, which is what this gives.
 */
export function commandText(argv: readonly string[], root = REPO_ROOT): string {
  const [, script, ...args] = argv;
  const shown = script === undefined ? [] : [path.isAbsolute(script) ? path.relative(root, script) : script];
  return ['node', ...shown, ...args.map(shellWord)].join(' ');
}

function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Outside a git checkout (an unpacked release) or without git, the commit is "unknown". */
function headCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return UNKNOWN_COMMIT;
  }
}
