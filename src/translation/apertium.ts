/**
 * Adapter: the `apertium` command (Debian's apertium package; `scripts/translation/setup.sh`
 * installs it with the English–Spanish and English–Catalan pairs). A text goes to one run of
 * the mode's pipeline on stdin (never on the command line) and comes back on stdout; a run
 * that does not finish in time is killed with its whole process group (the `apertium` script
 * starts a pipeline of about ten processes). The script opens /dev/stdin by name, which fails on
 * the socket Node gives a child as its stdin: `cat` turns it into a pipe first.
 */
import { spawn } from 'node:child_process';
import { RefgraphError } from '../errors/refgraph-error';
import { parseModeList } from './apertium-text';

const ENGINE = 'apertium';
/** The shell's exit code for a command it cannot find. */
const NOT_INSTALLED = 127;

/** What went wrong stays in the cause (server logs); clients see the engine's name only. */
function unavailable(detail: string): RefgraphError {
  const error = new RefgraphError('ENGINE_UNAVAILABLE', 'the query translator (apertium) is unavailable; try again shortly', { engine: ENGINE });
  error.cause = new Error(detail);
  return error;
}

/** stdout of `apertium ARGS` given INPUT on stdin; rejects with ENGINE_TIMEOUT or ENGINE_UNAVAILABLE; resolves null when the command is not installed. */
function runApertium(args: readonly string[], input: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    // The arguments reach apertium as "$@", never parsed by the shell.
    const child = spawn('bash', ['-c', 'command -v apertium >/dev/null || exit 127; cat | apertium "$@"', 'apertium', ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const stdout: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone: nothing left to stop.
      }
      settle(() => reject(new RefgraphError('ENGINE_TIMEOUT', `the query translator (apertium) did not answer in ${timeoutMs} ms`, { engine: ENGINE })));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => settle(() => reject(unavailable(error.message))));
    child.on('close', (code) =>
      settle(() => {
        if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
        else if (code === NOT_INSTALLED) resolve(null);
        else reject(unavailable(`exit ${code}: ${stderr.trim().slice(0, 200)}`));
      }),
    );
    // A pipeline that dies early closes stdin: its exit code says why, not EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input, 'utf8');
  });
}

/** The modes installed (`apertium -l`); null when apertium itself is not installed. */
export async function installedApertiumModes(timeoutMs: number): Promise<Set<string> | null> {
  const listing = await runApertium(['-l'], '', timeoutMs);
  return listing === null ? null : parseModeList(listing);
}

/** TEXT translated by MODE (`spa-eng`), as plain text with Apertium's marks left in. */
export async function apertiumTranslate(mode: string, text: string, timeoutMs: number): Promise<string> {
  const output = await runApertium(['-u', '-f', 'txt', mode], text, timeoutMs);
  if (output === null) throw unavailable('apertium is not installed');
  // The script exits 0 after printing its usage when a stage refuses its input: nothing out of something in is a failure.
  if (output.trim() === '' && text.trim() !== '') throw unavailable(`mode ${mode} gave no output`);
  return output;
}
