import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { rankEngines } from '../../api/services';
import { invalidArgument } from '../../errors/refgraph-error';
import { QUERY_SETS, QuerySet } from '../../eval/gold/stored-gold';
import { describeBoundaries } from '../../eval/splits';
import { FEATURES } from '../../rank/features';
import type { FusionMethod } from '../../rank/fusion';
import { tuneWeights } from '../../rank/tuning/tune-weights';
import { repoPath } from '../../repo-path';
import { withServices } from '../with-services';

const FUSIONS: FusionMethod[] = ['WEIGHTED', 'RRF'];

function year(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw invalidArgument(name, `must be a year, got ${value}`);
  return parsed;
}

/**
 * refgraph tune weights: fits fusion weights on the training split, reports the validation
 * split, and writes them (default: src/rank/default-weights.json, the served defaults).
 */
export async function runTune(args: string[]): Promise<number> {
  const [what, ...rest] = args;
  if (what !== 'weights') throw invalidArgument('tune', "say what to tune: 'refgraph tune weights'");
  const { values } = parseArgs({
    args: rest,
    options: {
      queries: { type: 'string', default: 'all' },
      fusion: { type: 'string', default: 'WEIGHTED' },
      out: { type: 'string', default: repoPath('src', 'rank', 'default-weights.json') },
      'test-from': { type: 'string' },
      'validation-from': { type: 'string' },
    },
  });
  const queries = values.queries as QuerySet;
  if (!QUERY_SETS.includes(queries)) throw invalidArgument('--queries', `must be one of ${QUERY_SETS.join(', ')}`);
  const fusion = values.fusion as FusionMethod;
  if (!FUSIONS.includes(fusion)) throw invalidArgument('--fusion', `must be one of ${FUSIONS.join(', ')}`);
  const testFrom = year('--test-from', values['test-from']);
  const validationFrom = year('--validation-from', values['validation-from']);

  await withServices(async (services) => {
    const { rank } = services.config;
    const result = await tuneWeights(await rankEngines(services), {
      queries,
      fusion,
      start: rank.weights,
      settings: rank,
      boundaries: { ...(testFrom === undefined ? {} : { testFrom }), ...(validationFrom === undefined ? {} : { validationFrom }) },
    });
    console.log(`split: ${describeBoundaries(result.boundaries)}; ${result.sweeps} sweeps`);
    console.log(`weights: ${FEATURES.map((f) => `${f} ${rank.weights[f]} → ${result.weights[f]}`).join(', ')}`);
    const { train, validation } = result;
    console.log(`AP@100 train ${train.before.toFixed(4)} → ${train.after.toFixed(4)} (${train.queries} queries); validation ${validation.before.toFixed(4)} → ${validation.after.toFixed(4)} (${validation.queries} queries)`);
    const about = `Fusion weights fitted by \`refgraph tune weights\` (coordinate ascent on AP@100 over the training split, ${describeBoundaries(result.boundaries)}).`;
    await writeFile(values.out!, `${JSON.stringify({ about, fusion, weights: result.weights, trainedOn: { queries, train, validation } }, null, 2)}\n`);
    console.log(`written to ${values.out}`);
  });
  return 0;
}
