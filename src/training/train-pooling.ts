/**
 * Fitting the weighted talk pooling's scorer (Talk2Ref's learned weighted mean over 512-token
 * windows) on long texts and the papers they cite, the library's talks or a queries file with its
 * qrels: reported against mean pooling by cross-validation over the texts, then fitted on all of
 * them and written as the scorer file REFGRAPH_POOLING_SCORER_FILE selects (docs/training.md).
 */
import path from 'node:path';
import { writePoolingScorer } from '../embed';
import { externalGold } from '../eval';
import type { ExternalFiles } from '../eval';
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';
import { maxYear } from '../rank';
import type { RankEngines } from '../rank';
import { crossValidatePooling, fitPoolingScorer, PoolingFitOptions, PoolingFold } from './pooling-fit';
import { LongText, poolingExamples, talkLongTexts } from './pooling-data';

export interface PoolingTrainingPlan {
  source: { kind: 'talks' } | ({ kind: 'files'; includeSameYear: boolean } & ExternalFiles);
  out: string;
  folds: number;
  pool: number;
  k: number;
  fit: PoolingFitOptions;
}

/** Where a run reports: results on `out`, counts and timings on `log`, and the texts as they are encoded. */
export interface PoolingTrainingIo {
  out: (line: string) => void;
  log: (line: string) => void;
  encoding: { update: (done: number, total: number) => void; finished: () => void };
}

/** What the file holds besides the scorer: how it was fitted and how it did on held-out texts. */
export interface TrainedPooling {
  file: string;
  folds: PoolingFold[];
  meanPooling: number;
  weighted: number;
  losses: number[];
}

function describeSource(source: PoolingTrainingPlan['source']): string {
  return source.kind === 'talks' ? "the library's talks and their references" : `${path.basename(source.queriesFile)} with ${path.basename(source.qrelsFile)}`;
}

function mean(folds: readonly PoolingFold[], of: 'mean' | 'weighted'): number {
  const texts = folds.reduce((sum, f) => sum + f.heldOut, 0);
  return folds.reduce((sum, f) => sum + f[of] * f.heldOut, 0) / texts;
}

async function longTexts(engines: RankEngines, source: PoolingTrainingPlan['source']): Promise<LongText[]> {
  if (source.kind === 'talks') return talkLongTexts(engines.querySource);
  return (await externalGold(engines.querySource, source)).queries.map((query) => ({
    id: query.id,
    text: query.source.kind === 'external' ? query.source.text : '',
    maxYear: maxYear(query.year, { includeSameYear: source.includeSameYear }),
    excludeIds: query.excludeIds,
    cited: [...query.gold].filter(([, grade]) => grade > 0).map(([id]) => id),
  }));
}

const foldsRefused = (texts: number, folds: number) => invalidArgument('--folds', `${texts} long texts cannot be split into ${folds} folds`);

/** `overlapTokens`: the served encoder's window overlap (REFGRAPH_CHUNK_OVERLAP_TOKENS), so the scorer sees the windows it will weigh. */
export async function trainPooling(engines: RankEngines, overlapTokens: number, plan: PoolingTrainingPlan, io: PoolingTrainingIo): Promise<TrainedPooling> {
  if (engines.encoder === null) throw new RefgraphError('CONFIG_INVALID', 'train pooling pools an encoder\'s windows: set REFGRAPH_EMBEDDING_MODEL (embedding is off)', { setting: 'REFGRAPH_EMBEDDING_MODEL' });
  const embedder = engines.encoder;
  const texts = await longTexts(engines, plan.source);
  // Before the encoding (the run's long step): the examples are at most the texts.
  if (texts.length < plan.folds) throw foldsRefused(texts.length, plan.folds);
  const started = performance.now();
  const data = await poolingExamples({ ...engines, encoder: embedder }, texts, { pool: plan.pool, overlapTokens }, (done) => io.encoding.update(done, texts.length));
  io.encoding.finished();
  const { examples } = data;
  io.log(
    `${examples.length} long texts of ${texts.length} (${data.oneWindow} fit in one window, ${data.nothingCited} cite nothing the library holds); ` +
      `${examples.reduce((sum, e) => sum + e.windows.length, 0)} windows; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (examples.length < plan.folds) throw foldsRefused(examples.length, plan.folds);
  const dimension = embedder.dimension;
  const folds = crossValidatePooling(examples, dimension, plan.fit, plan.folds, plan.k);
  for (const fold of folds) io.out(`fold ${fold.fold + 1}: ${fold.heldOut} texts held out, AP@${plan.k} mean pooling ${fold.mean.toFixed(4)}, weighted ${fold.weighted.toFixed(4)}`);
  const [meanAp, weightedAp] = [mean(folds, 'mean'), mean(folds, 'weighted')];
  io.out(`held out (${examples.length} texts): AP@${plan.k} mean pooling ${meanAp.toFixed(4)}, weighted ${weightedAp.toFixed(4)} (${(100 * (weightedAp / meanAp - 1)).toFixed(1)}%)`);

  const { scorer, losses } = fitPoolingScorer(examples, dimension, plan.fit);
  const trainedOn = `${examples.length} long texts of ${describeSource(plan.source)} (refgraph train pooling)`;
  await writePoolingScorer(plan.out, { model: embedder.model, dimension, weights: scorer.weights, bias: scorer.bias, trainedOn }, {
    options: { pool: plan.pool, k: plan.k, ...plan.fit },
    loss: { first: losses[0], last: losses[losses.length - 1] },
    crossValidation: { folds: folds.length, meanPooling: meanAp, weighted: weightedAp },
  });
  io.out(`fitted on all ${examples.length} texts: loss ${losses[0]!.toFixed(4)} -> ${losses[losses.length - 1]!.toFixed(4)}; written to ${plan.out}`);
  io.out(`select it with REFGRAPH_TALK_POOLING=weighted REFGRAPH_POOLING_SCORER_FILE=${plan.out}${weightedAp > meanAp ? '' : ' (it did not beat mean pooling on held-out texts: mean stays the better choice)'}`);
  return { file: plan.out, folds, meanPooling: meanAp, weighted: weightedAp, losses };
}
