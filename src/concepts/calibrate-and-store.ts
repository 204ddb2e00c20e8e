/**
 * `refgraph calibrate` as one run: the label and off-topic files → the searches
 * (calibration-run.ts) → thresholds fitted on margins, and on cosines for comparison
 * (calibration-summary.ts) → stored with their backgrounds in PostgreSQL for
 * conceptSearch(threshold: CALIBRATED) → the report (docs/concept-search.md).
 */
import path from 'node:path';
import type { PrismaClient } from '@prisma/client';
import { RefgraphError } from '../errors/refgraph-error';
import { calibrationReport } from './calibration-report';
import { runCalibrationSearches } from './calibration-run';
import { ScoreSummary, summariseScore, summaryMeasures } from './calibration-summary';
import { readConceptLabels, readOffTopicQueries } from './concept-label-files';
import type { ConceptEngines } from './concept-search';
import { storeCalibration } from './threshold-store';

/**
 * A query language needs this many relevant labelled pairs for a threshold of its own (fewer: the
 * pooled one). The seed's five queries a language have 36-37 each; below ~20 one query's labels
 * would decide its language's threshold.
 */
export const DEFAULT_MIN_RELEVANT = 20;

export interface CalibrationRequest {
  labelsFile: string;
  /** Queries the corpus has nothing on; null: none (the threshold then never sees a nonsense query). */
  offTopicFile: string | null;
  /** One threshold per query language, the pooled one as the fallback (default); false: pooled only. */
  perQueryLanguage: boolean;
  minRelevant: number;
  /** Hits per search (REFGRAPH_CONCEPT_SEARCH_DEPTH, as conceptSearch). */
  depth: number;
}

export interface CalibrationResult {
  model: string;
  margin: ScoreSummary;
  cosine: ScoreSummary | null;
  /** Every number the report printed, by name (for regressions). */
  measures: Map<string, number>;
}

/** `out` gets the report, as `refgraph calibrate` prints it. */
export async function calibrateAndStore(engines: ConceptEngines, prisma: PrismaClient, request: CalibrationRequest, out: (text: string) => void): Promise<CalibrationResult> {
  const { labelsFile, offTopicFile, depth } = request;
  const labels = await readConceptLabels(labelsFile);
  const offTopic = offTopicFile === null ? [] : await readOffTopicQueries(offTopicFile);
  const run = await runCalibrationSearches(engines, { labels, labelsFile, offTopic, offTopicFile, depth });
  const fit = { perQueryLanguage: request.perQueryLanguage, minRelevant: request.minRelevant };
  const margin = summariseScore(run.pairs, 'margin', fit);
  if (margin === null) throw new RefgraphError('RECORD_INVALID', `${labelsFile}: no label is relevant, so no threshold can be fitted`, { file: labelsFile });
  const cosine = summariseScore(run.pairs, 'cosine', fit);
  await storeCalibration(prisma, run.model, margin.calibration, run.backgrounds, path.resolve(labelsFile));
  out(calibrationReport({ model: run.model, depth, queries: run.queries, pairs: run.pairs, margin, cosine }));
  if (offTopic.length === 0) out('\nno --off-topic queries: the threshold never saw a query the corpus has nothing on, and may let nonsense through');
  out(`\nstored in PostgreSQL (ConceptThreshold, ConceptBackground) for ${run.model}: conceptSearch(threshold: CALIBRATED) uses them`);
  const measures = new Map([...summaryMeasures(margin), ...(cosine ? summaryMeasures(cosine) : [])]);
  return { model: run.model, margin, cosine, measures };
}
