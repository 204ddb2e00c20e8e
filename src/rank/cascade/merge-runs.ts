/**
 * Several runs merged into one pool (recommendations from several seeds: each positive's
 * retrieval and expansion, and the most-cited prior read once). Pure. The runs' outputs are
 * merged tag by tag in the given order, and run by run within a tag, so the trace counts the
 * union's candidates after each stage, as one run over all the seeds would; a stage's time is
 * the longest of its runs' (they ran at once).
 */
import { CandidatePool, EMPTY_POOL, mergeOutput } from './pool';
import type { CascadeRun, StageTrace } from './runner';

export function mergeRuns<F>(runs: readonly CascadeRun<F>[], tags: readonly string[]): { pool: CandidatePool; trace: StageTrace[] } {
  let pool = EMPTY_POOL;
  const trace: StageTrace[] = [];
  for (const tag of tags) {
    const records = runs.flatMap((run) => run.records.filter((record) => record.tag === tag));
    // Candidates only: the runs' facts (each seed's query and head) stay theirs.
    for (const { output } of records) pool = mergeOutput(pool, { ...output, facts: undefined });
    trace.push({ tag, candidates: pool.size, milliseconds: Math.max(0, ...records.map((record) => record.milliseconds)) });
  }
  return { pool, trace };
}
