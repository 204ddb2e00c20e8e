/**
 * A ranking made elsewhere (a TREC run file), as one more system of an evaluation: the same
 * queries, cut at the same depth and scored by the same measures as the pipeline's systems.
 * Adapter: reads the file. It has no timings (the run was made by another program).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { RefgraphError } from '../../errors/refgraph-error';
import { parseTrecRun } from '../gold/run-file';
import type { SystemOutcome } from './evaluation-plan';

export async function externalRunOutcome(run: { name: string; file: string }, queryIds: readonly string[], k: number): Promise<SystemOutcome> {
  let text: string;
  try {
    text = await readFile(run.file, 'utf8');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${run.file}`, { file: run.file });
  }
  const parsed = parseTrecRun(text, run.file);
  const rankings = new Map<string, string[]>();
  const milliseconds = new Map<string, number>();
  // A query the run does not answer ranks nothing (every measure 0), as trec_eval -c counts it.
  for (const id of queryIds) {
    rankings.set(id, (parsed.get(id) ?? []).slice(0, k));
    milliseconds.set(id, 0);
  }
  const sha256 = createHash('sha256').update(text).digest('hex');
  return {
    name: run.name,
    description: `ranking read from ${run.file}`,
    config: { runFile: { file: run.file, sha256, queriesAnswered: queryIds.filter((id) => parsed.has(id)).length } },
    ranked: { rankings, milliseconds, totalMilliseconds: 0 },
  };
}
