/**
 * refgraph train (no sub-command): the learned fusion trained on the library's own citation
 * graph, checked against what is serving on the held-back latest years and promoted when the gate
 * passes (src/training/train-library-ranker.ts; docs/training.md); then, with --encoder or on a
 * library of AUTO_ENCODER_MIN_PAPERS papers or more, the encoder (train-library-encoder.ts). The
 * sub-commands (encoder, pooling, ranker) are train.ts's.
 */
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encoderStagePorts, evaluationEnvironment, withServices } from '../../app';
import { loadConfig } from '../../config';
import type { RefgraphConfig } from '../../config';
import { checkedTrainedName, ENCODE_ROLES, modelFiles, modelSpec } from '../../embed';
import type { EncodeRole } from '../../embed';
import { invalidArgument } from '../../errors/refgraph-error';
import { TRANSLATED_LANGUAGES } from '../../translation';
import { DEFAULT_RANKER_FIT } from '../../rank';
import { AUTO_ENCODER_MIN_PAPERS, checkedExportStep, checkedQueryLanguages, DEFAULT_SLICE_BOUNDS, int8Name, servingNow, TRAINER_SETTINGS, trainLibraryEncoder, trainLibraryRanker } from '../../training';
import type { LibraryEncoderPlan, LibraryTrainingPlan, TrainEncoderPlan } from '../../training';
import { positiveIntegerOption, positiveNumberOption, seedOption } from '../options';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

const STRING = { type: 'string' } as const;

