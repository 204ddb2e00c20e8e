/**
 * The reader's collection: the accepted papers in their order (reordered, removed, each with its
 * map), the rejected ones, exports of the accepted papers in that order, and recommendations
 * from them. The collection itself lives in the link and this browser's storage
 * (collection/collection-store.ts), so this page is shareable as it is.
 */
import { lazy, Suspense } from 'react';
import { ErrorMessage } from '../../error-message';
import { forget } from '../../collection/collection';
import { updateCollection, useCollection } from '../../collection/collection-store';
import { ExportButtons } from '../../exports/export-buttons';
import { CollectedList } from './collected-list';
import { CollectionRecommendations } from './collection-recommendations';
import { useCollectedPapers } from './use-collected-papers';

// Cytoscape comes with the map only: a collection with nothing accepted does not load it.
const CollectionMap = lazy(() => import('./collection-map'));

export default function CollectionView() {
  const { collection, linkProblem } = useCollection();
  const { papers, error } = useCollectedPapers([...collection.accepted, ...collection.rejected]);
  const { accepted, rejected } = collection;
  return (
    <div className="collection-view">
      <section aria-labelledby="collection-heading">
        <h2 id="collection-heading">Your collection</h2>
        <p className="summary collection-summary">
          {accepted.length} {accepted.length === 1 ? 'paper' : 'papers'} accepted, {rejected.length} rejected.{' '}
          {linkProblem === null ? 'This page’s address holds the collection: share it as a link. This browser keeps it too.' : ''}
        </p>
        {linkProblem !== null && <p className="link-problem">{linkProblem}</p>}
        {error !== null && <ErrorMessage error={error} />}
        {accepted.length === 0 ? (
          <p className="empty">Nothing accepted yet: accept papers from any list (recommendations, concept search, the bibliography, a paper’s panel on the map).</p>
        ) : (
          <>
            <ExportButtons paperIds={accepted} title="Refgraph collection" />
            <CollectedList ids={accepted} papers={papers} />
          </>
        )}
      </section>
      {rejected.length > 0 && (
        <section aria-labelledby="rejected-heading">
          <h2 id="rejected-heading">Rejected ({rejected.length})</h2>
          <p className="hint">Recommendations from the collection are pushed away from these.</p>
          <ul className="rejected-list">
            {rejected.map((id) => {
              const title = papers.get(id)?.title ?? id;
              return (
                <li key={id} data-paper-id={id}>
                  {title}{' '}
                  <button type="button" aria-label={`Forget the rejection of “${title}”`} onClick={() => updateCollection((c) => forget(c, id))}>
                    Forget
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {accepted.length > 0 && (
        <section aria-labelledby="collection-map-heading" className="collection-map">
          <h2 id="collection-map-heading">Map of the collection</h2>
          <Suspense fallback={<p className="status">Loading the map…</p>}>
            <CollectionMap accepted={accepted} />
          </Suspense>
        </section>
      )}
      <CollectionRecommendations collection={collection} papers={papers} />
    </div>
  );
}
