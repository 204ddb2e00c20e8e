/** Plain-text tables for the terminal and the docs: columns aligned, numbers right-aligned. Pure. */

export type Align = 'left' | 'right';

export function alignedTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[]): string {
  const widths = header.map((title, c) => Math.max([...title].length, ...rows.map((row) => [...(row[c] ?? '')].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (align[c] === 'right' ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Means print with 4 decimals (trec_eval's precision); a mean over no query prints as '-'. */
export function formatMean(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : value.toFixed(4);
}

export function formatMilliseconds(value: number | null): string {
  return value === null ? '-' : value.toFixed(0);
}
