/**
 * "Papers drawn": every paper of a map as a list, the keyboard's way into the drawing (a canvas
 * has no focusable parts). A paper's button opens its panel; focusing or hovering it shows its
 * card on the map.
 */
import type { GraphNode } from './neighbourhood-query';

export function DrawnPapers({ papers, selected, onSelect, onFocus, note }: { papers: readonly GraphNode[]; selected: string | null; onSelect: (id: string) => void; onFocus: (id: string | null) => void; note: (paper: GraphNode) => string }) {
  return (
    <>
      <h2>Papers drawn</h2>
      <ol className="graph-nodes">
        {papers.map((p) => (
          <li key={p.id} data-id={p.id} data-depth={p.depth}>
            <button type="button" aria-pressed={p.id === selected} onClick={() => onSelect(p.id)} onFocus={() => onFocus(p.id)} onBlur={() => onFocus(null)} onMouseEnter={() => onFocus(p.id)} onMouseLeave={() => onFocus(null)}>
              {p.paper.shortLabel}
            </button>{' '}
            {p.title} · {p.citationCount} citations · {note(p)}
          </li>
        ))}
      </ol>
    </>
  );
}
