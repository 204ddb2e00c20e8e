import { parseArgs } from 'node:util';
import { negativeSources, withServices } from '../../app';
import { EvalPool, evalPools } from '../../negatives';
import { writeJsonLinesFile } from '../../common/json-lines';
import { positiveIntegerOption, requiredOption, seedOption } from '../options';

const DEFAULT_PER_TYPE = 5;

/** refgraph eval pools: per query paper, its references ('positive') and K negatives of each type. */
export async function runEvalPools(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, 'per-type': { type: 'string' }, seed: { type: 'string', default: '0' } },
  });
  const options = {
    perType: positiveIntegerOption('--per-type', values['per-type']) ?? DEFAULT_PER_TYPE,
    seed: seedOption(values.seed),
  };
  const out = requiredOption('--out', values.out);
  await withServices(async (services) => {
    let candidates = 0;
    const count = (pool: EvalPool) => (candidates += pool.candidates.length);
    const written = await writeJsonLinesFile(out, evalPools(negativeSources(services, 'offline'), options), count);
    console.log(`wrote ${written} pools (${candidates} candidates, ${options.perType} negatives per type; seed ${options.seed}) to ${out}`);
  });
  return 0;
}
