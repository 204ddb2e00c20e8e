import path from 'node:path';
import { parseArgs } from 'node:util';
import { conceptEngines, withServices } from '../../app';
import type { Services } from '../../app';
import {
  calibrationReport,
  checkCalibration,
  checkedCalibrationRegression,
  ConceptLabel,
  OffTopicQuery,
  parseConceptLabels,
  parseOffTopicQueries,
  runCalibrationSearches,
  ScoreSummary,
  storeCalibration,
  summariseScore,
  summaryMeasures,
} from '../../concepts';
import { repoPath } from '../../common/repo-path';
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { readJsonLines } from '../../common/json-lines';
import { positiveIntegerOption } from '../options';
import { readJson } from '../read-json';

/** With --per-language, a language needs this many pairs (relevant and not) for a threshold of its own. */
export const DEFAULT_MIN_LABELS = 10;

export interface CalibrateOptions {
  labelsFile: string;
  /** Queries the corpus has nothing on; null: none (the threshold then never sees a nonsense query). */
  offTopicFile: string | null;
  perLanguage: boolean;
  minLabels: number;
}

export interface CalibrateResult {
  model: string;
  margin: ScoreSummary;
  cosine: ScoreSummary | null;
  /** Every number the report printed, by name (for regressions). */
  measures: Map<string, number>;
}

/**
 * refgraph calibrate --labels FILE [--off-topic FILE] [--per-language [--min-labels 10]]: fits
 * conceptSearch's thresholds on margins (docs/concept-search.md) and stores them with their
 * backgrounds for conceptSearch(threshold: CALIBRATED).
 * refgraph calibrate --regression FILE: the same with the files a kept regression names, then
 * OK/FAIL for each of its numbers (exit 1 on any FAIL).
 */
export async function runCalibrate(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { labels: { type: 'string' }, 'off-topic': { type: 'string' }, 'per-language': { type: 'boolean' }, 'min-labels': { type: 'string' }, regression: { type: 'string' } },
  });
  const minLabels = positiveIntegerOption('--min-labels', values['min-labels']);
  if (minLabels !== undefined && !values['per-language']) throw invalidArgument('--min-labels', 'applies to --per-language fits only');
  if (values.regression !== undefined) {
    if (values.labels !== undefined || values['off-topic'] !== undefined || values['per-language']) {
      throw invalidArgument('--regression', 'calibrates with the files and settings the regression names: give it alone');
    }
    const regression = checkedCalibrationRegression(await readJson(values.regression), values.regression);
    const options = { labelsFile: repoPath(regression.labels), offTopicFile: repoPath(regression.offTopic), perLanguage: false, minLabels: DEFAULT_MIN_LABELS };
    const check = await withServices(async (services) => {
      const result = await calibrateWith(services, options, (text) => console.log(text));
      return checkCalibration(regression, result.model, result.measures);
    });
    console.log(['', `regression ${values.regression}:`, ...check.lines].join('\n'));
    return check.ok ? 0 : 1;
  }
  if (values.labels === undefined || values.labels === '') throw invalidArgument('--labels', 'is required (or --regression FILE)');
  const options: CalibrateOptions = {
    labelsFile: values.labels,
    offTopicFile: values['off-topic'] ?? null,
    perLanguage: values['per-language'] ?? false,
    minLabels: minLabels ?? DEFAULT_MIN_LABELS,
  };
  await withServices((services) => calibrateWith(services, options, (text) => console.log(text)));
  return 0;
}

export async function readConceptLabels(file: string): Promise<ConceptLabel[]> {
  const lines = [];
  for await (const line of readJsonLines(file)) lines.push(line);
  return parseConceptLabels(lines, file);
}

export async function readOffTopicQueries(file: string): Promise<OffTopicQuery[]> {
  const lines = [];
  for await (const line of readJsonLines(file)) lines.push(line);
  return parseOffTopicQueries(lines, file);
}

/** Separate from runCalibrate so tests can run it on their own stores. */
export async function calibrateWith(services: Services, options: CalibrateOptions, out: (text: string) => void): Promise<CalibrateResult> {
  const labels = await readConceptLabels(options.labelsFile);
  const offTopic = options.offTopicFile === null ? [] : await readOffTopicQueries(options.offTopicFile);
  const depth = services.config.concepts.depth;
  const run = await runCalibrationSearches(conceptEngines(services), { labels, labelsFile: options.labelsFile, offTopic, offTopicFile: options.offTopicFile, depth });
  const fit = { perLanguage: options.perLanguage, minLabels: options.minLabels };
  const margin = summariseScore(run.pairs, 'margin', fit);
  if (margin === null) throw new RefgraphError('RECORD_INVALID', `${options.labelsFile}: no label is relevant, so no threshold can be fitted`, { file: options.labelsFile });
  const cosine = summariseScore(run.pairs, 'cosine', fit);
  await storeCalibration(services.prisma, run.model, margin.calibration, run.backgrounds, path.resolve(options.labelsFile));
  out(calibrationReport({ model: run.model, depth, queries: run.queries, pairs: run.pairs, margin, cosine }));
  if (offTopic.length === 0) out('\nno --off-topic queries: the threshold never saw a query the corpus has nothing on, and may let nonsense through');
  out(`\nstored in PostgreSQL (ConceptThreshold, ConceptBackground) for ${run.model}: conceptSearch(threshold: CALIBRATED) uses them`);
  const measures = new Map([...summaryMeasures(margin), ...(cosine ? summaryMeasures(cosine) : [])]);
  return { model: run.model, margin, cosine, measures };
}
