/**
 * The map's lines drawn on a canvas of their own under cytoscape's, a few strokes in all: one
 * path per look (map-links.ts). As cytoscape edges, the 2,000 citations and 3,000 links of a
 * 500-paper map were most of its first frame (each edge an element: styled, bounded, drawn into
 * the layer cache and again on screen); with no edge elements, cytoscape's set-up fell from
 * 1.4 s to about 0.1–0.3 s and the whole labelled map from 2.8–3.3 s to 0.6–0.7 s (load 20–29,
 * 2026-12-02, docs/notebook/explorer.md). The lines take no clicks: papers do.
 */
import type { Core } from 'cytoscape';
import type { LineBatch } from './map-links';

const CITATION_COLOUR = 'rgb(187 187 187 / 0.7)';
const SIMILAR_COLOUR = 'rgb(154 143 192 / 0.8)';

/** Draws `batches` under the papers as cytoscape shows them now (its zoom and pan), sized to the canvas's box. */
export function drawMapLines(canvas: HTMLCanvasElement, cy: Core, batches: readonly LineBatch[]): void {
  const ratio = window.devicePixelRatio || 1;
  const [width, height] = [canvas.clientWidth, canvas.clientHeight];
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  const zoom = cy.zoom();
  const pan = cy.pan();
  context.setTransform(zoom * ratio, 0, 0, zoom * ratio, pan.x * ratio, pan.y * ratio);
  const at = new Map<string, { x: number; y: number }>();
  cy.nodes().forEach((node) => {
    at.set(node.id(), node.position());
  });
  for (const batch of batches) {
    context.beginPath();
    for (const line of batch.lines) {
      const [from, to] = [at.get(line.source), at.get(line.target)];
      if (!from || !to) continue;
      context.moveTo(from.x, from.y);
      context.lineTo(to.x, to.y);
    }
    context.lineWidth = batch.width;
    context.strokeStyle = batch.similar ? SIMILAR_COLOUR : CITATION_COLOUR;
    context.setLineDash(batch.similar ? [6, 3] : []);
    context.stroke();
  }
}
