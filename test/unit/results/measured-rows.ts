/**
 * The checks the README's Measured table and every reference page's "Latest measured" section
 * share: a table row quotes only stored results. Each row links to the result files of its runs
 * (docs/results/<topic>.md#<id>, relative to the page that holds it), carries their dates and no
 * other, and every number it shows is in one of those files (a figure, its name, unit or note, or
 * the run's title, machine or command).
 */
import path from 'node:path';
import { figureText, readResults, resultLink } from '../../../src/results';
import type { ResultFile } from '../../../src/results';
import { sectionOf } from '../markdown-headings';
import { numbersIn, quotedText } from './quoted-numbers';

const RESULTS = new Map(readResults().map((result) => [result.id, result]));
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

export interface MeasuredRow {
  /** The page that holds it, from the repository root (`README.md`, `docs/training.md`). */
  page: string;
  /** The row's first cell, for the test's name. */
  what: string;
  row: string;
}

/** The rows of every table in the page's section `anchor`, each table's header and separator left out. */
export function measuredRows(page: string, markdown: string, anchor: string): MeasuredRow[] {
  const section = sectionOf(markdown, anchor) ?? '';
  const rows: MeasuredRow[] = [];
  let tableLine = 0;
  for (const line of section.split('\n')) {
    tableLine = line.startsWith('|') ? tableLine + 1 : 0;
    if (tableLine > 2) rows.push({ page, what: line.split('|')[1]!.trim().slice(0, 60), row: line });
  }
  return rows;
}

/** The result files a row links to; a link into docs/results/ that names no result is reported. */
export function linkedResults({ page, row }: MeasuredRow): { results: ResultFile[]; unknown: string[] } {
  const targets = [...row.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => path.posix.normalize(path.posix.join(path.posix.dirname(page), match[1]!)))
    .filter((target) => target.startsWith('docs/results/'));
  const results = targets.map((target) => RESULTS.get(target.split('#')[1] ?? '')).filter((result): result is ResultFile => result !== undefined);
  return { results, unknown: targets.filter((target) => !results.some((result) => resultLink(result) === target)) };
}

/** The row's dates and its runs' dates, each sorted without repeats: a test expects them equal. */
export function rowAndRunDates(row: MeasuredRow): { row: string[]; runs: string[] } {
  const { results } = linkedResults(row);
  return { row: [...new Set(row.row.match(ISO_DAY) ?? [])].sort(), runs: [...new Set(results.map((result) => result.date))].sort() };
}

/** Every number a result file holds, wherever in it. */
function numbersOf(result: ResultFile): number[] {
  const figures = Object.entries(result.figures).flatMap(([name, figure]) => [name, figureText(figure), figure.note ?? '']);
  return numbersIn([result.title, result.machine, result.command, ...figures].join('\n'));
}

/** "what it says, what is wrong" for each number of the row no linked result holds. */
export function unsourcedNumbers(row: MeasuredRow): string[] {
  const { results } = linkedResults(row);
  const sourced = new Set(results.flatMap(numbersOf));
  return numbersIn(quotedText(row.row))
    .filter((n) => !sourced.has(n))
    .map((n) => `${n} is in none of ${results.map((result) => `results/${result.id}.json`).join(', ') || '(no result linked)'}`);
}
