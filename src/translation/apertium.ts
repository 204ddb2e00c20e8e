/**
 * Adapter: Apertium (Debian's apertium packages; `scripts/translation/setup.sh` installs them
 * with the English–Spanish and English–Catalan pairs). The installed modes are the mode files
 * in its data folder, listed once. Each mode runs as one long-lived chain of its programs in null-flush mode
 * (apertium-text.ts): a query is one NUL-ended segment on the chain's stdin (never on a command
 * line), tagged with its own number, and its translation the next NUL-ended segment on stdout,
 * in order, so requests can be pipelined. An answer that does not carry the tag of the request
 * it would go to means the chain is out of step (a text broke its framing): the chain is
 * stopped, no answer of it is handed out, and the requests still waiting are sent once more on a
 * fresh chain (a request already sent twice fails). Starting the chain costs ~0.2 s (the dictionaries load); a query then takes a few
 * milliseconds, where one run of the `apertium` script per query took 0.2–0.35 s. A chain that
 * does not answer in time, or dies, is stopped with its whole process group and every query
 * waiting on it fails with a typed error; the next query starts a new one. An idle chain does
 * not keep the process alive.
 */
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RefgraphError } from '../errors/refgraph-error';
import { ApertiumOutput, fromStreamSegment, modeNames, nullFlushCommand, requestTag, toStreamSegment } from './apertium-text';

const ENGINE = 'apertium';

/** What went wrong stays in the cause (server logs); clients see the engine's name only. */
export function unavailable(detail: string): RefgraphError {
  const error = new RefgraphError('ENGINE_UNAVAILABLE', 'the query translator (apertium) is unavailable; try again shortly', { engine: ENGINE });
  error.cause = new Error(detail);
  return error;
}

function timedOut(timeoutMs: number): RefgraphError {
  return new RefgraphError('ENGINE_TIMEOUT', `the query translator (apertium) did not answer in ${timeoutMs} ms`, { engine: ENGINE });
}

function stopGroup(child: ChildProcessWithoutNullStreams): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is already gone: nothing left to stop.
  }
}

/**
 * Where Apertium's packages put their modes (what the `apertium` script reads, APERTIUM_DATADIR
 * included). The chains are built from these files and run their programs directly, so the
 * children get this process's environment explicitly.
 */
function modesDir(): string {
  return path.join(process.env.APERTIUM_DATADIR || '/usr/share/apertium', 'modes');
}

/** The modes installed, as `apertium -l` lists them (the mode files' names); null when there is no modes folder. */
export async function installedApertiumModes(): Promise<Set<string> | null> {
  const files = await readdir(modesDir()).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw unavailable(`${modesDir()}: ${error.message}`);
  });
  return files === null ? null : modeNames(files);
}

interface Waiter {
  text: string;
  tag: string;
  /** Sent once more after its chain fell out of step. */
  resent: boolean;
  resolve: (output: ApertiumOutput) => void;
  reject: (error: RefgraphError) => void;
}

/** One mode's long-lived null-flush chain. */
export class ApertiumChain {
  private child: ChildProcessWithoutNullStreams | null = null;
  private pending = '';
  private readonly waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sequence = 0;

  constructor(
    private readonly mode: string,
    private readonly timeoutMs: number,
  ) {}

  translate(text: string): Promise<ApertiumOutput> {
    return new Promise((resolve, reject) => {
      this.send({ text, tag: '', resent: false, resolve, reject }).catch(reject);
    });
  }

  private async send(waiter: Waiter): Promise<void> {
    const child = this.child ?? (await this.start());
    waiter.tag = requestTag(++this.sequence);
    this.waiters.push(waiter);
    this.keepAlive(true);
    this.armTimer();
    child.stdin.write(toStreamSegment(waiter.text, waiter.tag), 'utf8');
  }

  /** Stops the chain; queries waiting on it fail. */
  close(): void {
    this.fail(unavailable('closed'));
  }

  private async start(): Promise<ChildProcessWithoutNullStreams> {
    const modeFile = await readFile(path.join(modesDir(), `${this.mode}.mode`), 'utf8').catch((error: Error) => {
      throw unavailable(`mode ${this.mode}: ${error.message}`);
    });
    if (this.child) return this.child;
    // The command comes from the installed mode file, not from a request.
    const child = spawn('bash', ['-c', nullFlushCommand(modeFile)], { detached: true, env: process.env });
    // Decoded as a stream: a character split between two chunks stays one character.
    child.stdout.setEncoding('utf8');
    // A stopped chain's last output is not read: it would land among a fresh chain's answers.
    child.stdout.on('data', (chunk: string) => {
      if (this.child === child) this.read(chunk);
    });
    child.stderr.resume();
    child.stdin.on('error', () => {}); // a chain that died closes its stdin: 'close' below says so
    child.on('error', (error) => this.fail(unavailable(error.message)));
    child.on('close', (code, signal) => {
      if (this.child === child) this.fail(unavailable(`mode ${this.mode} stopped (exit ${code ?? signal})`));
    });
    this.child = child;
    return child;
  }

  private read(text: string): void {
    this.pending += text;
    for (let end = this.pending.indexOf('\u0000'); end >= 0; end = this.pending.indexOf('\u0000')) {
      const segment = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 1);
      const waiter = this.waiters[0];
      // The chain's programs each flush once more when stdin closes: segments nobody waits for.
      if (waiter === undefined) continue;
      const output = fromStreamSegment(segment, waiter.tag);
      if (output === null) return this.resendAfterOutOfStep();
      this.waiters.shift();
      waiter.resolve(output);
    }
    if (this.waiters.length === 0) {
      clearTimeout(this.timer);
      this.keepAlive(false);
    } else this.armTimer();
  }

  /** The oldest query's deadline: past it the chain is out of step, and is stopped. */
  private armTimer(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(timedOut(this.timeoutMs)), this.timeoutMs);
  }

  private fail(error: RefgraphError): void {
    for (const waiter of this.stop()) waiter.reject(error);
  }

  /** Stops an out-of-step chain; its waiting requests go once more to a fresh one. */
  private resendAfterOutOfStep(): void {
    for (const waiter of this.stop()) {
      if (waiter.resent) waiter.reject(unavailable(`mode ${this.mode}: answers out of step with requests twice`));
      else this.send({ ...waiter, resent: true }).catch(waiter.reject);
    }
  }

  /** Stops the chain and hands back the requests that were waiting on it. */
  private stop(): Waiter[] {
    clearTimeout(this.timer);
    const child = this.child;
    this.child = null;
    this.pending = '';
    if (child) {
      child.stdin.destroy();
      stopGroup(child);
    }
    return this.waiters.splice(0);
  }

  /** An idle chain must not keep Node running (a CLI command would never exit). */
  private keepAlive(on: boolean): void {
    const child = this.child;
    if (!child) return;
    for (const handle of [child, child.stdout, child.stdin, child.stderr] as { ref(): void; unref(): void }[]) {
      if (on) handle.ref();
      else handle.unref();
    }
  }
}
