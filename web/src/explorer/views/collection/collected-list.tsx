/**
 * The accepted papers in the reader's order: Up and Down move one (the focus stays on the moved
 * paper's button, and a status line says where it went), Remove takes it out; Map opens its
 * citation neighbourhood (the map draws one paper's surroundings). The controls sit in the first
 * column, under the place, so a phone shows them without scrolling the table sideways.
 */
import { useEffect, useState } from 'react';
import { forget, moved } from '../../collection/collection';
import { updateCollection } from '../../collection/collection-store';
import { PaperCells, PaperColumnHeaders } from '../../paper-cells';
import { TableScroll } from '../../table-scroll';
import type { CollectedPaper } from './collection-query';

type Move = 'up' | 'down';

export function CollectedList({ ids, papers }: { ids: readonly string[]; papers: ReadonlyMap<string, CollectedPaper | null> }) {
  const [focusAfter, setFocusAfter] = useState<{ id: string; move: Move } | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!focusAfter) return;
    const row = document.querySelector(`tr[data-paper-id="${CSS.escape(focusAfter.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`button[data-move="${focusAfter.move}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    wanted?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const move = (id: string, title: string, direction: Move) => {
    const from = ids.indexOf(id);
    const to = Math.min(ids.length - 1, Math.max(0, from + (direction === 'up' ? -1 : 1)));
    updateCollection((collection) => moved(collection, id, direction === 'up' ? -1 : 1));
    setFocusAfter({ id, move: direction });
    setSaid(`Moved “${title}” to place ${to + 1} of ${ids.length}.`);
  };
  return (
    <>
      <TableScroll label="Collected papers">
        <table className="results collected">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <PaperColumnHeaders />
            </tr>
          </thead>
          <tbody>
            {ids.map((id, index) => {
              const paper = papers.get(id);
              const title = paper?.title ?? id;
              return (
                <tr key={id} data-paper-id={id}>
                  <td className="place">
                    <span className="number">{index + 1}</span>
                    <span className="order-buttons">
                      <button type="button" data-move="up" disabled={index === 0} aria-label={`Move “${title}” up`} onClick={() => move(id, title, 'up')}>
                        Up
                      </button>
                      <button type="button" data-move="down" disabled={index === ids.length - 1} aria-label={`Move “${title}” down`} onClick={() => move(id, title, 'down')}>
                        Down
                      </button>
                      <button type="button" aria-label={`Remove “${title}” from the collection`} onClick={() => updateCollection((collection) => forget(collection, id))}>
                        Remove
                      </button>
                      <a href={`?view=neighbourhood&paper=${encodeURIComponent(id)}`} aria-label={`Map of “${title}”`}>
                        Map
                      </a>
                    </span>
                  </td>
                  {paper ? (
                    <PaperCells paper={paper} />
                  ) : (
                    <td colSpan={3} className={paper === null ? 'empty' : 'status'}>
                      <code className="id">{id}</code> {paper === null ? 'is not in the library.' : 'Reading…'}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="status-line" role="status">
        {said}
      </p>
    </>
  );
}
