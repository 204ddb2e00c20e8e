/**
 * refgraph eval runs --ids 11-18,21: stored evaluation runs printed as the table `refgraph eval`
 * printed when it made them (systems × measures, queries, latency), so results tables in docs/
 * are regenerated from the runs rather than typed by hand.
 */
import { parseArgs } from 'node:util';
import { withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { EvaluationRecord, parseRunIds, resultsTable, storedRuns } from '../../eval';
import { requiredOption } from '../options';

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
