import { parseArgs } from 'node:util';
import { projectionTargets, rankEngines, Services, withServices } from '../../app';
import { saveTunedParameters, TunedParameters } from '../../config';
import { invalidArgument } from '../../errors/refgraph-error';
import { QUERY_SETS, QuerySet, describeBoundaries, DEFAULT_B_GRID, DEFAULT_K1_GRID, tuneBm25, tuneWeights } from '../../eval';
import { FEATURES, WEIGHT_FUSION_METHODS, isWeightFusionMethod, DEFAULT_BAGS, MAX_BAGS } from '../../rank';
import { MAX_SEED } from '../../common/random';
import { reindex } from '../../projections';
import type { Bm25Settings } from '../../search';
import { bm25ParametersOf } from '../../search';
import { boundaryYears, DEFAULT_SEED, integer } from '../../eval';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

/**
 * Writes fitted parameters where the server reads them at its next start (REFGRAPH_TUNED_FILE,
 * by default .refgraph/tuned-parameters.json), or to --out.
 */
async function keep(services: Services, out: string | undefined, section: TunedParameters): Promise<void> {
  const file = out ?? services.config.tunedFile;
  if (file === null) throw invalidArgument('--out', 'REFGRAPH_TUNED_FILE is none: give the file to write to');
  await saveTunedParameters(file, section);
  console.log(`written to ${file} (read at the next start of the server and the CLI)`);
}

/**
 * refgraph tune weights: fits fusion weights on the training split, reports the validation
 * split, and keeps them for the server.
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
      out: { type: 'string' },
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
  const fusion = String(values.fusion);
  if (!isWeightFusionMethod(fusion)) throw invalidArgument('--fusion', `must be one of ${WEIGHT_FUSION_METHODS.join(', ')} (LEARNED has no weights to tune: refgraph train ranker fits it)`);
  const boundaries = boundaryYears(values['test-from'], values['validation-from']);

  await withServices(async (services) => {
    const { rank } = services.config;
    const result = await tuneWeights(await rankEngines(services), {
      queries,
      fusion,
      start: rank.weights,
      settings: rank,
      boundaries,
      bagging,
    });
    console.log(`split: ${describeBoundaries(result.boundaries)}; ${bagging.bags} bootstrap resamples (seed ${bagging.seed})`);
    console.log(`weights: ${FEATURES.map((f) => `${f} ${rank.weights[f]} → ${result.weights[f]}`).join(', ')}`);
    const { train, validation } = result;
    console.log(`AP@100 train ${train.before.toFixed(4)} → ${train.after.toFixed(4)} (${train.queries} queries); validation ${validation.before.toFixed(4)} → ${validation.after.toFixed(4)} (${validation.queries} queries)`);
    const about =
      `Fitted by \`refgraph tune weights --queries ${queries}\`: coordinate ascent on AP@100 over the training split (${train.queries} queries), ` +
      `averaged over ${bagging.bags} bootstrap resamples (seed ${bagging.seed}), ${describeBoundaries(result.boundaries)}; ` +
      `validation AP@100 ${validation.before.toFixed(4)} -> ${validation.after.toFixed(4)} (${validation.queries} queries).`;
    await keep(services, values.out, { fusion: { about, method: fusion, weights: result.weights } });
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
 * refgraph tune bm25: grid search of k1 × b maximising R@1000 on the validation split (on a clone
 * of the index); the best pair reaches the served index through a rebuild swapped in behind the
 * alias (searches keep working), and is kept for the server (and for indexes created later).
 */
async function runTuneBm25(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      queries: { type: 'string', default: 'all' },
      k1: { type: 'string' },
      b: { type: 'string' },
      out: { type: 'string' },
      'test-from': { type: 'string' },
      'validation-from': { type: 'string' },
    },
  });
  const queries = values.queries as QuerySet;
  if (!QUERY_SETS.includes(queries)) throw invalidArgument('--queries', `must be one of ${QUERY_SETS.join(', ')}`);
  const boundaries = boundaryYears(values['test-from'], values['validation-from']);
  await withServices(async (services) => {
    const request = { queries, k1: numbers('--k1', values.k1, DEFAULT_K1_GRID), b: numbers('--b', values.b, DEFAULT_B_GRID), boundaries };
    const result = await tuneBm25(await rankEngines(services), request, (message) => console.error(message));
    console.log(`split: ${describeBoundaries(result.boundaries)}; ${result.queries} validation queries; R@1000 by k1 × b:`);
    for (const pair of result.grid) console.log(`  k1 ${pair.k1.toFixed(2)}  b ${pair.b.toFixed(2)}  ${pair.recall.toFixed(4)}`);
    const best = { k1: result.best.k1, b: result.best.b };
    console.log(`best: k1 ${best.k1}, b ${best.b} (R@1000 ${result.best.recall.toFixed(4)}), ${await putOnIndex(services, best)}`);
    const about = `Fitted by \`refgraph tune bm25 --queries ${queries}\`: best R@1000 (${result.best.recall.toFixed(4)}) on the validation split, ${describeBoundaries(result.boundaries)}, ${result.queries} queries.`;
    await keep(services, values.out, { bm25: { about, k1: best.k1, b: best.b } });
  });
  return 0;
}

/**
 * Puts the pair on the served index by rebuilding it beside the live one with that similarity and
 * swapping the alias (reindex): closing the live index to change it would fail its searches.
 * Nothing to do when the index already scores with it. Says what it did.
 */
async function putOnIndex(services: Services, pair: Bm25Settings): Promise<string> {
  const current = await bm25ParametersOf(services.elasticsearch, services.paperIndex);
  if (current?.k1 === pair.k1 && current.b === pair.b) return 'already on the index';
  const targets = await projectionTargets(services);
  const progress = new Progress('reindex');
  progress.start('search index', await services.prisma.paper.count(), 'papers');
  const report = await reindex({ ...targets, index: { ...targets.index, bm25: pair } }, 'elasticsearch', (done) => progress.update(done), waitingForLock);
  progress.end();
  return `now on the index (rebuilt with it as ${report.search!.index} and swapped in${report.verification.clean ? '' : "; verify differs: run 'refgraph verify'"})`;
}
