/**
 * A result file (results/<id>.json): the figures one measurement run produced that the README or
 * the docs quote, with when, at which commit, on which machine and by which command they were
 * taken, and the notebook or docs section that first reported them. Small on purpose: only the
 * quoted figures, never the raw runs. The checker reports every problem of a file at once. Pure.
 */
import { isJsonObject } from '../common/json-object';
import { RefgraphError } from '../errors/refgraph-error';

export interface Figure {
  /** A number, or the text as reported when it is a range or a pair ("95–114", "1.5×"). */
  value: number | string;
  unit?: string;
  note?: string;
}

export interface ResultFile {
  /** The file's name without `.json`: lower-case words and digits joined by hyphens. */
  id: string;
  title: string;
  /** The day the run was taken, ISO (YYYY-MM-DD). */
  date: string;
  /** `git rev-parse --short HEAD` of the build measured, or "unknown" (runs recorded before result files). */
  commit: string;
  machine: string;
  /** The exact command that printed the figures. */
  command: string;
  /** Repository path of the section that first reported the figures (`docs/...md#anchor`). */
  source: string;
  figures: Record<string, Figure>;
}

export const UNKNOWN_COMMIT = 'unknown';
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COMMIT = /^[0-9a-f]{7,40}$/;
const SOURCE = /^docs\/[\w./-]+\.md(#[\w-]+)?$/;

/** The file's content checked; `file` names it in the error. */
export function checkedResult(raw: unknown, file: string): ResultFile {
  const problems: string[] = [];
  if (!isJsonObject(raw)) throw new RefgraphError('RECORD_INVALID', `${file}: a result file holds one JSON object`, { file });
  const text = (field: string, pattern?: RegExp, shape?: string) => {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${field} must be a non-empty string`);
    else if (pattern && !pattern.test(value)) problems.push(`${field} must be ${shape}, got ${JSON.stringify(value)}`);
  };
  text('id', ID, 'lower-case words and digits joined by hyphens');
  text('title');
  text('date', /^\d{4}-\d{2}-\d{2}$/, 'an ISO day (YYYY-MM-DD)');
  if (typeof raw.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.date) && !isCalendarDay(raw.date)) problems.push(`date ${raw.date} is not a calendar day`);
  text('machine');
  text('command');
  text('source', SOURCE, 'a docs/ Markdown path with an optional #anchor');
  if (typeof raw.commit !== 'string' || (raw.commit !== UNKNOWN_COMMIT && !COMMIT.test(raw.commit))) problems.push(`commit must be a short sha or "${UNKNOWN_COMMIT}"`);
  problems.push(...figureProblems(raw.figures));
  const known = new Set(['id', 'title', 'date', 'commit', 'machine', 'command', 'source', 'figures']);
  for (const field of Object.keys(raw).filter((key) => !known.has(key))) problems.push(`unknown field ${field}`);
  if (problems.length > 0) throw new RefgraphError('RECORD_INVALID', `${file}: ${problems.join('; ')}`, { file, problems });
  return raw as unknown as ResultFile;
}

function figureProblems(figures: unknown): string[] {
  if (!isJsonObject(figures) || Object.keys(figures).length === 0) return ['figures must be an object with at least one figure'];
  return Object.entries(figures).flatMap(([name, figure]) => {
    if (!isJsonObject(figure)) return [`figure ${name} must be an object`];
    const problems: string[] = [];
    const { value, unit, note, ...rest } = figure;
    const isValue = (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
    if (!isValue) problems.push(`figure ${name}: value must be a finite number or a non-empty string`);
    for (const [field, optional] of [['unit', unit], ['note', note]] as const) if (optional !== undefined && typeof optional !== 'string') problems.push(`figure ${name}: ${field} must be a string`);
    for (const field of Object.keys(rest)) problems.push(`figure ${name}: unknown field ${field}`);
    return problems;
  });
}

function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
}

/** A figure as the docs print it: its value, then its unit. */
export function figureText(figure: Figure): string {
  // Numbers as the docs write them: 1,021 ms.
  const value = typeof figure.value === 'number' ? figure.value.toLocaleString('en-US', { maximumFractionDigits: 20 }) : figure.value;
  if (figure.unit === undefined) return value;
  // 13.6%, 2.5×; but 581 ms.
  return /^[%×]/.test(figure.unit) ? `${value}${figure.unit}` : `${value} ${figure.unit}`;
}
