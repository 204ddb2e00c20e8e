/**
 * The cells every results table shows for a paper: title with authors, id and the collection's
 * accept/reject control, year, venue; and their headers.
 */
import { CollectionToggle } from './collection/collection-toggle';

export interface ShownPaper {
  id: string;
  title: string;
  year: number;
  authors: { name: string }[];
  venue?: { name: string } | null;
}

export function PaperCells({ paper }: { paper: ShownPaper }) {
  return (
    <>
      <td>
        <span className="title">{paper.title}</span>
        <span className="authors">{paper.authors.map((a) => a.name).join(', ')}</span>
        <code className="id">{paper.id}</code>
        <CollectionToggle paper={paper} />
      </td>
      <td className="number">{paper.year}</td>
      <td>{paper.venue?.name ?? '—'}</td>
    </>
  );
}

export function PaperColumnHeaders() {
  return (
    <>
      <th scope="col">Paper</th>
      <th scope="col">Year</th>
      <th scope="col">Venue</th>
    </>
  );
}
