/**
 * The map's labels ("Devlin 2019") as HTML over the drawing, placed by label-placement.ts after
 * every pan, zoom or growth of the map: text a test can measure and a reader can zoom into,
 * unlike labels painted into the canvas, which cytoscape draws even where they overlap.
 */
import type { Core, NodeSingular } from 'cytoscape';
import { placeLabels } from './label-placement';

const FONT = '11px system-ui, sans-serif';
const CENTRE_FONT = 'bold 11px system-ui, sans-serif';
const LABEL_HEIGHT = 14;
/** Left and right padding inside a label's box. */
const PADDING = 2;

let measuring: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

function textWidth(text: string, font: string): number {
  const key = `${font}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    measuring ??= document.createElement('canvas').getContext('2d');
    if (measuring) measuring.font = font;
    width = Math.ceil((measuring?.measureText(text).width ?? text.length * 6.5) + 2 * PADDING);
    widths.set(key, width);
  }
  return width;
}

/** Best-ranked first: the centre, the selected paper, a collection's own papers, then the most cited. */
function rank(a: NodeSingular, b: NodeSingular): number {
  const weight = (node: NodeSingular) => (node.hasClass('centre') ? 3 : node.selected() ? 2 : node.hasClass('collected') ? 1 : 0);
  return weight(b) - weight(a) || Number(b.data('citations')) - Number(a.data('citations')) || (a.id() < b.id() ? -1 : 1);
}

/** Places the labels now; returns how many are shown. */
export function placeMapLabels(cy: Core, layer: HTMLElement): number {
  const nodes = cy.nodes().toArray().sort(rank);
  const requests = nodes.map((node) => {
    const { x, y } = node.renderedPosition();
    const font = node.hasClass('centre') ? CENTRE_FONT : FONT;
    return { id: node.id(), x, y, radius: node.renderedWidth() / 2, width: textWidth(String(node.data('label')), font), height: LABEL_HEIGHT, required: node.hasClass('centre') };
  });
  const placed = placeLabels(requests, { width: layer.clientWidth, height: layer.clientHeight });
  const existing = new Map([...layer.children].map((child) => [(child as HTMLElement).dataset.id!, child as HTMLElement]));
  for (const node of nodes) {
    let label = existing.get(node.id());
    if (label === undefined) {
      label = document.createElement('span');
      label.className = node.hasClass('centre') ? 'map-label centre' : 'map-label';
      label.dataset.id = node.id();
      label.textContent = String(node.data('label'));
      layer.appendChild(label);
    }
    existing.delete(node.id());
    const box = placed.get(node.id());
    label.hidden = box === undefined;
    if (box) label.style.cssText = `left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px`;
  }
  for (const gone of existing.values()) gone.remove();
  return placed.size;
}
