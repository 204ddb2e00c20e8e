/**
 * refgraph eval runs --ids 11-18,21: stored evaluation runs printed as the table `refgraph eval`
 * printed when it made them (systems × measures, queries, latency), so results tables in docs/
 * are regenerated from the runs rather than typed by hand.
 */
import { parseArgs } from 'node:util';
import { withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { EvaluationRecord, resultsTable, storedRuns } from '../../eval';
import { requiredOption } from '../options';

/** More than any results table holds; keeps one command from reading the whole table. */
const MAX_RUN_IDS = 1000;

/** "11-18,21" → [11, 12, …, 18, 21], in the order given. Pure. */
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

/** The measures of the runs, in the order the first run that has each stored it. Pure. */
export function measuresOf(runs: readonly EvaluationRecord[]): string[] {
  return [...new Set(runs.flatMap((run) => run.means.map((mean) => mean.measure)))];
}

/** What the runs were: their batches and splits, one line. Pure. */
export function runsHeading(runs: readonly EvaluationRecord[]): string {
  const distinct = (values: string[]) => [...new Set(values)].join(', ');
  return `runs ${runs.map((run) => run.id).join(', ')} · batch ${distinct(runs.map((run) => run.batch))} · split ${distinct(runs.map((run) => run.split))}`;
}

export async function runEvalRuns(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { ids: { type: 'string' } } });
  const ids = parseRunIds(requiredOption('--ids', values.ids));
  const { runs, missing } = await withServices(async (services) => storedRuns(services.prisma, ids));
  if (missing.length > 0) throw invalidArgument('--ids', `no stored evaluation run has id ${missing.join(', ')}`);
  console.log(runsHeading(runs));
  console.log(resultsTable(runs, measuresOf(runs)));
  return 0;
}
