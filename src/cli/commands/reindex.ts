import { parseArgs } from 'node:util';
import { projectionTargets } from '../../api/services';
import { invalidArgument } from '../../errors/refgraph-error';
import { projectionCounts, reindex, ReindexTarget } from '../../ingest/projection';
import { withServices } from '../with-services';

const TARGETS: ReindexTarget[] = ['all', 'elasticsearch', 'neo4j'];

export async function runReindex(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { target: { type: 'string', default: 'all' } } });
  const target = values.target as ReindexTarget;
  if (!TARGETS.includes(target)) throw invalidArgument('--target', `must be one of ${TARGETS.join(', ')}`);
  await withServices(async (services) => {
    const targets = await projectionTargets(services);
    const started = performance.now();
    await reindex(targets, target, (done) => process.stderr.isTTY && process.stderr.write(`\rprojected ${done} papers`));
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(`reindexed ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(JSON.stringify(await projectionCounts(targets)));
  });
  return 0;
}
