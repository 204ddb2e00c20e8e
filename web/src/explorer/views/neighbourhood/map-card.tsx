/** The card of a hovered or focused paper on the map: title, authors, year and venue, citations. */
import type { GraphNode } from './neighbourhood-query';

const CARD_WIDTH = 256;
/** Authors named before "et al.". */
const AUTHORS_SHOWN = 3;

export function MapCard({ paper, at, frame }: { paper: GraphNode; at: { x: number; y: number }; frame: HTMLElement | null }) {
  const width = frame?.clientWidth ?? CARD_WIDTH;
  const height = frame?.clientHeight ?? 0;
  // Beside the paper, turned to the side with room, and never outside the drawing.
  const left = Math.max(0, Math.min(at.x + 14 + CARD_WIDTH > width ? at.x - 14 - CARD_WIDTH : at.x + 14, width - Math.min(CARD_WIDTH, width)));
  const top = Math.max(0, Math.min(at.y - 20, height - 120));
  const authors = paper.paper.authors.map((a) => a.name);
  return (
    <div className="map-card" data-id={paper.id} style={{ left, top, maxWidth: Math.min(CARD_WIDTH, width) }}>
      <strong>{paper.title}</strong>
      <span>{authors.length === 0 ? 'No authors recorded' : `${authors.slice(0, AUTHORS_SHOWN).join(', ')}${authors.length > AUTHORS_SHOWN ? ' et al.' : ''}`}</span>
      <span>
        {paper.year}
        {paper.paper.venue ? ` · ${paper.paper.venue.name}` : ''}
      </span>
      <span>
        {paper.citationCount} {paper.citationCount === 1 ? 'citation' : 'citations'}
      </span>
    </div>
  );
}
