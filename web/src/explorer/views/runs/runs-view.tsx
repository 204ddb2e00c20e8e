/**
 * Evaluation runs: the runs `refgraph eval` stored, newest first, a page at a time (the API's
 * cursor is the URL's `after`), with their means; each run's HTML report on request.
 */
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { ReportLinks } from './report-links';
import { formattedCreated, formattedMean, measureColumns, querySetOf, RunPage, RUNS, runsState, runsVariables } from './runs-query';
import { TableScroll } from '../../table-scroll';

export default function RunsView() {
  const state = runsState(useSearch());
  const loaded = useGraphQL<{ runs: RunPage }>(RUNS, runsVariables(state));
  const page = loaded.state === 'done' ? loaded.data.runs : loaded.state === 'loading' ? loaded.previous?.runs : undefined;
  return (
    <div className="runs-view">
      <p className="status">
        The evaluation runs <code>refgraph eval</code> stored, newest first. Reading them needs an admin API key: a run records the server&apos;s configuration and
        file paths.
      </p>
      <section className="results-area" aria-label="Evaluation runs" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
        {loaded.state === 'loading' && !page && <p className="status">Loading the runs…</p>}
        {page && loaded.state !== 'failed' && (
          <>
            <p className="summary" data-state={loaded.state}>
              {page.totalCount} runs stored.{loaded.state === 'loading' && ' Loading…'}
            </p>
            {page.totalCount === 0 ? (
              <p className="empty">
                No runs stored yet: run <code>refgraph eval</code>.
              </p>
            ) : (
              <RunsTable page={page} />
            )}
            <nav className="pager" aria-label="Pages">
              <button type="button" disabled={state.after === null} onClick={() => writeParams({ after: undefined }, 'push')}>
                First page
              </button>
              <button type="button" disabled={!page.pageInfo.hasNextPage} onClick={() => writeParams({ after: page.pageInfo.endCursor ?? undefined }, 'push')}>
                Next page
              </button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

function RunsTable({ page }: { page: RunPage }) {
  const runs = page.edges.map((edge) => edge.node);
  const measures = measureColumns(runs);
  return (
    <TableScroll label="Evaluation runs table">
      <table className="results runs">
        <thead>
          <tr>
            <th scope="col" className="number">
              Run
            </th>
            <th scope="col">Created</th>
            <th scope="col">System</th>
            <th scope="col">Split</th>
            <th scope="col">Query set</th>
            <th scope="col" className="number">
              Queries
            </th>
            {measures.map((measure) => (
              <th key={measure} scope="col" className="number measure">
                {measure}
              </th>
            ))}
            <th scope="col">Report</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-run-id={run.id}>
              <td className="number">{run.id}</td>
              <td>
                <time dateTime={run.createdAt}>{formattedCreated(run.createdAt)}</time>
              </td>
              <td className="system">{run.system}</td>
              <td>{run.split}</td>
              <td>{querySetOf(run)}</td>
              <td className="number">{run.evaluatedQueries}</td>
              {measures.map((measure) => (
                <td key={measure} className="number mean" data-measure={measure}>
                  {formattedMean(run, measure)}
                </td>
              ))}
              <td>
                <ReportLinks runId={run.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
