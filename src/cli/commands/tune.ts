import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { rankEngines } from '../../app/services';
import { invalidArgument } from '../../errors/refgraph-error';
import { QUERY_SETS, QuerySet } from '../../eval/gold/stored-gold';
import { describeBoundaries } from '../../eval/splits';
import { FEATURES } from '../../rank/features';
import { FUSION_METHODS, FusionMethod, isFusionMethod } from '../../rank/fusion';
import { DEFAULT_B_GRID, DEFAULT_K1_GRID, tuneBm25 } from '../../eval/tuning/tune-bm25';
import { tuneWeights } from '../../eval/tuning/tune-weights';
import { DEFAULT_BAGS, MAX_BAGS } from '../../rank/tuning/bagged-ascent';
import { MAX_SEED } from '../../common/random';
import { DEFAULT_SEED, integer } from './eval-args';
import { repoPath } from '../../common/repo-path';
import { withServices } from '../../app/with-services';


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
  if (what === 'bm25') return runTuneBm25(rest);
  if (what !== 'weights') throw invalidArgument('tune', "say what to tune: 'refgraph tune bm25' or 'refgraph tune weights'");
  const { values } = parseArgs({
    args: rest,
    options: {
      queries: { type: 'string', default: 'all' },
      fusion: { type: 'string', default: 'WEIGHTED' },
      out: { type: 'string', default: repoPath('src', 'rank', 'default-weights.json') },
      'test-from': { type: 'string' },
      'validation-from': { type: 'string' },
      bags: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const queries = values.queries as QuerySet;
  if (!QUERY_SETS.includes(queries)) throw invalidArgument('--queries', `must be one of ${QUERY_SETS.join(', ')}`);
  const bagging = {
    bags: values.bags === undefined ? DEFAULT_BAGS : integer('--bags', values.bags, 0, MAX_BAGS),
    seed: values.seed === undefined ? DEFAULT_SEED : integer('--seed', values.seed, 0, MAX_SEED),
  };
  const fusion = values.fusion as FusionMethod;
  if (!isFusionMethod(fusion)) throw invalidArgument('--fusion', `must be one of ${FUSION_METHODS.join(', ')}`);
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
      bagging,
    });
    console.log(`split: ${describeBoundaries(result.boundaries)}; ${bagging.bags} bootstrap resamples (seed ${bagging.seed})`);
    console.log(`weights: ${FEATURES.map((f) => `${f} ${rank.weights[f]} → ${result.weights[f]}`).join(', ')}`);
    const { train, validation } = result;
    console.log(`AP@100 train ${train.before.toFixed(4)} → ${train.after.toFixed(4)} (${train.queries} queries); validation ${validation.before.toFixed(4)} → ${validation.after.toFixed(4)} (${validation.queries} queries)`);
    const about = `Fusion weights fitted by \`refgraph tune weights\` (coordinate ascent on AP@100 over the training split, averaged over ${bagging.bags} bootstrap resamples, ${describeBoundaries(result.boundaries)}).`;
    await writeFile(values.out!, `${JSON.stringify({ about, fusion, weights: result.weights, trainedOn: { queries, train, validation, bagging } }, null, 2)}\n`);
    console.log(`written to ${values.out}`);
  });
  return 0;
}

function numbers(name: string, value: string | undefined, fallback: readonly number[]): number[] {
  if (value === undefined) return [...fallback];
  const parsed = value.split(',').map(Number);
  if (parsed.some((n) => !Number.isFinite(n) || n < 0)) throw invalidArgument(name, `must be comma-separated non-negative numbers, got ${value}`);
  return parsed;
}

/**
 * refgraph tune bm25: grid search of k1 × b maximising R@1000 on the validation split; leaves the
 * best pair on the index and writes it (default: src/search/bm25-defaults.json, the defaults new
 * indexes are created with).
 */
async function runTuneBm25(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      queries: { type: 'string', default: 'all' },
      k1: { type: 'string' },
      b: { type: 'string' },
      out: { type: 'string', default: repoPath('src', 'search', 'bm25-defaults.json') },
      'test-from': { type: 'string' },
      'validation-from': { type: 'string' },
    },
  });
  const queries = values.queries as QuerySet;
  if (!QUERY_SETS.includes(queries)) throw invalidArgument('--queries', `must be one of ${QUERY_SETS.join(', ')}`);
  const testFrom = year('--test-from', values['test-from']);
  const validationFrom = year('--validation-from', values['validation-from']);
  await withServices(async (services) => {
    const result = await tuneBm25(await rankEngines(services), {
      queries,
      k1: numbers('--k1', values.k1, DEFAULT_K1_GRID),
      b: numbers('--b', values.b, DEFAULT_B_GRID),
      boundaries: { ...(testFrom === undefined ? {} : { testFrom }), ...(validationFrom === undefined ? {} : { validationFrom }) },
    });
    console.log(`split: ${describeBoundaries(result.boundaries)}; ${result.queries} validation queries; R@1000 by k1 × b:`);
    for (const pair of result.grid) console.log(`  k1 ${pair.k1.toFixed(2)}  b ${pair.b.toFixed(2)}  ${pair.recall.toFixed(4)}`);
    console.log(`best: k1 ${result.best.k1}, b ${result.best.b} (R@1000 ${result.best.recall.toFixed(4)}), now on the index`);
    const about = `BM25 parameters fitted by \`refgraph tune bm25\` (R@1000 on the validation split, ${describeBoundaries(result.boundaries)}, ${result.queries} queries).`;
    await writeFile(values.out!, `${JSON.stringify({ about, k1: result.best.k1, b: result.best.b, grid: result.grid }, null, 2)}\n`);
    console.log(`written to ${values.out}`);
  });
  return 0;
}
