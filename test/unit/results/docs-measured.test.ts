/**
 * Each reference page's "Latest measured" section quotes only stored results, as the README's
 * Measured table does (measured-rows.ts): every row of its tables links, in its "measured"
 * column, to the result files of its runs (`results/<topic>.md#<id>` from docs/), carries their
 * dates and no other, and every number it shows is in one of those files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from '../../../src/common/repo-path';
import { linkedResults, measuredRows, rowAndRunDates, unsourcedNumbers } from './measured-rows';

const ANCHOR = 'latest-measured';
const PAGES = readdirSync(repoPath('docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
  .filter((page) => /^#{2,3} Latest measured$/m.test(readFileSync(repoPath(page), 'utf8')));
const ROWS = PAGES.flatMap((page) => measuredRows(page, readFileSync(repoPath(page), 'utf8'), ANCHOR));
const NAMED = ROWS.map((row) => [row.page, row.what, row] as const);

describe('"Latest measured" sections of the reference pages', () => {
  it('are found, each with a table', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['docs/cross-lingual.md', 'docs/evaluation.md', 'docs/evaluation-results.md', 'docs/performance.md', 'docs/training.md']));
    for (const page of PAGES) expect(ROWS.filter((row) => row.page === page).length).toBeGreaterThan(0);
  });

  it.each(NAMED)('%s "%s": links to its runs in docs/results and carries their dates', (_page, _what, row) => {
    const { results, unknown } = linkedResults(row);
    expect(unknown).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
    const dates = rowAndRunDates(row);
    expect(dates.row).toEqual(dates.runs);
  });

  it.each(NAMED)('%s "%s": every number it quotes is in a result file it links to', (_page, _what, row) => {
    expect(unsourcedNumbers(row)).toEqual([]);
  });

  it('fails a number typed by hand', () => {
    const row = ROWS.find((candidate) => candidate.page === 'docs/training.md' && candidate.row.includes('0.1540 → **0.1749 (+13.6%)**'))!;
    expect(unsourcedNumbers({ ...row, row: row.row.replace('(+13.6%)', '(+13.6%, +14.1% on the test years)') })).toEqual(['14.1 is in none of results/train-aan-folds-2026-11-29.json']);
  });
});