/** `ranker-20261202-051500`: the registry name of a run started at `now` (UTC). */
export function defaultRankerName(now: Date, kind = 'ranker'): string {
  return `${kind}-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
}

/**
 * The encoder's trainer settings by default: the run measured on AAN (docs/training.md, 400 steps
 * of 32 at 64 tokens, 4 layers frozen, a tenth of the steps warming up), which fits the issue's
 * hour on 2 cores; each one `--encoder-<setting>` overrides (the warm-up follows --encoder-steps:
 * the trainer refuses more warm-up steps than steps).
 */
export const LIBRARY_ENCODER_TRAINER: TrainEncoderPlan['trainer'] = { steps: 400, 'batch-size': 32, 'max-tokens': 64, 'frozen-layers': 4, 'learning-rate': 2e-5, 'eval-every': 200, 'checkpoint-every': 50 };
const WARMUP_SHARE = 0.1;

/** Whether the encoder stage runs: asked (--encoder), refused (--no-encoder), else by the library's size. */
export type EncoderChoice = 'always' | 'never' | 'by-size';

export interface TrainLibraryArgs {
  ranker: LibraryTrainingPlan;
  encoderChoice: EncoderChoice;
  encoder: LibraryEncoderPlan;
}

/** What the plans read from the configuration. */
export interface TrainLibrarySettings {
  embedding: Pick<RefgraphConfig['embedding'], 'modelsDir' | 'citationQueryRole'>;
  translation: Pick<RefgraphConfig['translation'], 'queries'>;
}

/**
 * The languages the encoder's training queries are asked in unless --encoder-query-languages
 * says otherwise: every language the server translates queries between when it does (a user may
 * ask in any of them, and an encoder trained on the library's language alone widened the gap:
 * AAN's Spanish and Catalan parity fell from 1.000 / 0.925 to 0.783 / 0.712, English unchanged;
 * docs/notebook/training-library.md); as stored (null) when query translation is off.
 */
export function defaultQueryLanguages(translation: TrainLibrarySettings['translation']): string[] | null {
  return translation.queries === 'apertium' ? [...TRANSLATED_LANGUAGES] : null;
}

/** --encoder-query-languages: a list of languages, `stored` for the queries as stored, or absent for the default. */
function queryLanguagesOption(value: string | undefined, translation: TrainLibrarySettings['translation']): string[] | null {
  if (value === undefined) return defaultQueryLanguages(translation);
  if (value === 'stored') return null;
  if (translation.queries === 'off') throw invalidArgument('--encoder-query-languages', 'asks for translated training queries, and REFGRAPH_QUERY_TRANSLATION=off: give stored, or turn query translation on');
  return checkedQueryLanguages('--encoder-query-languages', value);
}

/** The plans from the command line; the models folder, query role and query translation from the configuration. Pure but for the defaults' clock and home. */
export function trainLibraryPlan(args: readonly string[], settings: TrainLibrarySettings, now = new Date()): TrainLibraryArgs {
  const { embedding, translation } = settings;
  const { values } = parseArgs({
    args: [...args],
    options: {
      name: STRING, 'validation-queries': STRING, 'training-queries': STRING, seed: { type: 'string', default: '25' },
      hidden: STRING, epochs: STRING, 'learning-rate': STRING, 'out-dir': STRING, 'work-dir': STRING,
      'no-promote': { type: 'boolean', default: false },
      encoder: { type: 'boolean', default: false }, 'no-encoder': { type: 'boolean', default: false }, 'encoder-name': STRING,
      'encoder-no-int8': { type: 'boolean', default: false }, 'encoder-export-step': { type: 'string', default: 'best' },
      'encoder-interpolate': { type: 'string', default: '1' }, 'encoder-validation-papers': { type: 'string', default: '200' }, 'encoder-query-languages': STRING,
      ...Object.fromEntries(TRAINER_SETTINGS.map((name) => [`encoder-${name}`, STRING])),
    },
  });
  const seed = seedOption(values.seed);
  if (values.encoder && values['no-encoder']) throw invalidArgument('--encoder', '--encoder asks for the encoder stage, --no-encoder refuses it: give one of them');
  const workDir = path.resolve(values['work-dir'] ?? path.join(homedir(), '.cache', 'refgraph', 'training', 'library'));
  const ranker: LibraryTrainingPlan = {
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
    outDir: path.resolve(values['out-dir'] ?? path.join(embedding.modelsDir, 'rankers')),
    workDir,
    promote: !values['no-promote'],
  };
  const encoderName = checkedTrainedName(values['encoder-name'] ?? defaultRankerName(now, 'encoder'));
  checkedTrainedName(int8Name(encoderName));
  const trainer: TrainEncoderPlan['trainer'] = { ...LIBRARY_ENCODER_TRAINER };
  const given = values as Record<string, string | boolean | undefined>;
  for (const setting of TRAINER_SETTINGS) {
    const value = (setting === 'learning-rate' ? positiveNumberOption : positiveIntegerOption)(`--encoder-${setting}`, given[`encoder-${setting}`] as string | undefined);
    if (value !== undefined) trainer[setting] = value;
  }
  trainer['warmup-steps'] ??= Math.round(trainer.steps * WARMUP_SHARE);
  const interpolation = positiveNumberOption('--encoder-interpolate', values['encoder-interpolate'])!;
  if (interpolation > 1) throw invalidArgument('--encoder-interpolate', `must be a number in (0, 1] (the share of the trained weights), got ${values['encoder-interpolate']}`);
  if (!(ENCODE_ROLES as readonly string[]).includes(embedding.citationQueryRole)) throw invalidArgument('REFGRAPH_CITATION_QUERY_ROLE', `one of ${ENCODE_ROLES.join(', ')}`);
  return {
    ranker,
    encoderChoice: values.encoder ? 'always' : values['no-encoder'] ? 'never' : 'by-size',
    encoder: {
      name: encoderName,
      base: modelSpec(ENCODER_BASE, embedding.modelsDir),
      modelsDir: embedding.modelsDir,
      // One folder for every run on these options: a killed run's rerun resumes the trainer there.
      workDir: path.join(workDir, 'encoder'),
      data: { strategy: 'GRAPH_NEIGHBOURS', hardRatio: 0.5, negativesPerExample: 1, validationPapers: positiveIntegerOption('--encoder-validation-papers', values['encoder-validation-papers'])!, queryLanguages: queryLanguagesOption(values['encoder-query-languages'], translation) },
      queryRole: embedding.citationQueryRole as EncodeRole,
      trainer,
      interpolation,
      exportStep: checkedExportStep('--encoder-export-step', values['encoder-export-step']),
      int8: !values['encoder-no-int8'],
      seed,
      promote: !values['no-promote'],
      fusion: { name: `${encoderName}-fusion`, fit: ranker.fit, outDir: ranker.outDir },
    },
  };
}

/** What the library's encoder is fine-tuned from: the served base model. */
const ENCODER_BASE = 'multilingual-e5-small';

export async function runTrainLibrary(args: string[]): Promise<number> {
  const config = loadConfig();
  const plan = trainLibraryPlan(args, config);
  const command = ['refgraph train', ...args].join(' ');
  const progress = new Progress('train');
  const outcome = await withServices(async (services) => {
    const env = await evaluationEnvironment(services);
    const encoder = services.config.embedding.model;
    const say = (line: string) => console.error(line);
    const ranker = await trainLibraryRanker(env, plan.ranker, { command, index: services.paperIndex, encoder, say, progress });
    const papers = ranker.trainedOn.papers;
    const wanted = plan.encoderChoice === 'always' || (plan.encoderChoice === 'by-size' && papers >= AUTO_ENCODER_MIN_PAPERS);
    if (!wanted) {
      if (plan.encoderChoice === 'by-size') say(`encoder: not trained (${papers} papers, fewer than ${AUTO_ENCODER_MIN_PAPERS}; --encoder asks for it)`);
      return { ranker, encoder: null };
    }
    modelFiles(plan.encoder.modelsDir, plan.encoder.base); // MODEL_UNAVAILABLE before any training
    const ports = encoderStagePorts(services, waitingForLock);
    const trained = await trainLibraryEncoder(env, ranker, plan.encoder, ports, { command, say, progress, serving: await servingNow(env), encoder });
    return { ranker, encoder: trained };
  });
  const { ranker, encoder } = outcome;
  console.log(
    JSON.stringify({
      model: ranker.model.name, id: ranker.model.id, status: ranker.model.status, gate: ranker.verdict, validation: ranker.model.validation, seconds: ranker.seconds,
      encoder: encoder && { model: encoder.model.name, id: encoder.model.id, status: encoder.model.status, fusion: { model: encoder.fusion.name, id: encoder.fusion.id, status: encoder.fusion.status }, gate: encoder.verdict, validation: encoder.model.validation, index: encoder.index, kept: encoder.kept, seconds: encoder.seconds },
    }),
  );
  return 0;
}
