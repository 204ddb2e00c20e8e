/**
 * Citation neighbourhood: a paper's citation graph drawn to a depth, direction, year window and
 * limit; click a paper (or pick it in the list, by keyboard) for its panel, and recenter there.
 */
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { CitationGraph } from './citation-graph';
import { NeighbourhoodForm } from './neighbourhood-form';
import { NEIGHBOURHOOD, Neighbourhood, neighbourhoodVariables } from './neighbourhood-query';
import { NodePanel } from './node-panel';
import { YEAR_GRADIENT } from './year-colours';

export default function NeighbourhoodView() {
  const search = useSearch();
  const loaded = useGraphQL<{ neighbourhood: Neighbourhood }>(NEIGHBOURHOOD, neighbourhoodVariables(search));
  const selected = search.get('selected');
  const select = (paperId: string) => writeParams({ selected: paperId }, 'replace');
  return (
    <div className="neighbourhood-view">
      <NeighbourhoodForm key={search.get('paper') ?? ''} search={search} />
      {loaded.state === 'idle' && <p className="status">Give a paper id to draw its citation neighbourhood.</p>}
      {loaded.state === 'loading' && <p className="status">Drawing…</p>}
      {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
      {loaded.state === 'done' && <Drawing neighbourhood={loaded.data.neighbourhood} selected={selected} onSelect={select} />}
    </div>
  );
}

function Drawing({ neighbourhood, selected, onSelect }: { neighbourhood: Neighbourhood; selected: string | null; onSelect: (id: string) => void }) {
  const { centre, nodes, edges, reachable, truncated } = neighbourhood;
  const years = [centre, ...nodes].map((p) => p.year);
  return (
    <>
      <p className="summary">
        {nodes.length === 0 ? (
          <span className="empty">No citation links from this paper within these settings: only the paper itself is drawn.</span>
        ) : (
          <>
            {nodes.length} papers around <strong>{centre.title}</strong> ({centre.year}), {edges.length} citations among them.
          </>
        )}
        {truncated && <span className="truncated"> The limit cut the drawing: {reachable} papers were within reach; raise “Most papers” or narrow the years to see others.</span>}
      </p>
      <div className="graph-area">
        <div>
          <CitationGraph neighbourhood={neighbourhood} selected={selected} onSelect={onSelect} />
          <div className="legend" aria-label="Legend">
            <span>{Math.min(...years)}</span>
            <span className="gradient" style={{ background: YEAR_GRADIENT }} />
            <span>{Math.max(...years)}</span>
            <span>colour: year · size: citations · red ring: the centre · rings: hops from it</span>
          </div>
        </div>
        <div className="side">
          {selected && <NodePanel key={selected} paperId={selected} isCentre={selected === centre.id} />}
          <h2>Papers drawn</h2>
          <ol className="graph-nodes">
            {[centre, ...nodes].map((p) => (
              <li key={p.id} data-id={p.id} data-depth={p.depth}>
                <button type="button" aria-pressed={p.id === selected} onClick={() => onSelect(p.id)}>
                  {p.title}
                </button>{' '}
                {p.year} · {p.citationCount} citations · {p.depth === 0 ? 'centre' : `${p.depth} ${p.depth === 1 ? 'hop' : 'hops'}`}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
