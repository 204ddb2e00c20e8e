/**
 * Influence of the drawn papers: PageRank over the drawn set and the citations among them (the
 * API's `influence`), as a table sortable by each column (by keyboard too: the headers are buttons).
 */
import { useState } from 'react';
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { INFLUENCE, Influential, sortedInfluence, SortKey } from './influence-query';
import { TableScroll } from '../../table-scroll';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'rank', label: 'Rank' },
  { key: 'title', label: 'Paper' },
  { key: 'year', label: 'Year' },
  { key: 'share', label: 'PageRank share' },
  { key: 'inDegree', label: 'Cited here' },
];

export function InfluenceList({ paperIds, onSelect }: { paperIds: string[]; onSelect: (id: string) => void }) {
  const loaded = useGraphQL<{ influence: Influential[] }>(INFLUENCE, paperIds.length > 1 ? { paperIds, first: paperIds.length } : null);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'rank', descending: false });
  if (paperIds.length < 2) return null;
  const order = (key: SortKey) => setSort((current) => ({ key, descending: current.key === key ? !current.descending : key !== 'rank' && key !== 'title' }));
  return (
    <section className="influence" aria-label="Influence of the drawn papers">
      <h2>Influence among the drawn papers</h2>
      {loaded.state === 'loading' && <p className="status">Computing PageRank…</p>}
      {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
      {loaded.state === 'done' && (
        <TableScroll label="Influence table">
          <table className="influence-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.key} aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                    <button type="button" onClick={() => order(column.key)}>
                      {column.label}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sortedInfluence(loaded.data.influence, sort.key, sort.descending).map((row) => (
                <tr key={row.paper.id} data-id={row.paper.id}>
                  <td>{row.rank}</td>
                  <td>
                    <button type="button" className="link" onClick={() => onSelect(row.paper.id)}>
                      {row.paper.title}
                    </button>
                  </td>
                  <td>{row.paper.year}</td>
                  <td>{(row.share * 100).toFixed(1)}%</td>
                  <td>{row.inDegree}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
