import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Services } from '../../app';
import { calibrate, Calibration, calibrationReport, ConceptLabel, LanguageLabel, parseConceptLabels, storeCalibration } from '../../concepts';
import { loadPaperRows } from '../../db';
import { createEmbedder, cosine } from '../../embed';
import type { Embedder } from '../../embed';
import { fileProblems } from '../../common/file-problems';
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { readJsonLines } from '../../common/json-lines';
import { positiveIntegerOption, requiredOption } from '../options';
import { withServices } from '../../app';

/** A language needs this many labels (relevant and not) for a threshold of its own. */
export const DEFAULT_MIN_LABELS = 10;

export interface CalibrateOptions {
  labelsFile: string;
  /** Registry name; null: the index's model. */
  model: string | null;
  minLabels: number;
}

/**
 * refgraph calibrate --labels FILE [--model M] [--min-labels N]: fits the cosine thresholds of
 * concept search (per document language, and model-wide) and stores them for conceptSearch(threshold: CALIBRATED).
 */
export async function runCalibrate(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { labels: { type: 'string' }, model: { type: 'string' }, 'min-labels': { type: 'string' } } });
  const options: CalibrateOptions = {
    labelsFile: requiredOption('--labels', values.labels),
    model: values.model ?? null,
    minLabels: positiveIntegerOption('--min-labels', values['min-labels']) ?? DEFAULT_MIN_LABELS,
  };
  await withServices((services) => calibrateWith(services, options, (text) => console.log(text)));
  return 0;
}

export async function readConceptLabels(file: string): Promise<ConceptLabel[]> {
  const lines = [];
  for await (const line of readJsonLines(file)) lines.push(line);
  return parseConceptLabels(lines, file);
}

/** Separate from runCalibrate so tests can run it on their own stores. */
export async function calibrateWith(services: Services, options: CalibrateOptions, out: (text: string) => void): Promise<{ model: string; calibration: Calibration }> {
  const labels = await readConceptLabels(options.labelsFile);
  const model = options.model ?? services.config.embedding.model;
  if (model === null) throw invalidArgument('--model', 'embedding is off (REFGRAPH_EMBEDDING_MODEL=none): name the model to calibrate');
  const shared = await services.embedder();
  const embedder = shared?.model === model ? shared : await createEmbedder(services.prisma, services.config.embedding, model);
  try {
    const scored = await scoreLabels(services, embedder, labels, options.labelsFile);
    const calibration = calibrate(scored, options.minLabels);
    if (calibration === null) throw new RefgraphError('RECORD_INVALID', `${options.labelsFile}: no label is relevant, so no threshold can be fitted`, { file: options.labelsFile });
    await storeCalibration(services.prisma, model, calibration, path.resolve(options.labelsFile));
    out(`${options.labelsFile}: ${labels.length} labels, ${scored.filter((l) => l.relevant).length} relevant, ${new Set(labels.map((l) => `${l.language}:${l.query}`)).size} queries`);
    out(calibrationReport(model, calibration, options.minLabels, scored));
    out(`stored in PostgreSQL (ConceptThreshold) for ${model}: conceptSearch(threshold: CALIBRATED) uses them`);
    return { model, calibration };
  } finally {
    if (embedder !== shared) await embedder.encoder.close();
  }
}

/** Cosine of each label's query (query role) and paper (passage role, as indexed), with the paper's language. */
async function scoreLabels(services: Services, embedder: Embedder, labels: readonly ConceptLabel[], file: string): Promise<LanguageLabel[]> {
  const rows = await loadPaperRows(services.prisma, [...new Set(labels.map((l) => l.paperId))]);
  const papers = new Map(rows.map((row) => [row.id, row]));
  const unknown = labels.filter((l) => !papers.has(l.paperId));
  if (unknown.length > 0) throw fileProblems(file, unknown.map((l) => ({ line: l.line, message: `paper '${l.paperId}' is not stored` })));
  const paperVectors = await embedder.papers(rows.map((row) => ({ ...row, venue: row.venue?.name ?? null })));
  const queryVectors = new Map<string, Float32Array>();
  for (const query of new Set(labels.map((l) => l.query))) queryVectors.set(query, await embedder.query(query));
  return labels.map((l) => ({ score: cosine(queryVectors.get(l.query)!, paperVectors.get(l.paperId)!), relevant: l.relevant, language: papers.get(l.paperId)!.language, queryLanguage: l.language }));
}
