/**
 * The map drawn with cytoscape.js, in the layout the reader chose (map-layouts.ts: by time or by
 * similarity), papers sized by citations and coloured by year, the centre ringed, each labelled
 * with its first author and year (map-labels.ts). Hovering a paper (or focusing it in the list)
 * shows its card; a click opens its panel; a double click expands it in place: its neighbours are
 * added around it and nothing drawn moves. The container reports what it drew (data-drawn-nodes,
 * data-drawn-edges, data-labels-shown) and how long laying it out, drawing its first frame and
 * placing its labels took (data-draw-ms), for tests and `npm run bench:explorer`.
 */
import cytoscape, { type Core } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import { placeMapLabels } from './map-labels';
import { positionsAround, Position, similarityLayout, similarityToCentre, timeLayout, yearScale } from './map-layouts';
import type { GraphNode, LayoutId, SimilarityLink, TimeAxisId } from './neighbourhood-query';
import { nodeSize, yearColour } from './year-colours';
import { MapCard } from './map-card';

export interface CitationGraphProps {
  centre: GraphNode;
  /** Every drawn paper, the centre first, then the neighbourhood, then what expansions added. */
  papers: GraphNode[];
  edges: { source: string; target: string }[];
  /** Added paper → the expanded paper that brought it. */
  addedBy: ReadonlyMap<string, string>;
  links: SimilarityLink[];
  layout: LayoutId;
  axis: TimeAxisId;
  selected: string | null;
  /** The paper focused in the "Papers drawn" list: its card is shown as on hover. */
  focused: string | null;
  onSelect: (paperId: string) => void;
  onExpand: (paperId: string) => void;
  /** Papers and citations ("source->target") of a path to highlight. */
  highlighted: readonly string[];
}

/** Okabe–Ito vermillion and blue: apart from each other and from viridis's purples, greens and yellows for colour-blind readers too. */
const CENTRE_RING = '#d55e00';
const PATH_BLUE = '#0072b2';

