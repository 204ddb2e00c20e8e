/**
 * README's Measured table quotes only stored results: every row links to the result files of its
 * runs (docs/results/<topic>.md#<id>), carries their dates, and every number it shows is in one
 * of those files (measured-rows.ts says how). A number typed by hand with no run behind it fails
 * here, by name.
 */
import { readFileSync } from 'node:fs';
import { repoPath } from '../../../src/common/repo-path';
import { linkedResults, measuredRows, rowAndRunDates, unsourcedNumbers } from './measured-rows';

const ROWS = measuredRows('README.md', readFileSync(repoPath('README.md'), 'utf8'), 'measured');
const NAMED = ROWS.map((row) => [row.what, row] as const);

describe("README's Measured table", () => {
  it('has rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(5);
  });

  it.each(NAMED)('"%s": links to its runs in docs/results and carries their dates', (_what, row) => {
    const { results, unknown } = linkedResults(row);
    expect(unknown).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
    const dates = rowAndRunDates(row);
    expect(dates.row).toEqual(dates.runs);
  });

  it.each(NAMED)('"%s": every number it quotes is in a result file it links to', (_what, row) => {
    expect(unsourcedNumbers(row)).toEqual([]);
  });

  it('fails a number typed by hand', () => {
    const row = ROWS[0]!;
    expect(unsourcedNumbers({ ...row, row: row.row.replace('p95 581 ms', 'p95 581 ms, p99 640 ms') })).toEqual([`640 is in none of results/rank-100k-2026-11-27.json`]);
  });
});
