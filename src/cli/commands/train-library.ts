/**
 * refgraph train (no sub-command): the learned fusion trained on the library's own citation
 * graph, checked against what is serving on the held-back latest years and promoted when the gate
 * passes (src/training/train-library-ranker.ts; docs/training.md). The sub-commands (encoder,
 * pooling, ranker) are train.ts's.
 */
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluationEnvironment, withServices } from '../../app';
import { loadConfig } from '../../config';
import { DEFAULT_RANKER_FIT } from '../../rank';
import { DEFAULT_SLICE_BOUNDS, trainLibraryRanker } from '../../training';
import type { LibraryTrainingPlan } from '../../training';
import { positiveIntegerOption, positiveNumberOption, seedOption } from '../options';
import { Progress } from '../progress';

const STRING = { type: 'string' } as const;

/** `ranker-20261202-051500`: the registry name of a run started at `now` (UTC). */
export function defaultRankerName(now: Date): string {
  return `ranker-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
}

/** The plan from the command line; the models folder from the configuration. Pure but for the defaults' clock and home. */
export function trainLibraryPlan(args: readonly string[], modelsDir: string, now = new Date()): LibraryTrainingPlan {
  const { values } = parseArgs({
    args: [...args],
    options: {
      name: STRING, 'validation-queries': STRING, 'training-queries': STRING, seed: { type: 'string', default: '25' },
      hidden: STRING, epochs: STRING, 'learning-rate': STRING, 'out-dir': STRING, 'work-dir': STRING,
      'no-promote': { type: 'boolean', default: false },
    },
  });
  const seed = seedOption(values.seed);
  return {
    name: values.name ?? defaultRankerName(now),
    bounds: {
      validationQueries: positiveIntegerOption('--validation-queries', values['validation-queries']) ?? DEFAULT_SLICE_BOUNDS.validationQueries,
      trainingQueries: positiveIntegerOption('--training-queries', values['training-queries']) ?? DEFAULT_SLICE_BOUNDS.trainingQueries,
    },
    seed,
    fit: {
      hidden: positiveIntegerOption('--hidden', values.hidden) ?? DEFAULT_RANKER_FIT.hidden,
      epochs: positiveIntegerOption('--epochs', values.epochs) ?? DEFAULT_RANKER_FIT.epochs,
      learningRate: positiveNumberOption('--learning-rate', values['learning-rate']) ?? DEFAULT_RANKER_FIT.learningRate,
      seed,
    },
    outDir: path.resolve(values['out-dir'] ?? path.join(modelsDir, 'rankers')),
    workDir: path.resolve(values['work-dir'] ?? path.join(homedir(), '.cache', 'refgraph', 'training', 'library')),
    promote: !values['no-promote'],
  };
}

export async function runTrainLibrary(args: string[]): Promise<number> {
  const plan = trainLibraryPlan(args, loadConfig().embedding.modelsDir);
  const command = ['refgraph train', ...args].join(' ');
  const outcome = await withServices(async (services) =>
    trainLibraryRanker(await evaluationEnvironment(services), plan, {
      command,
      index: services.paperIndex,
      encoder: services.config.embedding.model,
      say: (line) => console.error(line),
      progress: new Progress('train'),
    }),
  );
  console.log(JSON.stringify({ model: outcome.model.name, id: outcome.model.id, status: outcome.model.status, gate: outcome.verdict, validation: outcome.model.validation, seconds: outcome.seconds }));
  return 0;
}
