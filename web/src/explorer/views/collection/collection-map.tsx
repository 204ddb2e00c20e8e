/**
 * The collection as a map: its accepted papers (ringed in black) among their nearest citation
 * neighbours, by time or by similarity as the citation map draws them (collection-map-data.ts
 * says what is drawn and which paper is its centre), with the set's prior and derivative works.
 * A paper's panel accepts or rejects it, or opens its own map. Loaded with cytoscape only when a
 * collection has papers to draw.
 */
import { useEffect, useMemo, useState } from 'react';
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { CitationGraph } from '../neighbourhood/citation-graph';
import { DrawnPapers } from '../neighbourhood/drawn-papers';
import { MapControls } from '../neighbourhood/map-controls';
import { MapWorks } from '../neighbourhood/map-works';
import { layoutOf, SIMILARITY_MAP, SimilarityMap } from '../neighbourhood/neighbourhood-query';
import { NodePanel } from '../neighbourhood/node-panel';
import { useExpansions } from '../neighbourhood/use-expansions';
import { YEAR_GRADIENT } from '../neighbourhood/year-colours';
import { collectionMap, CollectionMapData, collectionMapRequests, MAP_PAPERS } from './collection-map-data';

const NO_ADDITIONS: ReadonlyMap<string, string> = new Map();
const NO_LINKS: SimilarityMap = {
  links: [],
  priorWorks: [],
  derivativeWorks: [],
};

interface DrawnMap {
  map: CollectionMapData;
  links: SimilarityMap;
}

export default function CollectionMap({ accepted }: { accepted: readonly string[] }) {
  const selected = useSearch().get('selected');
  const [focused, setFocused] = useState<string | null>(null);
  const requests = useMemo(() => collectionMapRequests(accepted), [accepted.slice(0, MAP_PAPERS).join(' ')]);
  const { expansions, error } = useExpansions(requests);
  const map = useMemo(() => collectionMap(requests, expansions), [requests, expansions]);
  const paperIds = useMemo(() => map?.papers.map((p) => p.id) ?? [], [map]);
  const similarity = useGraphQL<{ similarityMap: SimilarityMap }>(SIMILARITY_MAP, map && paperIds.length > 1 ? { paperIds, centreId: map.centre.id } : null);
  // A changed collection keeps the map drawn until the new one and its links are both in: only
  // an answer that arrives (a new state) is paired with the map it was asked for.
  const [complete, setComplete] = useState<DrawnMap | null>(null);
  useEffect(() => {
    if (map === null) return;
    if (similarity.state === 'done') setComplete({ map, links: similarity.data.similarityMap });
    else if (similarity.state === 'failed') setComplete({ map, links: NO_LINKS });
  }, [similarity]);
  const drawn = map !== null && paperIds.length === 1 ? { map, links: NO_LINKS } : complete;
  const drawnIds = useMemo(() => new Set(drawn?.map.papers.map((p) => p.id)), [drawn]);
  const onSelect = (paperId: string) => writeParams({ selected: paperId }, 'replace');
  if (error !== null) return <ErrorMessage error={error} />;
  if (drawn === null) return <p className="status">Drawing the map of the collection…</p>;
  return <DrawnCollectionMap drawn={drawn} accepted={accepted} similarityError={similarity.state === 'failed' ? similarity.error : null} drawnIds={drawnIds} selected={selected} focused={focused} onSelect={onSelect} onFocus={setFocused} />;
}

function DrawnCollectionMap(props: {
  drawn: DrawnMap;
  accepted: readonly string[];
  similarityError: unknown;
  drawnIds: ReadonlySet<string>;
  selected: string | null;
  focused: string | null;
  onSelect: (id: string) => void;
  onFocus: (id: string | null) => void;
}) {
  const { drawn, accepted, similarityError, drawnIds, selected, focused, onSelect, onFocus } = props;
  const { map, links } = drawn;
  const { layout, axis } = layoutOf(useSearch());
  const years = map.papers.map((p) => p.year);
  const neighbours = map.papers.length - map.collected.size;
  return (
    <>
      <p className="summary collection-map-summary">
        {map.collected.size} collected {map.collected.size === 1 ? 'paper' : 'papers'} (ringed in black) and {neighbours} of their nearest citation neighbours, {map.edges.length} citations among them; at the centre <strong>{map.centre.title}</strong>, the
        collected paper with the most of them.
        {accepted.length > MAP_PAPERS ? ` The first ${MAP_PAPERS} of the ${accepted.length} accepted papers are drawn.` : ''}
      </p>
      <MapControls layout={layout} axis={axis} />
      <div className="graph-area">
        <div>
          {similarityError !== null && <ErrorMessage error={similarityError} />}
          <CitationGraph
            centre={map.centre}
            papers={map.papers}
            edges={map.edges}
            addedBy={NO_ADDITIONS}
            links={links.links}
            layout={layout}
            axis={axis}
            selected={selected}
            focused={focused}
            onSelect={onSelect}
            collected={map.collected}
            highlighted={[]}
            description={`Map of the collection: ${map.collected.size} collected papers and ${neighbours} neighbours, ${map.edges.length} citations, ${layout === 'time' ? 'by year' : 'by co-citation and coupling similarity'}; every paper is listed under “Papers drawn”`}
          />
          <div className="legend" role="group" aria-label="Legend of the collection map">
            <span>{Math.min(...years)}</span>
            <span className="gradient" style={{ background: YEAR_GRADIENT }} />
            <span>{Math.max(...years)}</span>
            <span>
              {layout === 'time' ? `x: year · y: ${axis === 'citations' ? 'citations (log)' : 'similarity to the centre'} · ` : 'near: alike by co-citation and coupling · dashed: similarity links · '}
              colour: year · size: citations · black ring: in your collection · orange-red ring: the centre
            </span>
          </div>
          <MapWorks prior={links.priorWorks} derivative={links.derivativeWorks} drawn={drawnIds} total={map.papers.length} onSelect={onSelect} />
        </div>
        <div className="side">
          {selected && drawnIds.has(selected) && (
            <NodePanel
              key={selected}
              paperId={selected}
              actions={
                <p className="panel-actions">
                  <button
                    type="button"
                    onClick={() =>
                      writeParams(
                        {
                          view: 'neighbourhood',
                          paper: selected,
                          selected: undefined,
                          path: undefined,
                          expand: undefined,
                        },
                        'push',
                      )
                    }
                  >
                    Open its map
                  </button>
                </p>
              }
            />
          )}
          <DrawnPapers
            papers={map.papers}
            selected={selected}
            onSelect={onSelect}
            onFocus={onFocus}
            note={(p) => (map.collected.has(p.id) ? (p.id === map.centre.id ? 'in your collection · centre' : 'in your collection') : `a neighbour of ${map.neighbourOf.get(p.id)}`)}
          />
        </div>
      </div>
    </>
  );
}
