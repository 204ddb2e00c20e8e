/**
 * Citation neighbourhood: a paper's citation graph drawn to a depth, direction, year window and
 * limit; click a paper (or pick it in the list, by keyboard) for its panel, and recenter there.
 */
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { CitationGraph } from './citation-graph';
import { InfluenceList } from './influence-list';
import { NeighbourhoodForm } from './neighbourhood-form';
import { NEIGHBOURHOOD, Neighbourhood, neighbourhoodVariables } from './neighbourhood-query';
import { NodePanel } from './node-panel';
import { CITATION_PATH, CitationPathAnswer, highlightedElements } from './path-query';
import { YEAR_GRADIENT } from './year-colours';

export default function NeighbourhoodView() {
  const search = useSearch();
  const loaded = useGraphQL<{ neighbourhood: Neighbourhood }>(NEIGHBOURHOOD, neighbourhoodVariables(search));
  const selected = search.get('selected');
  const pathTo = search.get('path');
  const select = (paperId: string) => writeParams({ selected: paperId }, 'replace');
  return (
    <div className="neighbourhood-view">
      <NeighbourhoodForm key={search.get('paper') ?? ''} search={search} />
      {loaded.state === 'idle' && <p className="status">Give a paper id to draw its citation neighbourhood.</p>}
      {loaded.state === 'loading' && <p className="status">Drawing…</p>}
      {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
      {loaded.state === 'done' && <Drawing neighbourhood={loaded.data.neighbourhood} selected={selected} pathTo={pathTo} onSelect={select} />}
    </div>
  );
}

function Drawing({ neighbourhood, selected, pathTo, onSelect }: { neighbourhood: Neighbourhood; selected: string | null; pathTo: string | null; onSelect: (id: string) => void }) {
  const { centre, nodes, edges, reachable, truncated } = neighbourhood;
  const path = useGraphQL<CitationPathAnswer>(CITATION_PATH, pathTo && pathTo !== centre.id ? { fromId: centre.id, toId: pathTo } : null);
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
          <CitationGraph neighbourhood={neighbourhood} selected={selected} onSelect={onSelect} highlighted={path.state === 'done' ? highlightedElements(path.data) : []} />
          <div className="legend" role="group" aria-label="Legend">
            <span>{Math.min(...years)}</span>
            <span className="gradient" style={{ background: YEAR_GRADIENT }} />
            <span>{Math.max(...years)}</span>
            <span>colour: year · size: citations · thick orange-red ring: the centre · rings: hops from it · blue: the citation path</span>
          </div>
          {path.state === 'failed' && <ErrorMessage error={path.error} />}
          {path.state === 'done' && <PathSummary answer={path.data} />}
          <InfluenceList paperIds={[centre, ...nodes].map((p) => p.id)} onSelect={onSelect} />
        </div>
        <div className="side">
          {selected && <NodePanel key={selected} paperId={selected} isCentre={selected === centre.id} pathShown={selected === pathTo} />}
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

/** The highlighted path in words: each paper, and which way each citation runs. */
function PathSummary({ answer }: { answer: CitationPathAnswer }) {
  const path = answer.citationPath.paths[0];
  if (!path) return <p className="path-summary empty">No citation path of 6 hops or fewer joins these papers.</p>;
  return (
    <section className="path-summary" aria-label="Citation path">
      <h2>
        Citation path: {answer.citationPath.length} {answer.citationPath.length === 1 ? 'hop' : 'hops'}
      </h2>
      <ol>
        {path.papers.map((paper, i) => {
          const edge = path.edges[i];
          return (
            <li key={paper.id} data-id={paper.id}>
              {paper.title} ({paper.year})
              {edge && <span className="direction">{edge.source === paper.id ? ' cites ↓' : ' is cited by ↓'}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
