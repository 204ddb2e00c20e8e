/**
 * Papers like the accepted ones and unlike the rejected ones (`recommendFromPapers`), each naming
 * the collected papers whose retrieval or citations found it. Accepting one adds it to the
 * collection, which asks again with it among the seeds.
 */
import { ErrorMessage } from '../../error-message';
import { PaperCells, PaperColumnHeaders } from '../../paper-cells';
import { TableScroll } from '../../table-scroll';
import { useGraphQL } from '../../use-graphql';
import type { Collection } from '../../collection/collection';
import { CollectedPaper, MAX_SEEDS, RECOMMEND_FROM_COLLECTION, RecommendedFromCollection, seedChoice, shortName } from './collection-query';

export function CollectionRecommendations({ collection, papers }: { collection: Collection; papers: ReadonlyMap<string, CollectedPaper | null> }) {
  const choice = seedChoice(collection);
  const loaded = useGraphQL<{ list: RecommendedFromCollection }>(RECOMMEND_FROM_COLLECTION, choice?.variables ?? null);
  const list = loaded.state === 'done' ? loaded.data.list : loaded.state === 'loading' ? loaded.previous?.list : undefined;
  return (
    <section className="results-area" aria-labelledby="recommended-heading" aria-busy={loaded.state === 'loading'}>
      <h2 id="recommended-heading">Recommended from the collection</h2>
      {choice === null && <p className="empty">Accept a paper to get recommendations like it.</p>}
      {choice !== null && (choice.positivesLeftOut > 0 || choice.negativesLeftOut > 0) && (
        <p className="seed-note">
          The API recommends from at most {MAX_SEEDS} papers of each kind: from your first {MAX_SEEDS} accepted
          {choice.negativesLeftOut > 0 ? ` and your ${MAX_SEEDS} latest rejected` : ''}.
        </p>
      )}
      {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
      {loaded.state === 'loading' && !list && <p className="status">Recommending…</p>}
      {list && choice !== null && loaded.state !== 'failed' && (
        <>
          <p className="summary" data-state={loaded.state}>
            {list.edges.length} papers like your {choice.variables.positiveIds.length} accepted
            {choice.variables.negativeIds.length > 0 ? ` and unlike your ${choice.variables.negativeIds.length} rejected` : ''}, published in or before{' '}
            <strong className="year-cutoff">{list.maxYear}</strong>.{loaded.state === 'loading' && ' Recommending…'}
          </p>
          {list.edges.length === 0 ? (
            <p className="empty">Nothing to recommend: every paper like these is in the collection already.</p>
          ) : (
            <TableScroll label="Recommended papers">
              <table className="results from-collection">
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <PaperColumnHeaders />
                    <th scope="col">Found from</th>
                    <th scope="col" className="number">
                      Score
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.edges.map(({ node }) => (
                    <tr key={node.paper.id} data-paper-id={node.paper.id} data-seeds={node.seeds.join(' ')}>
                      <td className="number">{node.rank}</td>
                      <PaperCells paper={node.paper} />
                      <td>
                        {node.seeds.length === 0 ? (
                          <span className="empty">often cited (no seed found it)</span>
                        ) : (
                          <ul className="seeds" aria-label={`Collected papers that found “${node.paper.title}”`}>
                            {node.seeds.map((seed) => (
                              <li key={seed} data-seed={seed} title={papers.get(seed)?.title ?? seed}>
                                {shortName(papers.get(seed) ?? undefined, seed)}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className="number">{node.score.toFixed(4)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </>
      )}
    </section>
  );
}
