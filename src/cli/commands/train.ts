/**
 * refgraph train (no sub-command): train-library.ts. refgraph train encoder: the plan from the options and the configuration; src/training
 * fine-tunes the sentence encoder on the library's citations up to a year and registers it
 * under --name (docs/training.md). refgraph train pooling: train-pooling.ts; refgraph train
 * ranker: train-ranker.ts.
 */
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { trainingLibrary, withServices } from '../../app';
import { loadConfig } from '../../config';
import { ENCODE_ROLES, modelFiles, modelSpec, modelSpecs, checkedTrainedName } from '../../embed';
import { invalidArgument } from '../../errors/refgraph-error';
import { checkedRatio, checkedStrategy } from '../../negatives';
import { checkedQueryLanguages, checkedTimeSplit, checkedExportStep, EncoderTrainingRun, int8Name, TRAINER_SETTINGS, TrainEncoderPlan, trainEncoder } from '../../training';
import type { WithLibrary } from '../../training';
import { numberOption, positiveIntegerOption, positiveNumberOption, requiredOption, seedOption } from '../options';
import { Progress } from '../progress';
import { runTrainLibrary } from './train-library';
import { runTrainPooling } from './train-pooling';
import { runTrainRanker } from './train-ranker';

export async function runTrain(args: string[]): Promise<number> {
  const [what, ...rest] = args;
  if (what === undefined || what.startsWith('--')) return runTrainLibrary(args);
  if (what === 'encoder') return runTrainEncoder(rest);
  if (what === 'pooling') return runTrainPooling(rest);
  if (what === 'ranker') return runTrainRanker(rest);
  throw invalidArgument('train', `unknown training '${what}'; available: encoder, pooling, ranker, or none (the library's ranker, gated)`);
}

const STRING = { type: 'string' } as const;

/** The plan from the command line and the configuration (models folder, text fields, query role). */
export function trainEncoderPlan(rest: string[], config = loadConfig()): EncoderTrainingRun {
  const { values } = parseArgs({
    args: rest,
    options: {
      name: STRING, 'train-until': STRING, 'validate-until': STRING, strategy: { type: 'string', default: 'GRAPH_NEIGHBOURS' },
      'hard-ratio': { type: 'string', default: '0.5' }, negatives: { type: 'string', default: '1' }, seed: { type: 'string', default: '25' },
      'base-model': { type: 'string', default: 'multilingual-e5-small' }, 'query-role': STRING, 'work-dir': STRING,
      'validation-papers': { type: 'string', default: '200' },
      'query-languages': STRING,
      'prepare-only': { type: 'boolean', default: false },
      'reuse-data': { type: 'boolean', default: false },
      interpolate: { type: 'string', default: '1' },
      'export-step': { type: 'string', default: 'best' },
      ...Object.fromEntries(TRAINER_SETTINGS.map((name) => [name, STRING])),
    },
  });
  const name = checkedTrainedName(requiredOption('--name', values.name));
  if (values['prepare-only'] && values['reuse-data']) throw invalidArgument('--reuse-data', 'reuses prepared data to train on it; --prepare-only only prepares it: give one of them');
  checkedTrainedName(int8Name(name)); // the int8 copy's name must be one too
  const { modelsDir } = config.embedding;
  for (const taken of [name, int8Name(name)]) {
    if (modelSpecs(modelsDir).some((s) => s.name === taken)) throw invalidArgument('--name', `a model '${taken}' already exists (${path.join(modelsDir, taken)}): choose another name`);
  }
  const base = modelSpec(values['base-model'], modelsDir);
  if (!modelSpecs().some((s) => s.name === base.name)) throw invalidArgument('--base-model', `'${base.name}' is a trained model; training starts from a built one`);
  modelFiles(modelsDir, base); // MODEL_UNAVAILABLE now, not after the data is prepared
  const trainUntil = positiveIntegerOption('--train-until', requiredOption('--train-until', values['train-until']))!;
  const negatives = numberOption('--negatives', values.negatives)!;
  if (!Number.isInteger(negatives) || negatives < 0) throw invalidArgument('--negatives', `expected an integer >= 0, got ${values.negatives}`);
  const queryRole = values['query-role'] ?? config.embedding.citationQueryRole;
  if (!(ENCODE_ROLES as readonly string[]).includes(queryRole)) throw invalidArgument('--query-role', `must be one of ${ENCODE_ROLES.join(', ')}, got '${queryRole}'`);
  const trainer: TrainEncoderPlan['trainer'] = { steps: 100, 'batch-size': 8 };
  const given = values as Record<string, string | boolean | undefined>;
  for (const setting of TRAINER_SETTINGS) {
    const value = (setting === 'learning-rate' ? positiveNumberOption : positiveIntegerOption)(`--${setting}`, given[setting] as string | undefined);
    if (value !== undefined) trainer[setting] = value;
  }
  const interpolation = positiveNumberOption('--interpolate', values.interpolate)!;
  if (interpolation > 1) throw invalidArgument('--interpolate', `must be a number in (0, 1] (the share of the trained weights), got ${values.interpolate}`);
  const exportStep = checkedExportStep('--export-step', values['export-step']);
  return {
    name,
    base,
    modelsDir,
    workDir: path.resolve(values['work-dir'] ?? path.join(homedir(), '.cache', 'refgraph', 'training', name)),
    data: {
      split: checkedTimeSplit(trainUntil, positiveIntegerOption('--validate-until', values['validate-until']) ?? trainUntil + 1),
      strategy: checkedStrategy('--strategy', values.strategy),
      hardRatio: checkedRatio('--hard-ratio', numberOption('--hard-ratio', values['hard-ratio'])!),
      negativesPerExample: negatives,
      seed: seedOption(values.seed),
      paperFields: config.embedding.paperFields,
      validationPapers: positiveIntegerOption('--validation-papers', values['validation-papers'])!,
      queryLanguages: values['query-languages'] === undefined ? null : checkedQueryLanguages('--query-languages', values['query-languages']),
    },
    queryRole: queryRole as TrainEncoderPlan['queryRole'],
    trainer,
    interpolation,
    exportStep,
    prepareOnly: values['prepare-only'],
    reuseData: values['reuse-data'],
  };
}

async function runTrainEncoder(rest: string[]): Promise<number> {
  const run = trainEncoderPlan(rest);
  const withLibrary: WithLibrary = (work) => withServices((services) => work(trainingLibrary(services)));
  await trainEncoder(run, withLibrary, { out: (line) => console.log(line), log: (line) => console.error(line), progress: new Progress(run.name) });
  return 0;
}
