/**
 * refgraph train pooling: fits the weighted talk pooling's scorer (Talk2Ref's learned weighted
 * mean over 512-token windows) on long texts and the papers they cite, the library's talks or a
 * queries file with its qrels; reports it against mean pooling by cross-validation over the texts,
 * and writes the scorer file that REFGRAPH_POOLING_SCORER_FILE selects (docs/training.md).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rankEngines, withServices } from '../../app';
import type { Services } from '../../app';
import { externalGold } from '../../eval';
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { maxYear } from '../../rank';
import { crossValidatePooling, fitPoolingScorer, LongText, PoolingFitOptions, poolingExamples, talkLongTexts } from '../../training';
import type { PoolingFold } from '../../training';
import { numberOption, positiveIntegerOption, positiveNumberOption, requiredOption } from '../options';

const STRING = { type: 'string' } as const;

export interface TrainPoolingPlan {
  source: { kind: 'talks' } | { kind: 'files'; queriesFile: string; qrelsFile: string; citingPapersFile: string | null; includeSameYear: boolean };
  out: string;
  folds: number;
  pool: number;
  k: number;
  fit: PoolingFitOptions;
}

/** The plan from the command line. Pure. */
export function trainPoolingPlan(args: string[]): TrainPoolingPlan {
  const { values } = parseArgs({
    args,
    options: {
      talks: { type: 'boolean', default: false }, 'queries-file': STRING, 'qrels-file': STRING, 'citing-papers': STRING, 'same-year': { type: 'boolean', default: false },
      out: STRING, folds: { type: 'string', default: '5' }, pool: { type: 'string', default: '100' }, k: { type: 'string', default: '100' },
      epochs: { type: 'string', default: '200' }, 'learning-rate': { type: 'string', default: '0.05' }, l2: { type: 'string', default: '0.001' }, temperature: { type: 'string', default: '0.05' },
    },
  });
  const files = values['queries-file'] !== undefined || values['qrels-file'] !== undefined;
  if (values.talks === files) throw invalidArgument('--talks', 'give either --talks (the library\'s talks) or --queries-file with --qrels-file');
  const folds = positiveIntegerOption('--folds', values.folds)!;
  if (folds < 2) throw invalidArgument('--folds', `cross-validation needs at least 2 folds, got ${folds}`);
  const l2 = numberOption('--l2', values.l2)!;
  if (l2 < 0) throw invalidArgument('--l2', `must be 0 or more, got ${values.l2}`);
  return {
    source: values.talks
      ? { kind: 'talks' }
      : {
          kind: 'files',
          queriesFile: requiredOption('--queries-file', values['queries-file']),
          qrelsFile: requiredOption('--qrels-file', values['qrels-file']),
          citingPapersFile: values['citing-papers'] ?? null,
          includeSameYear: values['same-year'],
        },
    out: path.resolve(requiredOption('--out', values.out)),
    folds,
    pool: positiveIntegerOption('--pool', values.pool)!,
    k: positiveIntegerOption('--k', values.k)!,
    fit: { epochs: positiveIntegerOption('--epochs', values.epochs)!, learningRate: positiveNumberOption('--learning-rate', values['learning-rate'])!, l2, temperature: positiveNumberOption('--temperature', values.temperature)! },
  };
}

function describeSource(source: TrainPoolingPlan['source']): string {
  return source.kind === 'talks' ? "the library's talks and their references" : `${path.basename(source.queriesFile)} with ${path.basename(source.qrelsFile)}`;
}

function mean(folds: readonly PoolingFold[], of: 'mean' | 'weighted'): number {
  const texts = folds.reduce((sum, f) => sum + f.heldOut, 0);
  return folds.reduce((sum, f) => sum + f[of] * f.heldOut, 0) / texts;
}

export async function runTrainPooling(args: string[]): Promise<number> {
  const plan = trainPoolingPlan(args);
  await withServices((services) => trainPooling(services, plan));
  return 0;
}

