/**
 * What the evaluation runs view asks the API, from its URL parameters, and how it lays the runs
 * out. Pure: the URL is the whole state, so a shared link shows the same page of runs.
 *
 *   after  the cursor of the run before this page (absent: the newest runs)
 *   n      runs per page (DEFAULT_PAGE_SIZE when absent or not a positive integer; one over the
 *          server's page cap is the API's INVALID_ARGUMENT, in words)
 */

export const DEFAULT_PAGE_SIZE = 20;

export const RUNS = `query Runs($first: Int!, $after: String) {
  runs: evaluationRuns(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id createdAt batch system split config evaluatedQueries means { measure mean } } }
  }
}`;

export const REPORT = `query RunReport($id: ID!) {
  run: evaluationRun(id: $id) { report }
}`;

export interface RunRow {
  id: string;
  createdAt: string;
  batch: string;
  system: string;
  split: string;
  config: Record<string, unknown>;
  evaluatedQueries: number;
  means: { measure: string; mean: number | null }[];
}

export interface RunPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: RunRow }[];
}

export interface RunsState {
  after: string | null;
  pageSize: number;
}

export function runsState(search: URLSearchParams): RunsState {
  const after = search.get('after');
  const size = Number(search.get('n') ?? DEFAULT_PAGE_SIZE);
  return {
    after: after === null || after === '' ? null : after,
    pageSize: Number.isInteger(size) && size >= 1 ? size : DEFAULT_PAGE_SIZE,
  };
}

export function runsVariables(state: RunsState): Record<string, unknown> {
  return { first: state.pageSize, after: state.after };
}

/** Names sort case-blind with their cutoffs as numbers (R@10 before R@100), so columns keep their place from page to page. */
const MEASURE_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Every measure any of the runs carries, each once, in a stable order. */
export function measureColumns(runs: readonly RunRow[]): string[] {
  return [...new Set(runs.flatMap((run) => run.means.map((mean) => mean.measure)))].sort(MEASURE_ORDER.compare);
}

/** A run's mean of a measure as the table shows it: four decimals, as the reports print it; '—' where it has none. */
export function formattedMean(run: RunRow, measure: string): string {
  const mean = run.means.find((m) => m.measure === measure)?.mean;
  return mean === null || mean === undefined ? '—' : mean.toFixed(4);
}

/** '2026-03-04T05:06:07.890Z' → '2026-03-04 05:06 UTC': the same text in every time zone. */
export function formattedCreated(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The query set a run measured (stored with its configuration), or '—' for runs that predate it. */
export function querySetOf(run: RunRow): string {
  const set = run.config.querySet;
  return typeof set === 'string' ? set : '—';
}

export function reportFileName(runId: string): string {
  return `refgraph-eval-run-${runId}.html`;
}
