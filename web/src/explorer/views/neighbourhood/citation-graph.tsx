/**
 * The map drawn with cytoscape.js, in the layout the reader chose (map-layouts.ts: by time or by
 * similarity), papers sized by citations and coloured by year, the centre ringed, each labelled
 * with its first author and year (map-labels.ts). Hovering a paper (or focusing it in the list)
 * shows its card; a click opens its panel; a double click expands it in place: its neighbours are
 * added around it and nothing drawn moves. Cytoscape draws the papers; the lines between them are
 * drawn under it on a canvas of their own (map-lines-layer.ts), but for a citation path's, which are
 * cytoscape edges so they can be marked over the papers. The container reports what it drew
 * (data-drawn-nodes, data-drawn-edges, data-labels-shown), how long laying it out, drawing its
 * first frame and placing its labels took (data-draw-ms, its parts in data-draw-timings) and when
 * the labels were placed since the page opened (data-labelled-at), for tests and `npm run bench:explorer`.
 */
import cytoscape, { type Core } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import { placeMapLabels } from './map-labels';
import { LineBatch, lineBatches, mapLines } from './map-links';
import { drawMapLines } from './map-lines-layer';
import { positionsAround, Position, similarityLayout, similarityToCentre, timeLayout, yearScale } from './map-layouts';
import type { GraphNode, LayoutId, SimilarityLink, TimeAxisId } from './neighbourhood-query';
import { crowdScale, nodeSize, yearColour } from './year-colours';
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
  /** A double click expands a paper in place; without it, a double click does nothing. */
  onExpand?: (paperId: string) => void;
  /** Papers drawn apart from the others (a collection's own papers among their neighbours): ringed in black. */
  collected?: ReadonlySet<string>;
  /** What the map shows, for a screen reader (the default describes a neighbourhood around the centre). */
  description?: string;
  /** Papers and citations ("source->target") of a path to highlight. */
  highlighted: readonly string[];
}

/** Okabe–Ito vermillion and blue: apart from each other and from viridis's purples, greens and yellows for colour-blind readers too. */
const CENTRE_RING = '#d55e00';
const PATH_BLUE = '#0072b2';

