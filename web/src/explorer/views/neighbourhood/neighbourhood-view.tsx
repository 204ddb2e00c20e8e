/**
 * Citation map: a paper's citation neighbourhood to a depth, direction, year window and limit,
 * laid out by time or by similarity, every paper labelled; hover a paper for its card, click it
 * (or pick it in the list, by keyboard) for its panel, expand it in place or recenter there.
 */
import { useMemo, useState } from 'react';
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { CitationGraph } from './citation-graph';
import { InfluenceList } from './influence-list';
import { MapControls } from './map-controls';
import { grownMap } from './map-expansion';
import { MapWorks } from './map-works';
import { NeighbourhoodForm } from './neighbourhood-form';
import { expandedIds, expansionVariables, layoutOf, NEIGHBOURHOOD, Neighbourhood, neighbourhoodVariables, SIMILARITY_MAP, SimilarityMap } from './neighbourhood-query';
import { NodePanel } from './node-panel';
import { MapPaperActions } from './map-paper-actions';
import { DrawnPapers } from './drawn-papers';
import { CITATION_PATH, CitationPathAnswer, highlightedElements } from './path-query';
import { useExpansions } from './use-expansions';
import { YEAR_GRADIENT } from './year-colours';

export default function NeighbourhoodView() {
  const search = useSearch();
  const loaded = useGraphQL<{ neighbourhood: Neighbourhood }>(NEIGHBOURHOOD, neighbourhoodVariables(search));
  return (
    <div className="neighbourhood-view">
      <NeighbourhoodForm key={search.get('paper') ?? ''} search={search} />
      {loaded.state === 'idle' && <p className="status">Find a paper to draw its citation map.</p>}
      {loaded.state === 'loading' && <p className="status">Drawing…</p>}
      {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
      {loaded.state === 'done' && <Drawing neighbourhood={loaded.data.neighbourhood} search={search} />}
    </div>
  );
}

const NO_LINKS: SimilarityMap = { links: [], priorWorks: [], derivativeWorks: [] };

function Drawing({ neighbourhood, search }: { neighbourhood: Neighbourhood; search: URLSearchParams }) {
  const { centre, nodes, reachable, truncated } = neighbourhood;
  const selected = search.get('selected');
  const pathTo = search.get('path');
  const { layout, axis } = layoutOf(search);
  const expanded = expandedIds(search);
  const [focused, setFocused] = useState<string | null>(null);
  const onSelect = (paperId: string) => writeParams({ selected: paperId }, 'replace');
  const onExpand = (paperId: string) => {
    if (!expanded.includes(paperId)) writeParams({ expand: [...expanded, paperId].join('|') }, 'replace');
  };
  const baseIds = useMemo(() => [centre, ...nodes].map((p) => p.id), [centre, nodes]);
  const similarity = useGraphQL<{ similarityMap: SimilarityMap }>(SIMILARITY_MAP, baseIds.length > 1 ? { paperIds: baseIds, centreId: centre.id } : null);
  const expansionKey = JSON.stringify([expanded, neighbourhoodVariables(search)]);
  // Keyed by its text: the URL is parsed anew at each render.
  const requests = useMemo(() => expanded.map((paperId) => ({ paperId, variables: expansionVariables(search, paperId) })), [expansionKey]);
  const { expansions, error: expansionError } = useExpansions(requests);
  const grown = useMemo(() => grownMap(neighbourhood, expansions), [neighbourhood, expansions]);
  const path = useGraphQL<CitationPathAnswer>(CITATION_PATH, pathTo && pathTo !== centre.id ? { fromId: centre.id, toId: pathTo } : null);
  const map = similarity.state === 'done' ? similarity.data.similarityMap : similarity.state === 'failed' || baseIds.length === 1 ? NO_LINKS : null;
  const years = grown.nodes.map((p) => p.year);
  const drawnIds = useMemo(() => new Set(grown.nodes.map((p) => p.id)), [grown]);
  return (
    <>
      <p className="summary">
        {nodes.length === 0 ? (
          <span className="empty">No citation links from this paper within these settings: only the paper itself is drawn.</span>
        ) : (
          <>
            {nodes.length} papers around <strong>{centre.title}</strong> ({centre.year}), {neighbourhood.edges.length} citations among them
            {grown.addedBy.size > 0 ? `; ${grown.addedBy.size} more from ${expanded.length} expanded ${expanded.length === 1 ? 'paper' : 'papers'}` : ''}.
          </>
        )}
        {truncated && <span className="truncated"> The limit cut the drawing: {reachable} papers were within reach; raise “Most papers” or narrow the years to see others.</span>}
      </p>
      <MapControls layout={layout} axis={axis} />
      <div className="graph-area">
        <div>
          {similarity.state === 'failed' && <ErrorMessage error={similarity.error} />}
          {expansionError !== null && <ErrorMessage error={expansionError} />}
          {map === null ? (
            <p className="status map-placeholder">Placing the papers by co-citation and coupling…</p>
          ) : (
            <CitationGraph
              centre={centre}
              papers={grown.nodes}
              edges={grown.edges}
              addedBy={grown.addedBy}
              links={map.links}
              layout={layout}
              axis={axis}
              selected={selected}
              focused={focused}
              onSelect={onSelect}
              onExpand={onExpand}
              highlighted={path.state === 'done' ? highlightedElements(path.data) : []}
            />
          )}
          <div className="legend" role="group" aria-label="Legend">
            <span>{Math.min(...years)}</span>
            <span className="gradient" style={{ background: YEAR_GRADIENT }} />
            <span>{Math.max(...years)}</span>
            <span>
              {layout === 'time' ? `x: year · y: ${axis === 'citations' ? 'citations (log)' : 'similarity to the centre'} · ` : 'near: alike by co-citation and coupling · dashed: similarity links · '}
              colour: year · size: citations · orange-red ring: the centre · blue: the citation path · double-click a paper to expand it
            </span>
          </div>
          {path.state === 'failed' && <ErrorMessage error={path.error} />}
          {path.state === 'done' && <PathSummary answer={path.data} />}
          {map !== null && <MapWorks prior={map.priorWorks} derivative={map.derivativeWorks} drawn={drawnIds} total={grown.nodes.length} onSelect={onSelect} />}
          <InfluenceList paperIds={grown.nodes.map((p) => p.id)} onSelect={onSelect} />
        </div>
        <div className="side">
          {selected && <NodePanel key={selected} paperId={selected} actions={<MapPaperActions paperId={selected} isCentre={selected === centre.id} pathShown={selected === pathTo} expanded={expanded.includes(selected)} onExpand={() => onExpand(selected)} />} />}
          <DrawnPapers
            papers={grown.nodes}
            selected={selected}
            onSelect={onSelect}
            onFocus={setFocused}
            note={(p) => (p.id === centre.id ? 'centre' : grown.addedBy.has(p.id) ? `added by expanding ${grown.addedBy.get(p.id)}` : `${p.depth} ${p.depth === 1 ? 'hop' : 'hops'}`)}
          />
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
