/**
 * The map's prior works (the papers its papers cite most) and derivative works (the papers citing
 * most of them), as Connected Papers lists them beside its graph. A drawn paper opens its panel;
 * another opens its own map. Each can be accepted into the collection or rejected.
 */
import { CollectionToggle } from '../../collection/collection-toggle';
import { writeParams } from '../../url-state';
import type { MapNeighbour } from './neighbourhood-query';

export function MapWorks({ prior, derivative, drawn, total, onSelect }: { prior: MapNeighbour[]; derivative: MapNeighbour[]; drawn: ReadonlySet<string>; total: number; onSelect: (id: string) => void }) {
  return (
    <div className="map-works">
      <WorkList title="Prior works" caption={`cited by most of the ${total} drawn papers`} works={prior} says={(n) => `${n} of the drawn papers cite it`} drawn={drawn} onSelect={onSelect} />
      <WorkList title="Derivative works" caption="citing most of the drawn papers" works={derivative} says={(n) => `it cites ${n} of the drawn papers`} drawn={drawn} onSelect={onSelect} />
    </div>
  );
}

function WorkList({ title, caption, works, says, drawn, onSelect }: { title: string; caption: string; works: MapNeighbour[]; says: (papers: number) => string; drawn: ReadonlySet<string>; onSelect: (id: string) => void }) {
  return (
    <section className="works" aria-label={title}>
      <h2>
        {title} <span className="caption">{caption}</span>
      </h2>
      {works.length === 0 ? (
        <p className="empty">None.</p>
      ) : (
        <ol>
          {works.map(({ paper, papers }) => (
            <li key={paper.id} data-id={paper.id}>
              <button type="button" className="link" onClick={() => (drawn.has(paper.id) ? onSelect(paper.id) : writeParams({ view: 'neighbourhood', paper: paper.id, selected: undefined, path: undefined, expand: undefined }, 'push'))}>
                {paper.shortLabel}
              </button>{' '}
              <span className="detail">
                {paper.title} · {says(papers)}
                {drawn.has(paper.id) ? '' : ' · not drawn: opens its map'}
              </span>{' '}
              <CollectionToggle paper={paper} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