const STYLE: cytoscape.StylesheetJson = [
  { selector: 'node', style: { width: 'data(size)', height: 'data(size)', 'background-color': 'data(colour)', 'border-width': 1, 'border-color': '#fff' } },
  { selector: 'node.collected', style: { 'border-width': 3, 'border-color': '#000' } },
  { selector: 'node.centre', style: { 'border-width': 5, 'border-color': CENTRE_RING } },
  { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#000' } },
  { selector: 'node.path', style: { 'border-width': 4, 'border-color': PATH_BLUE } },
  // The only edges cytoscape draws: a citation path's, over the lines layer.
  { selector: 'edge', style: { width: 4, 'line-color': PATH_BLUE, 'curve-style': 'straight', 'z-index': 10 } },
];

/** Pixels of model space per year-or-similarity unit are fitted to the container; this keeps nodes apart in the model. */
const FIT_PADDING = 24;

function nodeElement(paper: GraphNode, oldest: number, newest: number, centreId: string, position: Position, scale: number, collected: ReadonlySet<string> | undefined): cytoscape.ElementDefinition {
  return {
    group: 'nodes',
    data: { id: paper.id, label: paper.paper.shortLabel, citations: paper.citationCount, size: nodeSize(paper.citationCount) * scale, colour: yearColour(paper.year, oldest, newest) },
    position: { ...position },
    classes: [paper.id === centreId ? 'centre' : '', collected?.has(paper.id) ? 'collected' : ''].join(' ').trim(),
  };
}

const TIMING_MS = (_key: string, value: unknown) => (typeof value === 'number' ? Math.round(value) : value);

export function CitationGraph(props: CitationGraphProps) {
  const { centre, papers, edges, addedBy, links, layout, axis, selected, focused, highlighted } = props;
  const container = useRef<HTMLDivElement>(null);
  const labels = useRef<HTMLDivElement>(null);
  const linesCanvas = useRef<HTMLCanvasElement>(null);
  const lines = useRef<LineBatch[]>([]);
  /** Papers an expansion adds are drawn at the scale of the map they join. */
  const paperScale = useRef(1);
  const graph = useRef<Core | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [hovered, setHovered] = useState<string | null>(null);
  const [, setViewport] = useState(0);

  useEffect(() => {
    const element = container.current!;
    const layer = labels.current!;
    const canvas = linesCanvas.current!;
    const started = performance.now();
    const { papers: drawn, edges: citations, addedBy: added } = latest.current;
    const base = drawn.filter((p) => !added.has(p.id));
    const positions = layout === 'similarity' ? similarityLayout(base, centre.id, links, citations) : timeLayout(base, axis, similarityToCentre(centre.id, links));
    const laidOut = performance.now();
    const years = drawn.map((p) => p.year);
    const [oldest, newest] = [Math.min(...years), Math.max(...years)];
    paperScale.current = crowdScale(base.length);
    const nodes = base.map((p) => nodeElement(p, oldest, newest, centre.id, positions.get(p.id)!, paperScale.current, latest.current.collected));
    lines.current = lineBatches(mapLines(citations, links, layout === 'similarity', (id) => positions.has(id)));
    const cy = cytoscape({
      container: element,
      elements: nodes,
      style: STYLE,
      layout: { name: 'preset', fit: true, padding: FIT_PADDING },
      wheelSensitivity: 0.3,
    });
    graph.current = cy;
    const built = performance.now();
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
    // After each frame cytoscape draws (pan, zoom, a paper dragged or added), in the same frame.
    cy.on('render', () => drawMapLines(canvas, cy, lines.current));
    cy.one('render', () => {
      const framed = performance.now();
      label();
      const labelled = performance.now();
      element.dataset.drawMs = String(Math.round(labelled - started));
      element.dataset.drawTimings = JSON.stringify({ layout: laidOut - started, cytoscape: built - laidOut, frame: framed - built, labels: labelled - framed }, TIMING_MS);
      element.dataset.labelledAt = String(Math.round(labelled));
      cy.on('viewport resize add', relabel);
    });
    cy.on('tap', 'node', (event) => latest.current.onSelect(event.target.id()));
    cy.on('dbltap', 'node', (event) => latest.current.onExpand?.(event.target.id()));
    cy.on('mouseover', 'node', (event) => setHovered(event.target.id()));
    cy.on('mouseout', 'node', () => setHovered(null));
    element.dataset.layout = layout;
    element.dataset.collected = String(cy.nodes('.collected').length);
    element.dataset.centre = centre.id;
    return () => {
      cancelAnimationFrame(frame);
      delete element.dataset.drawMs;
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
      for (const child of children) added.push(nodeElement(child, oldest, newest, centre.id, around.get(child.id)!, paperScale.current, latest.current.collected));
    }
    const drawnLines = mapLines(edges, links, layout === 'similarity', (id) => cy.getElementById(id).nonempty());
    lines.current = lineBatches(drawnLines);
    // Adding papers makes cytoscape draw a frame, and the lines with it; citations alone do not.
    if (added.length > 0) cy.add(added);
    else if (container.current!.dataset.drawMs !== undefined) drawMapLines(linesCanvas.current!, cy, lines.current);
    container.current!.dataset.drawnNodes = String(cy.nodes().length);
    container.current!.dataset.drawnEdges = String(drawnLines.filter((line) => !line.similar).length);
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
    cy.nodes().removeClass('path');
    cy.edges().remove();
    // A path may run through papers or citations the drawing left out: only the drawn part is marked.
    const drawnCitations = new Set(latest.current.edges.map((e) => `${e.source}->${e.target}`));
    const papersMarked = highlighted.filter((id) => cy.getElementById(id).nonempty());
    const citationsMarked = highlighted.filter((id) => drawnCitations.has(id)).map((id) => id.split('->') as [string, string]).filter(([source, target]) => cy.getElementById(source).nonempty() && cy.getElementById(target).nonempty());
    cy.batch(() => {
      papersMarked.forEach((id) => cy.getElementById(id).addClass('path'));
      if (citationsMarked.length > 0) cy.add(citationsMarked.map(([source, target]) => ({ group: 'edges' as const, data: { id: `${source}->${target}`, source, target } })));
    });
    container.current!.dataset.highlighted = String(papersMarked.length + citationsMarked.length);
  }, [highlighted, centre, layout, axis, links, papers]);

  const cardFor = hovered ?? focused;
  const cardPaper = cardFor ? papers.find((p) => p.id === cardFor) : undefined;
  const cardNode = cardFor && graph.current ? graph.current.getElementById(cardFor) : null;
  const at = cardNode && cardNode.nonempty() ? cardNode.renderedPosition() : null;
  return (
    // Leaving the drawing straight from a paper sends cytoscape no mouseout.
    <div className="map-frame" onMouseLeave={() => setHovered(null)}>
      <canvas ref={linesCanvas} className="map-lines" aria-hidden="true" />
      <div
        ref={container}
        className="citation-graph"
        role="img"
        aria-label={props.description ?? `Citation map of ${papers.length} papers and ${edges.length} citations around ${centre.title}, ${layout === 'time' ? `by year and ${axis === 'citations' ? 'citations' : 'similarity to it'}` : 'by co-citation and coupling similarity'}; every paper is listed under “Papers drawn” and ranked under “Influence”`}
      />
      <div ref={labels} className="map-labels" aria-hidden="true" />
      {cardPaper && at && <MapCard paper={cardPaper} at={at} frame={container.current} />}
    </div>
  );
}
