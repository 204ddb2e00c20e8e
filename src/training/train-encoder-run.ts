/**
 * `refgraph train encoder` as one run: the data prepared from the stored library (or reused from
 * an earlier run), then train-encoder.ts's stages (train, export, parity, register). The library
 * is open only while the data is prepared: hours of training hold no engine connection.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonLinesFile } from '../common/json-lines';
import type { TrainedModelManifest } from '../embed';
import type { RankingProgress } from '../eval';
import type { NegativeSources } from '../negatives';
import { createTranslator } from '../translation';
import type { TranslationSettings } from '../translation';
import type { Translate } from './query-languages';
import { int8Name, prepareData, PreparedData, preparedFromSameLibrary, reusePreparedData, TrainEncoderPlan, trainPrepared } from './train-encoder';
import { trainingPython } from './trainer-process';

/** The plan, and which stages run: prepareOnly stops after the data; reuseData takes an earlier run's. */
export type EncoderTrainingRun = TrainEncoderPlan & { prepareOnly: boolean; reuseData: boolean };

/** What preparing the data reads: the library's negative sources, and the settings Apertium starts with. */
export interface TrainingLibrary {
  sources: NegativeSources;
  translation: TranslationSettings;
}

/** Opens the library for `work` and closes it after. */
export type WithLibrary = <T>(work: (library: TrainingLibrary) => Promise<T>) => Promise<T>;

/** Where a run reports: the trained model on `out`; the data, the trainer's lines and timings on `log`. */
export interface EncoderTrainingIo {
  out: (line: string) => void;
  log: (line: string) => void;
  /** The data pass over the citing papers (minutes on a real library). */
  progress?: RankingProgress;
}

export interface EncoderTraining {
  data: PreparedData;
  /** The registered model's manifest; null when the run only prepared the data. */
  manifest: TrainedModelManifest | null;
}

/**
 * Runs `prepare` with Apertium's translator (--query-languages asks for it whatever
 * REFGRAPH_QUERY_TRANSLATION says: it is the training data's, not the server's), then stops it.
 */
async function prepareWithTranslator<T>(settings: TranslationSettings, prepare: (translate: Translate) => Promise<T>): Promise<T> {
  const translator = createTranslator({ ...settings, queries: 'apertium' })!;
  try {
    return await prepare((text, from, to) => translator.translate(text, from, to));
  } finally {
    translator.close();
  }
}

function describeData(run: EncoderTrainingRun, data: PreparedData, how: string): string[] {
  const { trainUntil, validateUntil } = run.data.split;
  const describe = (set: 'train' | 'validation') => {
    const c = data[set];
    const negatives = Object.entries(c.negatives).map(([s, n]) => `${s} ${n}`).join(', ') || 'none';
    const languages = c.queryLanguages === undefined ? '' : `; queries in ${Object.entries(c.queryLanguages).sort().map(([l, n]) => `${l} ${n}`).join(', ')}`;
    return `${set}: ${c.examples} examples from ${c.citingPapers} citing papers, years ${c.years?.join('-') ?? '-'}; negatives ${negatives}${languages}; left out: ${c.laterCited} later cited, ${c.shortOfNegatives} short of negatives`;
  };
  return [`data (citing papers up to ${trainUntil}; validation ${trainUntil + 1}-${validateUntil}; ${how}) in ${run.workDir}`, `  ${describe('train')}\n  ${describe('validation')}`];
}

function describeModel(run: EncoderTrainingRun, manifest: TrainedModelManifest, seconds: number): string[] {
  const { validation, losses, fixedLoss, parity } = manifest.training;
  const best = validation.reduce((b, v) => (v.RR > b.RR ? v : b));
  const share = manifest.training.interpolation;
  return [
    `${manifest.name}: trained from ${manifest.baseModel} in ${seconds.toFixed(0)} s, ${losses.length} steps; loss over a fixed sample of training examples ${fixedLoss.before.toFixed(3)} -> ${fixedLoss.after.toFixed(3)}`,
    `  validation RR ${validation.map((v) => `${v.step}:${v.RR.toFixed(4)}`).join(' ')} (best at step ${best.step}); R@10 ${validation[0]!['R@10'].toFixed(4)} -> ${validation[validation.length - 1]!['R@10'].toFixed(4)}`,
    `  exported the weights of step ${manifest.training.exportedStep} (--export-step ${run.exportStep})`,
    ...(share === undefined ? [] : [`  exported ${1 - share} x ${manifest.baseModel} + ${share} x the trained weights (--interpolate; the validation above is the trained weights')`]),
    `  parity with PyTorch: min cosine ${parity.minCosine.toFixed(6)} on ${parity.texts} texts`,
    `  registered in ${path.join(run.modelsDir, manifest.name)}: select it with REFGRAPH_EMBEDDING_MODEL=${manifest.name}, then refgraph embed`,
    ...(run.int8 === false ? [] : [`  its int8 copy (about 4x smaller and faster on CPU): REFGRAPH_EMBEDDING_MODEL=${int8Name(manifest.name)}`]),
  ];
}

export async function trainEncoder(run: EncoderTrainingRun, withLibrary: WithLibrary, io: EncoderTrainingIo): Promise<EncoderTraining> {
  // Before the data is prepared: a missing venv should not cost a pass over the library.
  const python = run.prepareOnly ? null : trainingPython();
  await mkdir(run.workDir, { recursive: true });
  const started = performance.now();
  const reused = run.reuseData ? await reusePreparedData(run) : await preparedFromSameLibrary(run);
  const data =
    reused ??
    (await withLibrary((library) => prepareWithTranslator(library.translation, (translate) => prepareData(library.sources, run, (file, records) => writeJsonLinesFile(file, records), translate, io.progress))));
  const how = reused === null ? `${((performance.now() - started) / 1000).toFixed(1)} s` : run.reuseData ? 'reused' : 'reused: prepared from the same library state';
  for (const line of describeData(run, data, how)) io.log(line);
  if (python === null) return { data, manifest: null };
  const manifest = await trainPrepared(run, data, python, (line) => io.log(`  ${line}`));
  for (const line of describeModel(run, manifest, (performance.now() - started) / 1000)) io.out(line);
  return { data, manifest };
}
