/**
 * The neighbourhood drawn with cytoscape.js: papers in rings by hop distance from the centre
 * (a concentric layout: it reads as "how far", and lays 500 nodes out in milliseconds where a
 * force-directed one takes seconds), sized by citations, coloured by year, the centre ringed.
 * The container reports what it drew (data-drawn-nodes/-edges) and how long laying it out and
 * drawing its first frame took (data-draw-ms), for tests and `npm run bench:explorer`.
 */
import cytoscape, { type Core } from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { Neighbourhood } from './neighbourhood-query';
import { nodeSize, yearColour } from './year-colours';

export interface CitationGraphProps {
  neighbourhood: Neighbourhood;
  selected: string | null;
  onSelect: (paperId: string) => void;
  /** Papers and citations ("source->target") of a path to highlight. */
  highlighted: readonly string[];
}

function elementsOf({ centre, nodes, edges }: Neighbourhood): cytoscape.ElementDefinition[] {
  const papers = [centre, ...nodes];
  const years = papers.map((p) => p.year);
  const oldest = Math.min(...years);
  const newest = Math.max(...years);
  return [
    ...papers.map((p) => ({
      data: { id: p.id, label: p.title.length > 40 ? `${p.title.slice(0, 38)}…` : p.title, depth: p.depth, size: nodeSize(p.citationCount), colour: yearColour(p.year, oldest, newest) },
      classes: p.id === centre.id ? 'centre' : '',
    })),
    ...edges.map((e) => ({ data: { id: `${e.source}->${e.target}`, source: e.source, target: e.target } })),
  ];
}

/** Okabe–Ito vermillion and blue: apart from each other and from viridis's purples, greens and yellows for colour-blind readers too. */
const CENTRE_RING = '#d55e00';
const PATH_BLUE = '#0072b2';

const STYLE: cytoscape.StylesheetJson = [
  { selector: 'node', style: { width: 'data(size)', height: 'data(size)', 'background-color': 'data(colour)', label: 'data(label)', 'font-size': 9, 'text-valign': 'bottom', 'text-margin-y': 3, color: '#333', 'min-zoomed-font-size': 7 } },
  { selector: 'node.centre', style: { 'border-width': 5, 'border-color': CENTRE_RING, 'font-weight': 'bold' } },
  { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#000' } },
  { selector: 'edge', style: { width: 1, 'line-color': '#aaa', 'target-arrow-color': '#aaa', 'target-arrow-shape': 'triangle', 'arrow-scale': 0.7, 'curve-style': 'haystack' } },
  { selector: 'node.path', style: { 'border-width': 4, 'border-color': PATH_BLUE } },
  { selector: 'edge.path', style: { width: 4, 'line-color': PATH_BLUE, 'target-arrow-color': PATH_BLUE, 'z-index': 10 } },
];

export function CitationGraph({ neighbourhood, selected, onSelect, highlighted }: CitationGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const graph = useRef<Core | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = container.current!;
    const started = performance.now();
    const cy = cytoscape({
      container: element,
      elements: elementsOf(neighbourhood),
      style: STYLE,
      layout: { name: 'concentric', concentric: (node) => 3 - Number(node.data('depth')), levelWidth: () => 1, minNodeSpacing: 8, animate: false },
      wheelSensitivity: 0.3,
    });
    cy.one('render', () => {
      element.dataset.drawMs = String(Math.round(performance.now() - started));
    });
    cy.on('tap', 'node', (event) => select.current(event.target.id()));
    graph.current = cy;
    element.dataset.drawnNodes = String(cy.nodes().length);
    element.dataset.drawnEdges = String(cy.edges().length);
    element.dataset.centre = neighbourhood.centre.id;
    return () => {
      cy.destroy();
      graph.current = null;
    };
  }, [neighbourhood]);

  useEffect(() => {
    const cy = graph.current;
    if (!cy) return;
    cy.nodes().unselect();
    if (selected) cy.getElementById(selected).select();
  }, [selected, neighbourhood]);

  useEffect(() => {
    const cy = graph.current;
    if (!cy) return;
    cy.elements().removeClass('path');
    // A path may run through papers the drawing left out: only the drawn part is marked.
    const marked = highlighted.map((id) => cy.getElementById(id)).filter((element) => element.nonempty());
    marked.forEach((element) => element.addClass('path'));
    container.current!.dataset.highlighted = String(marked.length);
  }, [highlighted, neighbourhood]);

  return <div ref={container} className="citation-graph" role="img" aria-label={`Citation graph of ${neighbourhood.nodes.length + 1} papers and ${neighbourhood.edges.length} citations around ${neighbourhood.centre.title}; every paper is listed under “Papers drawn” and ranked under “Influence”`} />;
}
