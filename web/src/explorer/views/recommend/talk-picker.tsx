import { useId, useState } from 'react';
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';

const TALKS = `query Talks($first: Int!) { talks(first: $first) { totalCount edges { node { id title year } } pageInfo { hasNextPage } } }`;
const PAGE = 100;

interface Talks {
  talks: { totalCount: number; edges: { node: { id: string; title: string; year: number } }[]; pageInfo: { hasNextPage: boolean } };
}

/** The stored talks as a list to pick from; grows by a page at a time. */
export function TalkPicker({ selected, onPick }: { selected: string | null; onPick: (talkId: string) => void }) {
  const [shown, setShown] = useState(PAGE);
  const selectId = useId();
  const loaded = useGraphQL<Talks>(TALKS, { first: shown });
  if (loaded.state === 'failed') return <ErrorMessage error={loaded.error} />;
  if (loaded.state !== 'done') return <p className="status">Loading talks…</p>;
  const { talks } = loaded.data;
  if (talks.totalCount === 0) return <p className="empty">No talks are stored yet: ingest some to recommend for them.</p>;
  return (
    <div className="talk-picker">
      <label htmlFor={selectId}>Talk</label>
      <select id={selectId} value={selected ?? ''} onChange={(event) => event.target.value && onPick(event.target.value)}>
        <option value="">Choose one of {talks.totalCount} talks…</option>
        {talks.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.title} ({node.year})
          </option>
        ))}
      </select>
      {talks.pageInfo.hasNextPage && (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          More talks
        </button>
      )}
    </div>
  );
}
