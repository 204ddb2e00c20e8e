import { projectionTargets, withServices } from '../../app';
import { COMPACT_MODES, CompactMode, compactSearchIndex, compactsAfterIngest } from '../../projections';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { countSourceItems, INGEST_FORMATS, INGEST_MODES, IngestFormat, IngestMode, IngestProgress, ingest, readSource } from '../../ingest';
import { countRecords } from '../../common/json-lines';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

const SHOWN_ERRORS = 20;

const UNITS: Record<IngestProgress['stage'], string> = { records: 'records', citations: 'edges', 'talk vectors': 'talks', 'search index': 'papers' };

/** Ingestion's progress as stages of one Progress: a new stage starts when the pipeline reaches it. */
function progressOf(file: string, totalRecords: number): { onProgress: (progress: IngestProgress) => void; progress: Progress } {
  const progress = new Progress(path.basename(file));
  let stage: IngestProgress['stage'] | null = null;
  const onProgress = (update: IngestProgress) => {
    const total = update.stage === 'records' ? totalRecords : update.total;
    if (update.stage !== stage) {
      stage = update.stage;
      progress.start(stage, total, UNITS[stage]);
    }
    progress.update(update.done, total);
  };
  return { onProgress, progress };
}

/** "doi 3, title-year-author 2": how many records matched by each method. */
function matchCounts(matches: readonly { method: string }[]): string {
  const counts = new Map<string, number>();
  for (const { method } of matches) counts.set(method, (counts.get(method) ?? 0) + 1);
  return [...counts].map(([method, n]) => `${method} ${n}`).join(', ');
}

export async function runIngest(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'jsonl' }, mode: { type: 'string', default: 'merge' }, 'vector-model': { type: 'string' }, compact: { type: 'string', default: 'auto' } },
  });
  const format = values.format as IngestFormat;
  if (!INGEST_FORMATS.includes(format)) throw invalidArgument('--format', `must be one of ${INGEST_FORMATS.join(', ')}`);
  const mode = values.mode as IngestMode;
  if (!INGEST_MODES.includes(mode)) throw invalidArgument('--mode', `must be one of ${INGEST_MODES.join(', ')}`);
  const compact = values.compact as CompactMode;
  if (!COMPACT_MODES.includes(compact)) throw invalidArgument('--compact', `must be one of ${COMPACT_MODES.join(', ')}`);
  if (positionals.length === 0) throw invalidArgument('FILE', 'name at least one file to ingest');
  const vectorModel = values['vector-model'] ?? null;
  if (vectorModel !== null && vectorModel.trim() === '') throw invalidArgument('--vector-model', 'name the model the vectors were made by');

  let failedFiles = 0;
  let papersIndexed = 0;
  await withServices(async (services) => {
    const targets = await projectionTargets(services);
    for (const file of positionals) {
      const { onProgress, progress } = progressOf(file, await countSourceItems(file, format, countRecords));
      const report = await ingest(targets, readSource(file, format), { name: path.resolve(file), format, mode, vectorModel }, onProgress, waitingForLock);
      progress.end();
      console.log(`${file}: read ${report.recordsRead}, stored ${report.recordsStored}, failed ${report.recordsFailed} (run ${report.runId})`);
      for (const error of report.errors.slice(0, SHOWN_ERRORS)) {
        console.log(`  line ${error.line}${error.recordId ? ` (${error.recordId})` : ''}: ${error.field}: ${error.code}: ${error.message}`);
      }
      if (report.matches.length > 0) console.log(`  ${report.matches.length} matched stored papers and enriched them (${matchCounts(report.matches)})`);
      if (report.errors.length > SHOWN_ERRORS) console.log(`  … ${report.errors.length - SHOWN_ERRORS} more errors in ingestion run ${report.runId}`);
      if (report.recordsFailed > 0) failedFiles += 1;
      papersIndexed += report.papersIndexed;
    }
    // Once for all the files: the first queries after a large load then run at full speed.
    if (compactsAfterIngest(compact, papersIndexed)) {
      console.log(`merging the search index's segments after ${papersIndexed} papers written (--compact ${compact})…`);
      const merged = await compactSearchIndex(targets);
      console.log(`search index: ${merged.segmentsBefore} segments merged into ${merged.segmentsAfter} in ${(merged.milliseconds / 1000).toFixed(1)} s`);
    }
  });
  return failedFiles > 0 ? 1 : 0;
}