/** What the file holds besides the scorer: how it was fitted and how it did on held-out texts. */
export interface TrainedPooling {
  file: string;
  folds: PoolingFold[];
  meanPooling: number;
  weighted: number;
  losses: number[];
}

export async function trainPooling(services: Services, plan: TrainPoolingPlan): Promise<TrainedPooling> {
  const engines = await rankEngines(services);
  if (engines.embedder === null) throw new RefgraphError('CONFIG_INVALID', 'train pooling pools an encoder\'s windows: set REFGRAPH_EMBEDDING_MODEL (embedding is off)', { setting: 'REFGRAPH_EMBEDDING_MODEL' });
  const embedder = engines.embedder;
  const { source } = plan;
  const texts: LongText[] =
    source.kind === 'talks'
      ? await talkLongTexts(services.prisma)
      : (await externalGold(services.prisma, source)).queries.map((query) => ({
          id: query.id,
          text: query.source.kind === 'external' ? query.source.text : '',
          maxYear: maxYear(query.year, { includeSameYear: source.includeSameYear }),
          excludeIds: query.excludeIds,
          cited: [...query.gold].filter(([, grade]) => grade > 0).map(([id]) => id),
        }));
  const started = performance.now();
  const data = await poolingExamples({ ...engines, embedder }, texts, { pool: plan.pool, overlapTokens: services.config.embedding.overlapTokens }, (done) =>
    process.stderr.write(`\rencoding texts and candidates: ${done}/${texts.length}`),
  );
  process.stderr.write('\n');
  const { examples } = data;
  console.error(
    `${examples.length} long texts of ${texts.length} (${data.oneWindow} fit in one window, ${data.nothingCited} cite nothing the library holds); ` +
      `${examples.reduce((sum, e) => sum + e.windows.length, 0)} windows; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (examples.length < plan.folds) throw invalidArgument('--folds', `${examples.length} long texts cannot be split into ${plan.folds} folds`);
  const dimension = embedder.dimension;
  const folds = crossValidatePooling(examples, dimension, plan.fit, plan.folds, plan.k);
  for (const fold of folds) console.log(`fold ${fold.fold + 1}: ${fold.heldOut} texts held out, AP@${plan.k} mean pooling ${fold.mean.toFixed(4)}, weighted ${fold.weighted.toFixed(4)}`);
  const [meanAp, weightedAp] = [mean(folds, 'mean'), mean(folds, 'weighted')];
  console.log(`held out (${examples.length} texts): AP@${plan.k} mean pooling ${meanAp.toFixed(4)}, weighted ${weightedAp.toFixed(4)} (${(100 * (weightedAp / meanAp - 1)).toFixed(1)}%)`);

  const { scorer, losses } = fitPoolingScorer(examples, dimension, plan.fit);
  const file = {
    model: embedder.model,
    dimension,
    weights: scorer.weights,
    bias: scorer.bias,
    trainedOn: `${examples.length} long texts of ${describeSource(source)} (refgraph train pooling)`,
    about: {
      options: { pool: plan.pool, k: plan.k, ...plan.fit },
      loss: { first: losses[0], last: losses[losses.length - 1] },
      crossValidation: { folds: folds.length, meanPooling: meanAp, weighted: weightedAp },
    },
  };
  await writeFile(plan.out, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`fitted on all ${examples.length} texts: loss ${losses[0]!.toFixed(4)} -> ${losses[losses.length - 1]!.toFixed(4)}; written to ${plan.out}`);
  console.log(`select it with REFGRAPH_TALK_POOLING=weighted REFGRAPH_POOLING_SCORER_FILE=${plan.out}${weightedAp > meanAp ? '' : ' (it did not beat mean pooling on held-out texts: mean stays the better choice)'}`);
  return { file: plan.out, folds, meanPooling: meanAp, weighted: weightedAp, losses };
}
