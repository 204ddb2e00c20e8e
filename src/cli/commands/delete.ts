/**
 * refgraph delete: papers and talks out of PostgreSQL and both projections (docs/operations.md),
 * named on the command line (comma-separated) or in files (one id a line, `#` comments), under
 * the projection lock (waits for a running ingestion). Exits 1 when an id was not stored or
 * Elasticsearch refused a document.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { projectionTargets, withServices } from '../../app';
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { CLI_ACTOR, deleteRecords, DeleteReport } from '../../ingest';
import { waitingForLock } from '../waiting-for-lock';
import { parseIdList } from './export-citations';

const SHOWN_IDS = 20;

async function idsOf(list: string | undefined, file: string | undefined): Promise<string[]> {
  const listed = (list ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (file === undefined) return listed;
  try {
    return [...listed, ...parseIdList(await readFile(file, 'utf8'))];
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
}

function shown(ids: string[]): string {
  return `${ids.slice(0, SHOWN_IDS).join(', ')}${ids.length > SHOWN_IDS ? `, … ${ids.length - SHOWN_IDS} more` : ''}`;
}

function printReport(report: DeleteReport): void {
  console.log(`deleted ${report.deletedPapers.length} papers, ${report.deletedTalks.length} talks`);
  if (report.unknownPapers.length > 0) console.log(`  not stored (papers): ${shown(report.unknownPapers)}`);
  if (report.unknownTalks.length > 0) console.log(`  not stored (talks): ${shown(report.unknownTalks)}`);
  for (const { id, reason } of report.refused) console.log(`  Elasticsearch refused ${id}: ${reason} (run 'refgraph reindex --target elasticsearch')`);
}

export async function runDelete(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { papers: { type: 'string' }, talks: { type: 'string' }, 'papers-file': { type: 'string' }, 'talks-file': { type: 'string' } },
  });
  const paperIds = await idsOf(values.papers, values['papers-file']);
  const talkIds = await idsOf(values.talks, values['talks-file']);
  if (paperIds.length === 0 && talkIds.length === 0) throw invalidArgument('--papers', 'name at least one paper or talk id (--papers, --talks, --papers-file, --talks-file)');
  let report: DeleteReport | undefined;
  await withServices(async (services) => {
    report = await deleteRecords(await projectionTargets(services), { paperIds, talkIds }, CLI_ACTOR, waitingForLock);
  });
  printReport(report!);
  return report!.unknownPapers.length + report!.unknownTalks.length + report!.refused.length > 0 ? 1 : 0;
}
