import { projectionTargets, withServices } from '../../app';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { invalidArgument } from '../../errors/refgraph-error';
import { INGEST_FORMATS, IngestFormat, ingest } from '../../ingest';
import { countRecords, readJsonLines } from '../../common/json-lines';
import { waitingForLock } from '../waiting-for-lock';

const SHOWN_ERRORS = 20;

export async function runIngest(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string', default: 'jsonl' } } });
  const format = values.format as IngestFormat;
  if (!INGEST_FORMATS.includes(format)) throw invalidArgument('--format', `must be one of ${INGEST_FORMATS.join(', ')}`);
  if (positionals.length === 0) throw invalidArgument('FILE', 'name at least one file to ingest');

  let failedFiles = 0;
  await withServices(async (services) => {
    const targets = await projectionTargets(services);
    for (const file of positionals) {
      const total = await countRecords(file);
      // The bar goes to stderr and only on a terminal, so logs and CI output stay clean.
      const bar = process.stderr.isTTY ? new SingleBar({ format: `${path.basename(file)} [{bar}] {value}/{total} records | {eta_formatted} left` }, Presets.shades_classic) : null;
      bar?.start(total, 0);
      const report = await ingest(targets, readJsonLines(file), { name: path.resolve(file), format }, (progress) => progress.stage === 'records' && bar?.update(progress.done), waitingForLock);
      bar?.stop();
      console.log(`${file}: read ${report.recordsRead}, stored ${report.recordsStored}, failed ${report.recordsFailed} (run ${report.runId})`);
      for (const error of report.errors.slice(0, SHOWN_ERRORS)) {
        console.log(`  line ${error.line}${error.recordId ? ` (${error.recordId})` : ''}: ${error.field}: ${error.code}: ${error.message}`);
      }
      if (report.errors.length > SHOWN_ERRORS) console.log(`  … ${report.errors.length - SHOWN_ERRORS} more errors in ingestion run ${report.runId}`);
      if (report.recordsFailed > 0) failedFiles += 1;
    }
  });
  return failedFiles > 0 ? 1 : 0;
}
