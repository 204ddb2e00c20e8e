/**
 * Concept search: a short query in Catalan, Spanish or English, monolingual or cross-lingual, by
 * words, meaning or both; each hit marked passed or failed against a threshold (the calibrated
 * margin, or a cosine); facets that filter when clicked; pages of ten. The URL is the state.
 */
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch, writeParams } from '../../url-state';
import { ConceptForm } from './concept-form';
import { CONCEPT_SEARCH, conceptState, conceptVariables, ConceptSearchResult, countSentence, MAX_HITS, PAGE_SIZE, pageHits, shownResult } from './concept-query';
import { ConceptResults } from './concept-results';
import { FacetPanel } from './facet-panel';

export default function ConceptView() {
  const state = conceptState(useSearch());
  const loaded = useGraphQL<{ search: ConceptSearchResult }>(CONCEPT_SEARCH, conceptVariables(state));
  const answer = loaded.state === 'done' ? loaded.data.search : loaded.state === 'loading' ? loaded.previous?.search : undefined;
  const result = answer ? shownResult(answer) : undefined;
  const pages = result ? Math.max(1, Math.ceil(Math.min(result.totalCount, MAX_HITS) / PAGE_SIZE)) : 1;
  const thresholded = result?.thresholdScore !== null && result?.thresholdScore !== undefined;
  return (
    <div className="concept-view">
      <ConceptForm state={state} />
      {result && <FacetPanel state={state} facets={result.facets} thresholded={thresholded} />}
      <section className="results-area" aria-label="Concept search results" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'idle' && <p className="status">Type a concept and search.</p>}
        {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
        {loaded.state === 'loading' && !result && <p className="status">Searching…</p>}
        {result && loaded.state !== 'failed' && (
          <>
            <p className="summary" data-state={loaded.state}>
              {summary(result, state.passedOnly)}
              {loaded.state === 'loading' && ' Searching…'}
            </p>
            {result.totalCount === 0 ? (
              <p className="empty">{thresholded ? 'No paper passed the threshold: the corpus has nothing on this concept at this level.' : 'No paper matched.'}</p>
            ) : (
              <>
                <ConceptResults hits={pageHits(result, state.page)} thresholdScore={result.thresholdScore} />
                <nav className="pager" aria-label="Pages">
                  <button type="button" disabled={state.page <= 1} onClick={() => writeParams({ p: state.page - 1 > 1 ? String(state.page - 1) : undefined }, 'push')}>
                    Previous page
                  </button>
                  <span className="page-of">
                    Page {state.page} of {pages}
                  </span>
                  <button type="button" disabled={state.page >= pages} onClick={() => writeParams({ p: String(state.page + 1) }, 'push')}>
                    Next page
                  </button>
                </nav>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function summary(result: ConceptSearchResult, passedOnly: boolean): string {
  const hits = countSentence(result.totalCount, result.totalCountRelation, passedOnly);
  if (result.thresholdScore === null) return `${hits}.`;
  const score = result.thresholdScore === 'MARGIN' ? `the calibrated margin of ${result.model ?? 'the encoder'}` : 'the cosine threshold';
  return `${hits}; ${result.passedCount ?? 0} passed ${score}.`;
}
