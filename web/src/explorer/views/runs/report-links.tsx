/**
 * A run's HTML report, asked of the API on request (it reads the run's whole batch) and handed
 * to the browser as a Blob URL: "Open report" in a new tab and a download. The page's CSP
 * refuses nothing the report needs: it has no script, and a blob: document inherits the page's
 * policy, whose style-src allows the report's inline CSS.
 */
import { useEffect, useState } from 'react';
import { graphql } from '../../../shared/graphql-client';
import { ErrorMessage } from '../../error-message';
import { REPORT, reportFileName } from './runs-query';

type ReportState = { kind: 'ready' } | { kind: 'busy' } | { kind: 'failed'; error: unknown } | { kind: 'loaded'; url: string };

export function ReportLinks({ runId }: { runId: string }) {
  const [state, setState] = useState<ReportState>({ kind: 'ready' });
  const loadedUrl = state.kind === 'loaded' ? state.url : null;
  // The Blob is held until the row goes (another page, another view): the links need it until then.
  useEffect(() => () => {
    if (loadedUrl !== null) URL.revokeObjectURL(loadedUrl);
  }, [loadedUrl]);
  const load = async () => {
    setState({ kind: 'busy' });
    try {
      const { run } = await graphql<{ run: { report: string } }>(REPORT, { id: runId });
      setState({ kind: 'loaded', url: URL.createObjectURL(new Blob([run.report], { type: 'text/html;charset=utf-8' })) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };
  if (state.kind === 'loaded') {
    const name = reportFileName(runId);
    return (
      <span className="report-links">
        <a href={state.url} target="_blank" rel="noopener" aria-label={`Open report of run ${runId}`}>
          Open report
        </a>
        <a href={state.url} download={name} aria-label={`Download ${name}`}>
          Download
        </a>
      </span>
    );
  }
  return (
    <span className="report-links">
      <button type="button" disabled={state.kind === 'busy'} onClick={() => void load()} aria-label={`Report of run ${runId}`}>
        {state.kind === 'busy' ? 'Preparing…' : 'Report'}
      </button>
      {state.kind === 'failed' && <ErrorMessage error={state.error} />}
    </span>
  );
}
