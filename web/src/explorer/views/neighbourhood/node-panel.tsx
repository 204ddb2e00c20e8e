import type { ReactNode } from 'react';
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { CollectionToggle } from '../../collection/collection-toggle';

const PAPER_DETAILS = `query PaperDetails($id: ID!) {
  paper(id: $id) { id title year abstract venue { name } authors { name } }
  coCited(paperId: $id, first: 5) { shared paper { id title year } }
  coupled(paperId: $id, first: 5) { shared paper { id title year } }
}`;

interface Related {
  shared: number;
  paper: { id: string; title: string; year: number };
}

interface PaperDetails {
  paper: { id: string; title: string; year: number; abstract: string | null; venue: { name: string } | null; authors: { name: string }[] } | null;
  coCited: Related[];
  coupled: Related[];
}

/**
 * The clicked paper: what it is, what it is read with (co-cited, coupled; each can be accepted or
 * rejected as any listed paper), and what the map it was clicked in can do with it (`actions`).
 */
export function NodePanel({ paperId, actions }: { paperId: string; actions: ReactNode }) {
  const loaded = useGraphQL<PaperDetails>(PAPER_DETAILS, { id: paperId });
  return (
    <aside className="node-panel" aria-label="Selected paper">
      {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
      {loaded.state === 'loading' && <p className="status">Loading the paper…</p>}
      {loaded.state === 'done' && !loaded.data.paper && <p className="empty">This paper is not in the corpus any more.</p>}
      {loaded.state === 'done' && loaded.data.paper && (
        <>
          <h2>{loaded.data.paper.title}</h2>
          <p>
            {loaded.data.paper.year}
            {loaded.data.paper.venue ? `, ${loaded.data.paper.venue.name}` : ''} · <code>{loaded.data.paper.id}</code>
          </p>
          <p className="authors">{loaded.data.paper.authors.map((a) => a.name).join(', ') || 'No authors recorded.'}</p>
          <CollectionToggle paper={loaded.data.paper} />
          {actions}
          <p className="abstract">{loaded.data.paper.abstract ?? 'No abstract recorded.'}</p>
          <RelatedList title="Co-cited with it (papers citing both)" related={loaded.data.coCited} />
          <RelatedList title="Coupled with it (references in common)" related={loaded.data.coupled} />
        </>
      )}
    </aside>
  );
}

function RelatedList({ title, related }: { title: string; related: Related[] }) {
  return (
    <>
      <h3>{title}</h3>
      {related.length === 0 ? (
        <p className="empty">None.</p>
      ) : (
        <ul>
          {related.map((r) => (
            <li key={r.paper.id} data-id={r.paper.id}>
              {r.paper.title} ({r.paper.year}) · {r.shared} shared <CollectionToggle paper={r.paper} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
