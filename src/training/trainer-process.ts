/**
 * Adapter: the Python trainer (training/, run with the training venv's interpreter) as a child
 * process. Its progress lines (stderr) are passed on as they come; its result is the JSON
 * object it prints on stdout. Its typed errors ({"error": {"code", "message"}} as the last
 * stderr line, exit 2) become RefgraphErrors with the same code; any other failure is
 * TRAINING_FAILED with its last lines.
 */
import { spawn, spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoPath } from '../common/repo-path';
import { ERROR_CODES, ErrorCode, RefgraphError } from '../errors/refgraph-error';

const SETUP = 'scripts/training/setup-venv.sh';

/** The training venv's python, when the venv is present and current (its own --check says). */
export function trainingPython(env: NodeJS.ProcessEnv = process.env): string {
  const venv = env.REFGRAPH_TRAIN_VENV || path.join(homedir(), '.cache', 'refgraph', 'train-venv');
  const check = spawnSync('bash', [repoPath(SETUP), '--check'], { env: { ...env, REFGRAPH_TRAIN_VENV: venv }, encoding: 'utf8' });
  if (check.status !== 0) {
    const reason = (check.stderr || check.error?.message || '').trim().split('\n').pop() ?? '';
    throw new RefgraphError('TRAINING_UNAVAILABLE', `the training environment ${venv} is missing or stale: run \`bash ${SETUP}\` (PyTorch, ~5 GB, ~2 min) first${reason ? ` (${reason})` : ''}`, { venv });
  }
  return check.stdout.trim();
}

export interface TrainerRun {
  /** JSON printed on stdout (null when it printed none). */
  result: unknown;
  exitCode: number;
}

const TAIL = 12;

/** A typed error of the trainer's, from its last stderr line; null when the line is not one. */
export function trainerError(line: string): RefgraphError | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !(ERROR_CODES as readonly string[]).includes(error.code)) return null;
  return new RefgraphError(error.code as ErrorCode, `trainer: ${error.message}`, { trainer: true });
}

/** A module of training/ (`python -m`), or a repository script by its path (`scripts/….py`). */
function programArgs(program: string): string[] {
  return program.endsWith('.py') ? [repoPath(program)] : ['-m', program];
}

/**
 * `python -m <module> <args>` (or `python <script>.py <args>`) from the repository root. Exit 0
 * and, when `allowed` lists it, another code (export_trained's 1: the export differs) return;
 * exit 2 with a typed error throws it; anything else throws TRAINING_FAILED.
 */
export async function runTrainer(python: string, program: string, args: readonly string[], onLine: (line: string) => void, allowed: readonly number[] = []): Promise<TrainerRun> {
  const command = `python ${programArgs(program).join(' ').replace(repoPath() + path.sep, '')}`;
  const child = spawn(python, [...programArgs(program), ...args], { cwd: repoPath(), env: { ...process.env, PYTHONUNBUFFERED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const lines = createInterface({ input: child.stderr });
  lines.on('line', (line) => {
    tail.push(line);
    if (tail.length > TAIL) tail.shift();
    if (!trainerError(line)) onLine(line);
  });
  const { exitCode, signal } = await new Promise<{ exitCode: number; signal: string | null }>((resolve, reject) => {
    child.on('error', (error) => reject(new RefgraphError('TRAINING_UNAVAILABLE', `could not start ${python}: ${error.message}`, { python })));
    child.on('close', (code, killedBy) => resolve({ exitCode: code ?? 1, signal: killedBy }));
  });
  const typed = tail.length > 0 ? trainerError(tail[tail.length - 1]!) : null;
  if (exitCode === 2 && typed) throw typed;
  if (signal !== null || (exitCode !== 0 && !allowed.includes(exitCode))) {
    const how = signal === null ? `exited with ${exitCode}` : `was stopped by ${signal} (a rerun with the same options resumes from the last checkpoint)`;
    throw new RefgraphError('TRAINING_FAILED', `${command} ${how}:\n${tail.join('\n')}`, { program, exitCode, signal });
  }
  const text = stdout.trim();
  let result: unknown = null;
  if (text !== '') {
    try {
      result = JSON.parse(text);
    } catch {
      throw new RefgraphError('TRAINING_FAILED', `${command} printed no JSON result: ${text.slice(0, 200)}`, { program });
    }
  }
  return { result, exitCode };
}
