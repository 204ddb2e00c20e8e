/**
 * Run id lists as text, "11-13,21": written into the stored runs' report (the command that
 * prints them again) and read back by `refgraph eval runs --ids`, in the order given. Pure.
 */
import { invalidArgument } from '../../errors/refgraph-error';

/** More than any results table holds; keeps one command from reading the whole table. */
const MAX_RUN_IDS = 1000;

/** [11, 12, 13, 21] → "11-13,21". */
export function runIdRanges(ids: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const id of ids) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`)).join(',');
}

/** "11-18,21" → [11, 12, …, 18, 21]; a bad list is INVALID_ARGUMENT naming --ids. */
export function parseRunIds(text: string): number[] {
  const ids: number[] = [];
  for (const part of text.split(',').map((piece) => piece.trim())) {
    const match = /^(\d{1,9})(?:-(\d{1,9}))?$/.exec(part);
    if (!match) throw invalidArgument('--ids', `expected run ids and ranges such as 11-18,21, got '${part}'`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from) throw invalidArgument('--ids', `'${part}' is not a range of run ids (positive, first ≤ last)`);
    if (ids.length + (to - from + 1) > MAX_RUN_IDS) throw invalidArgument('--ids', `at most ${MAX_RUN_IDS} runs at once`);
    for (let id = from; id <= to; id += 1) ids.push(id);
  }
  return ids;
}
