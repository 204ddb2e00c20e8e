/**
 * README's Measured table quotes only stored results: every row links to the result files of its
 * runs (docs/results/<topic>.md#<id>), carries their dates, and every number it shows is in one
 * of those files (a figure, its name, unit or note, or the run's title, machine or command). A
 * number typed by hand with no run behind it fails here, by name.
 */
import { readFileSync } from 'node:fs';
import { repoPath } from '../../../src/common/repo-path';
import { figureText, readResults, resultLink } from '../../../src/results';
import type { ResultFile } from '../../../src/results';
import { numbersIn, quotedText } from './quoted-numbers';

const RESULTS = new Map(readResults().map((result) => [result.id, result]));

/** The table's rows, header and separator left out. */
function measuredRows(readme: string): string[] {
  const section = readme.slice(readme.indexOf('\n## Measured\n'), readme.indexOf('\n## ', readme.indexOf('\n## Measured\n') + 1));
  return section.split('\n').filter((line) => line.startsWith('|')).slice(2);
}

/** The result files a row links to; a link to docs/results that names no result is reported. */
function linkedResults(row: string): { results: ResultFile[]; unknown: string[] } {
  const targets = [...row.matchAll(/\]\((docs\/results\/[^)]+)\)/g)].map((match) => match[1]!);
  const results = targets.map((target) => RESULTS.get(target.split('#')[1] ?? '')).filter((result): result is ResultFile => result !== undefined);
  return { results, unknown: targets.filter((target) => !results.some((result) => resultLink(result) === target)) };
}

/** Every number a result file holds, wherever in it. */
function numbersOf(result: ResultFile): number[] {
  const figures = Object.entries(result.figures).flatMap(([name, figure]) => [name, figureText(figure), figure.note ?? '']);
  return numbersIn([result.title, result.machine, result.command, ...figures].join('\n'));
}

/** "what it says, what is wrong" for each number of the row no linked result holds. */
function unsourcedNumbers(row: string): string[] {
  const { results } = linkedResults(row);
  const sourced = new Set(results.flatMap(numbersOf));
  return numbersIn(quotedText(row))
    .filter((n) => !sourced.has(n))
    .map((n) => `${n} is in none of ${results.map((result) => `results/${result.id}.json`).join(', ') || '(no result linked)'}`);
}

const README = readFileSync(repoPath('README.md'), 'utf8');
const ROWS = measuredRows(README).map((row) => [row.split('|')[1]!.trim().slice(0, 60), row] as const);

describe("README's Measured table", () => {
  it('has rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(5);
  });

  it.each(ROWS)('"%s": links to its runs in docs/results and carries their dates', (_what, row) => {
    const { results, unknown } = linkedResults(row);
    expect(unknown).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
    const dates = new Set(row.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []);
    expect([...dates].sort()).toEqual([...new Set(results.map((result) => result.date))].sort());
  });

  it.each(ROWS)('"%s": every number it quotes is in a result file it links to', (_what, row) => {
    expect(unsourcedNumbers(row)).toEqual([]);
  });

  it('fails a number typed by hand', () => {
    const [, row] = ROWS[0]!;
    expect(unsourcedNumbers(row.replace('p95 581 ms', 'p95 581 ms, p99 640 ms'))).toEqual([`640 is in none of results/rank-100k-2026-11-27.json`]);
  });
});
