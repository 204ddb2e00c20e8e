/**
 * The landing page: one box that finds a paper or a talk (title words, free text, or an id as
 * pasted), and what the library holds, with examples to start from.
 */
import { ErrorMessage } from '../../error-message';
import { findAnything } from '../../search/finders';
import { SearchBox } from '../../search/search-box';
import { CollectionToggle } from '../../collection/collection-toggle';
import { useGraphQL } from '../../use-graphql';
import { writeParams } from '../../url-state';
import { counted, EXAMPLE_PAPERS, EXAMPLE_TALKS, LIBRARY, Library, openedUrl } from './home-query';

const LIBRARY_VARIABLES = { papers: EXAMPLE_PAPERS, talks: EXAMPLE_TALKS };

export default function HomeView() {
  const loaded = useGraphQL<Library>(LIBRARY, LIBRARY_VARIABLES);
  return (
    <div className="home-view">
      <section className="home-search" aria-label="Find a paper or a talk">
        <h2>Find a paper or a talk</h2>
        <SearchBox
          label="Paper or talk"
          find={findAnything}
          placeholder="title words, a DOI, an arXiv, OpenAlex or ACL id"
          nothingFound="Nothing in the library matches."
          onPick={(picked) => {
            const params = new URLSearchParams(openedUrl(picked.kind, picked.id));
            writeParams(Object.fromEntries(params), 'push');
          }}
        />
        <p className="hint">A paper opens on its citation map, a talk on the papers it should cite.</p>
      </section>
      <section className="library" aria-label="The library" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'loading' && <p className="status">Reading the library…</p>}
        {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
        {loaded.state === 'done' && <LibrarySummary library={loaded.data} />}
      </section>
    </div>
  );
}

function LibrarySummary({ library }: { library: Library }) {
  const { papers, talks, venues, fieldsOfStudy } = library;
  return (
    <>
      <p className="holdings">
        The library holds <strong>{counted(papers.totalCount, 'paper', 'papers')}</strong>, <strong>{counted(talks.totalCount, 'talk', 'talks')}</strong>,{' '}
        {counted(venues.totalCount, 'venue', 'venues')} and {counted(fieldsOfStudy.totalCount, 'field of study', 'fields of study')}.
      </p>
      <div className="examples">
        <section aria-labelledby="example-papers">
          <h3 id="example-papers">Most cited papers</h3>
          <ul>
            {papers.edges.map(({ node }) => (
              <li key={node.id} data-id={node.id}>
                <a href={openedUrl('paper', node.id)}>{node.title}</a> <span className="detail">{`${node.authors[0]?.name ?? 'no authors recorded'} · ${node.year} · ${counted(node.citationCount, 'citation', 'citations')}`}</span>
                <CollectionToggle paper={node} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="example-talks">
          <h3 id="example-talks">Talks</h3>
          {talks.totalCount === 0 ? (
            <p className="empty">No talks are stored yet.</p>
          ) : (
            <ul>
              {talks.edges.map(({ node }) => (
                <li key={node.id} data-id={node.id}>
                  <a href={openedUrl('talk', node.id)}>{node.title}</a> <span className="detail">{`${node.speakers.join(', ') || 'talk'} · ${node.year}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
