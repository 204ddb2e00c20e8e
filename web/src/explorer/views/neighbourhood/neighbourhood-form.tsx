import { useState } from 'react';
import { findPapers } from '../../search/finders';
import { SearchBox } from '../../search/search-box';
import { writeParams } from '../../url-state';
import { DIRECTIONS } from './neighbourhood-query';

/**
 * The paper (found by title words or any id: picking it draws at once), then depth, direction,
 * year window and limit, applied together by Draw; the whole is one shareable URL.
 */
export function NeighbourhoodForm({ search }: { search: URLSearchParams }) {
  const paper = search.get('paper') ?? '';
  const [depth, setDepth] = useState(search.get('depth') ?? '1');
  const [direction, setDirection] = useState(search.get('direction') ?? 'BOTH');
  const [yearFrom, setYearFrom] = useState(search.get('yearFrom') ?? '');
  const [yearTo, setYearTo] = useState(search.get('yearTo') ?? '');
  const [limit, setLimit] = useState(search.get('limit') ?? '');
  const draw = (paperId: string) =>
    writeParams({ paper: paperId, depth, direction, yearFrom: yearFrom.trim(), yearTo: yearTo.trim(), limit: limit.trim(), selected: undefined, path: undefined, expand: undefined }, 'push');
  return (
    <form
      className="neighbourhood-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (paper !== '') draw(paper);
      }}
    >
      <SearchBox
        label="Paper"
        find={findPapers}
        initialText={paper}
        placeholder="title words, DOI, arXiv, OpenAlex or ACL id"
        nothingFound="No stored paper matches."
        onPick={(picked) => draw(picked.id)}
      />
      <label>
        Depth{' '}
        <select value={depth} onChange={(event) => setDepth(event.target.value)}>
          {['1', '2', '3'].map((d) => (
            <option key={d} value={d}>
              {d} {d === '1' ? 'hop' : 'hops'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Follow{' '}
        <select value={direction} onChange={(event) => setDirection(event.target.value)}>
          {DIRECTIONS.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        From year <input inputMode="numeric" size={5} value={yearFrom} onChange={(event) => setYearFrom(event.target.value)} />
      </label>
      <label>
        To year <input inputMode="numeric" size={5} value={yearTo} onChange={(event) => setYearTo(event.target.value)} />
      </label>
      <label>
        Most papers <input inputMode="numeric" size={4} value={limit} onChange={(event) => setLimit(event.target.value)} placeholder="server's" />
      </label>
      <button type="submit" disabled={paper === ''}>
        Draw
      </button>
    </form>
  );
}