const STYLE: cytoscape.StylesheetJson = [
  { selector: 'node', style: { width: 'data(size)', height: 'data(size)', 'background-color': 'data(colour)', 'border-width': 1, 'border-color': '#fff' } },
  { selector: 'node.centre', style: { 'border-width': 5, 'border-color': CENTRE_RING } },
  { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#000' } },
  { selector: 'edge', style: { width: 1, 'line-color': '#bbb', 'target-arrow-color': '#bbb', 'target-arrow-shape': 'triangle', 'arrow-scale': 0.7, 'curve-style': 'haystack', opacity: 0.7 } },
  { selector: 'edge.similar', style: { 'line-color': '#9a8fc0', 'line-style': 'dashed', 'target-arrow-shape': 'none', width: 'data(weight)' } },
  { selector: 'node.path', style: { 'border-width': 4, 'border-color': PATH_BLUE } },
  { selector: 'edge.path', style: { width: 4, 'line-color': PATH_BLUE, 'target-arrow-color': PATH_BLUE, 'z-index': 10, opacity: 1 } },
];

/** Pixels of model space per year-or-similarity unit are fitted to the container; this keeps nodes apart in the model. */
const FIT_PADDING = 24;

function nodeElement(paper: GraphNode, oldest: number, newest: number, centreId: string, position: Position): cytoscape.ElementDefinition {
  return {
    group: 'nodes',
    data: { id: paper.id, label: paper.paper.shortLabel, citations: paper.citationCount, size: nodeSize(paper.citationCount), colour: yearColour(paper.year, oldest, newest) },
    position: { ...position },
    classes: paper.id === centreId ? 'centre' : '',
  };
}

function edgeElements(edges: CitationGraphProps['edges'], links: SimilarityLink[], layout: LayoutId, known: (id: string) => boolean): cytoscape.ElementDefinition[] {
  const citations = edges.filter((e) => known(e.source) && known(e.target)).map((e) => ({ group: 'edges' as const, data: { id: `${e.source}->${e.target}`, source: e.source, target: e.target } }));
  if (layout !== 'similarity') return citations;
  // By similarity the links that placed the papers are drawn too, thicker for more alike papers.
  const similar = links
    .filter((l) => known(l.source) && known(l.target))
    .map((l) => ({ group: 'edges' as const, data: { id: `${l.source}~${l.target}`, source: l.source, target: l.target, weight: 0.5 + 3 * l.similarity }, classes: 'similar' }));
  return [...citations, ...similar];
}

export function CitationGraph(props: CitationGraphProps) {
  const { centre, papers, edges, addedBy, links, layout, axis, selected, focused, highlighted } = props;
  const container = useRef<HTMLDivElement>(null);
  const labels = useRef<HTMLDivElement>(null);
  const graph = useRef<Core | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [hovered, setHovered] = useState<string | null>(null);
  const [, setViewport] = useState(0);

  useEffect(() => {
    const element = container.current!;
    const layer = labels.current!;
    const started = performance.now();
    const { papers: drawn, edges: citations, addedBy: added } = latest.current;
    const base = drawn.filter((p) => !added.has(p.id));
    const positions = layout === 'similarity' ? similarityLayout(base, centre.id, links, citations) : timeLayout(base, axis, similarityToCentre(centre.id, links));
    const years = drawn.map((p) => p.year);
    const [oldest, newest] = [Math.min(...years), Math.max(...years)];
    const nodes = base.map((p) => nodeElement(p, oldest, newest, centre.id, positions.get(p.id)!));
    const cy = cytoscape({
      container: element,
      elements: [...nodes, ...edgeElements(citations, links, layout, (id) => positions.has(id))],
      style: STYLE,
      layout: { name: 'preset', fit: true, padding: FIT_PADDING },
      wheelSensitivity: 0.3,
    });
    graph.current = cy;
    let frame = 0;
    // Labels, and where the centre is on screen (for tests: a click there opens its panel).
    const label = () => {
      element.dataset.labelsShown = String(placeMapLabels(cy, layer));
      const at = cy.getElementById(centre.id).renderedPosition();
      element.dataset.centreAt = `${Math.round(at.x)},${Math.round(at.y)}`;
    };
    const relabel = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        label();
        setViewport((v) => v + 1);
      });
    };
    cy.one('render', () => {
      label();
      element.dataset.drawMs = String(Math.round(performance.now() - started));
      cy.on('viewport resize add', relabel);
    });
    cy.on('tap', 'node', (event) => latest.current.onSelect(event.target.id()));
    cy.on('dbltap', 'node', (event) => latest.current.onExpand(event.target.id()));
    cy.on('mouseover', 'node', (event) => setHovered(event.target.id()));
    cy.on('mouseout', 'node', () => setHovered(null));
    element.dataset.layout = layout;
    element.dataset.centre = centre.id;
    return () => {
      cancelAnimationFrame(frame);
      cy.destroy();
      layer.replaceChildren();
      graph.current = null;
    };
  }, [centre, layout, axis, links]);

  // Papers an expansion added: placed around the paper expanded, and nothing drawn moves.
  useEffect(() => {
    const cy = graph.current;
    if (!cy) return;
    const missing = papers.filter((p) => cy.getElementById(p.id).empty());
    const years = papers.map((p) => p.year);
    const [oldest, newest] = [Math.min(...years), Math.max(...years)];
    const byParent = new Map<string, GraphNode[]>();
    for (const paper of missing) {
      const parent = addedBy.get(paper.id) ?? centre.id;
      byParent.set(parent, [...(byParent.get(parent) ?? []), paper]);
    }
    const scale = yearScale(papers.filter((p) => !addedBy.has(p.id)));
    const added: cytoscape.ElementDefinition[] = [];
    for (const [parent, children] of byParent) {
      const around = positionsAround(cy.getElementById(parent).position(), children, layout, scale);
      for (const child of children) added.push(nodeElement(child, oldest, newest, centre.id, around.get(child.id)!));
    }
    if (added.length > 0) cy.add(added);
    const newEdges = edgeElements(edges, [], 'time', (id) => cy.getElementById(id).nonempty()).filter((e) => cy.getElementById(String(e.data.id)).empty());
    if (newEdges.length > 0) cy.add(newEdges);
    container.current!.dataset.drawnNodes = String(cy.nodes().length);
    container.current!.dataset.drawnEdges = String(cy.edges(':not(.similar)').length);
  }, [papers, edges, addedBy, centre, layout, axis, links]);

  useEffect(() => {
    const cy = graph.current;
    if (!cy) return;
    cy.nodes().unselect();
    if (selected) cy.getElementById(selected).select();
  }, [selected, centre, layout, axis, links]);

  useEffect(() => {
    const cy = graph.current;
    if (!cy) return;
    cy.elements().removeClass('path');
    // A path may run through papers the drawing left out: only the drawn part is marked.
    const marked = highlighted.map((id) => cy.getElementById(id)).filter((element) => element.nonempty());
    marked.forEach((element) => element.addClass('path'));
    container.current!.dataset.highlighted = String(marked.length);
  }, [highlighted, centre, layout, axis, links]);

  const cardFor = hovered ?? focused;
  const cardPaper = cardFor ? papers.find((p) => p.id === cardFor) : undefined;
  const cardNode = cardFor && graph.current ? graph.current.getElementById(cardFor) : null;
  const at = cardNode && cardNode.nonempty() ? cardNode.renderedPosition() : null;
  return (
    // Leaving the drawing straight from a paper sends cytoscape no mouseout.
    <div className="map-frame" onMouseLeave={() => setHovered(null)}>
      <div
        ref={container}
        className="citation-graph"
        role="img"
        aria-label={`Citation map of ${papers.length} papers and ${edges.length} citations around ${centre.title}, ${layout === 'time' ? `by year and ${axis === 'citations' ? 'citations' : 'similarity to it'}` : 'by co-citation and coupling similarity'}; every paper is listed under “Papers drawn” and ranked under “Influence”`}
      />
      <div ref={labels} className="map-labels" aria-hidden="true" />
      {cardPaper && at && <MapCard paper={cardPaper} at={at} frame={container.current} />}
    </div>
  );
}
