import { projectionTargets, withServices } from '../../app';
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { DEFAULT_SHOWN_IDS, formatDiffs, PROJECTION_TARGETS, ProjectionTarget, recoverInterruptedRuns, verifyProjections } from '../../projections';

/** Compares PostgreSQL with the projections; exit 0 when they hold the same ids, 1 when not. */
export async function runVerify(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { target: { type: 'string', default: 'all' }, show: { type: 'string', default: String(DEFAULT_SHOWN_IDS) } } });
  const target = values.target as ProjectionTarget;
  if (!PROJECTION_TARGETS.includes(target)) throw invalidArgument('--target', `must be one of ${PROJECTION_TARGETS.join(', ')}`);
  const shown = Number(values.show);
  if (!Number.isInteger(shown) || shown < 0 || shown > 10_000) throw invalidArgument('--show', 'must be an integer in [0, 10000]');
  return withServices(async (services) => {
    const recovered = await recoverInterruptedRuns(services.prisma);
    if (recovered) console.log(`marked ${recovered} interrupted ingestion run(s) FAILED`);
    if (recovered === null) console.log('an ingestion or reindex is running: differences below may be work in progress');
    const report = await verifyProjections(await projectionTargets(services), target, shown);
    console.log(formatDiffs(report.diffs).join('\n'));
    console.log(report.clean ? 'verify: clean' : "verify: DIFFERS (re-run the ingestion that was interrupted, or 'refgraph reindex')");
    return report.clean ? 0 : 1;
  });
}
