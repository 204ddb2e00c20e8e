/**
 * Progress of long commands (ingest, embed, reindex), with rate and time left. On a terminal: one
 * line, rewritten in place at most a few times a second. Anywhere else (CI logs, files, pipes):
 * plain lines, one when a stage starts, at most one per interval while it runs, and one when it
 * ends; never a carriage return. Formatting is pure (progressLine); Progress holds the clock and
 * the stream.
 */

export interface ProgressState {
  /** What is being worked through, e.g. a file name or a model. */
  label: string;
  /** The current stage, e.g. 'records', 'papers'. */
  stage: string;
  done: number;
  /** null when unknown (then no percentage and no time left). */
  total: number | null;
  /** Since the stage started. */
  elapsedMs: number;
  /** The unit counted, e.g. 'papers'. */
  unit: string;
  /**
   * Of `done`, those a resumed job found already done (cached vectors, say): counted, but not in
   * the rate, or a resumed run would promise minutes for hours of work.
   */
  skipped?: number;
}

/** 3 s, 4 min 05 s, 1 h 02 min. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** 1,234 with thousands separators, whatever the locale. */
export function formatCount(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Items per second: one decimal below 10, whole numbers above. */
export function formatRate(perSecond: number): string {
  return perSecond < 10 ? perSecond.toFixed(1) : formatCount(perSecond);
}

/** `corpus.jsonl: records 12,000/100,000 (12%), 1,530 records/s, 51 s left`. */
export function progressLine(state: ProgressState): string {
  const { label, stage, done, total, elapsedMs, unit } = state;
  const skipped = state.skipped ?? 0;
  const parts = [`${label}: ${stage} ${formatCount(done)}${total === null ? '' : `/${formatCount(total)}`}`];
  if (total !== null && total > 0) parts[0] += ` (${Math.floor((100 * Math.min(done, total)) / total)}%)`;
  if (skipped > 0) parts.push(`${formatCount(skipped)} already done`);
  const seconds = elapsedMs / 1000;
  if (seconds >= 0.5 && done > skipped) {
    const rate = (done - skipped) / seconds;
    parts.push(`${formatRate(rate)} ${unit}/s`);
    if (total !== null && done < total) parts.push(`${formatDuration(((total - done) / rate) * 1000)} left`);
  }
  if (total !== null && done >= total) parts.push(`done in ${formatDuration(elapsedMs)}`);
  return parts.join(', ');
}

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressOptions {
  /** A terminal's line is redrawn at most this often. */
  redrawMs?: number;
  /** Elsewhere, a line at most this often while a stage runs. */
  logIntervalMs?: number;
  now?: () => number;
}

/** One command's progress on one stream (stderr: stdout keeps the command's results). */
export class Progress {
  private stage: { name: string; unit: string; total: number | null; started: number } | null = null;
  private done = 0;
  private skipped = 0;
  private lastWrite = -Infinity;
  private lineShown = false;
  private readonly tty: boolean;
  private readonly redrawMs: number;
  private readonly logIntervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly label: string,
    private readonly stream: ProgressStream = process.stderr,
    options: ProgressOptions = {},
  ) {
    this.tty = stream.isTTY === true;
    this.redrawMs = options.redrawMs ?? 200;
    this.logIntervalMs = options.logIntervalMs ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Starts a stage (ending the one before); its first line is written at once. */
  start(stage: string, total: number | null, unit = stage): void {
    if (this.stage !== null) this.end();
    this.stage = { name: stage, unit, total, started: this.now() };
    this.done = 0;
    this.skipped = 0;
    this.write();
  }

  /** `done` so far in the current stage (and its total, when it became known). */
  update(done: number, total?: number | null): void {
    if (this.stage === null) return;
    this.done = done;
    if (total !== undefined) this.stage.total = total;
    const interval = this.tty ? this.redrawMs : this.logIntervalMs;
    if (this.now() - this.lastWrite >= interval) this.write();
  }

  /** `count` more done, found already done by an earlier run (not counted in the rate). */
  skip(count: number): void {
    if (this.stage === null) return;
    this.skipped += count;
    this.update(this.done + count);
  }

  /** Ends the current stage with a final line (a terminal's line is kept). */
  end(): void {
    if (this.stage === null) return;
    this.write();
    if (this.tty && this.lineShown) this.stream.write('\n');
    this.lineShown = false;
    this.stage = null;
  }

  private write(): void {
    if (this.stage === null) return;
    const line = progressLine({ label: this.label, stage: this.stage.name, done: this.done, total: this.stage.total, elapsedMs: this.now() - this.stage.started, unit: this.stage.unit, skipped: this.skipped });
    // On a terminal: back to the line's start and clear it (ESC [ K), then the new text.
    this.stream.write(this.tty ? `\r\x1b[K${line}` : `${line}\n`);
    this.lineShown = true;
    this.lastWrite = this.now();
  }
}
