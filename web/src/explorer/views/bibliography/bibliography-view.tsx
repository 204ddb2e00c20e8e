/**
 * Bibliography pre-selection: from a title (abstract, keywords), the papers to read through in
 * the API's ranked order, each with the retrievers that found it. Entries can be dropped (kept in
 * the URL, `drop`), accepted into or rejected from the collection; the kept list downloads as
 * BibTeX, RIS or CSL-JSON in its ranked order.
 */
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { BibliographyForm } from './bibliography-form';
import { bibliographyState, droppedParam, keptEntries, PRESELECT, Preselection, preselectVariables } from './bibliography-query';
import { TableScroll } from '../../table-scroll';
import { PaperCells, PaperColumnHeaders } from '../../paper-cells';
import { ExportButtons } from '../../exports/export-buttons';
import { accept } from '../../collection/collection';
import { updateCollection } from '../../collection/collection-store';

type Entry = Preselection['entries'][number];

export default function BibliographyView() {
  const state = bibliographyState(useSearch());
  const loaded = useGraphQL<{ preselection: Preselection }>(PRESELECT, preselectVariables(state));
  const list = loaded.state === 'done' ? loaded.data.preselection : loaded.state === 'loading' ? loaded.previous?.preselection : undefined;
  const kept = list ? keptEntries(list.entries, state.dropped) : [];
  const dropped = list ? list.entries.filter((entry) => state.dropped.includes(entry.paper.id)) : [];
  const drop = (paperId: string, yes: boolean) => writeParams({ drop: droppedParam(state.dropped, paperId, yes) }, 'replace');
  return (
    <div className="bibliography-view">
      <BibliographyForm state={state} />
      <section className="results-area" aria-label="Preselected papers" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'idle' && <p className="status">Give a title or topic to preselect papers for.</p>}
        {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
        {loaded.state === 'loading' && !list && <p className="status">Preselecting…</p>}
        {list && loaded.state !== 'failed' && (
          <>
            <p className="summary" data-state={loaded.state}>
              {list.entries.length} papers, best first
              {list.maxYear !== null && (
                <>
                  , published in or before <strong className="year-cutoff">{list.maxYear}</strong>
                </>
              )}
              {dropped.length > 0 && `; ${dropped.length} dropped, ${kept.length} kept`}.{loaded.state === 'loading' && ' Preselecting…'}
            </p>
            {list.entries.length === 0 ? (
              <p className="empty">No paper matched{list.maxYear !== null ? ' before that year' : ''}.</p>
            ) : (
              <>
                <ExportButtons paperIds={kept.map((e) => e.paper.id)} title={state.title} />
                <p>
                  <button type="button" disabled={kept.length === 0} onClick={() => updateCollection((c) => kept.reduce((sum, e) => accept(sum, e.paper.id), c))}>
                    Accept all {kept.length} kept into the collection
                  </button>
                </p>
                <PreselectionTable entries={kept} onDrop={(id) => drop(id, true)} />
                {dropped.length > 0 && <DroppedList entries={dropped} onRestore={(id) => drop(id, false)} />}
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function PreselectionTable({ entries, onDrop }: { entries: Entry[]; onDrop: (paperId: string) => void }) {
  return (
    <TableScroll label="Preselected papers table">
      <table className="results preselection">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <PaperColumnHeaders />
            <th scope="col">Found by</th>
            <th scope="col" className="number">
              Score
            </th>
            <th scope="col">List</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.paper.id} data-paper-id={entry.paper.id} data-sources={entry.sources.join(' ')}>
              <td className="number">{entry.rank}</td>
              <PaperCells paper={entry.paper} />
              <td>
                {entry.sources.map((source) => (
                  <span key={source} className="chip">
                    {source.toLowerCase()}
                  </span>
                ))}
              </td>
              <td className="number">{entry.score.toFixed(4)}</td>
              <td>
                <button type="button" aria-label={`Drop “${entry.paper.title}” from the list`} onClick={() => onDrop(entry.paper.id)}>
                  Drop
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function DroppedList({ entries, onRestore }: { entries: Entry[]; onRestore: (paperId: string) => void }) {
  return (
    <details className="dropped-note">
      <summary>{entries.length} dropped (not in the file)</summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.paper.id} data-paper-id={entry.paper.id}>
            {entry.rank}. {entry.paper.title}{' '}
            <button type="button" aria-label={`Restore “${entry.paper.title}” to the list`} onClick={() => onRestore(entry.paper.id)}>
              Restore
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
