/**
 * Recommendations: pick a talk, a paper or paste text; see the ranked papers with each score's
 * parts, re-rank live with the weights and the fusion method.
 */
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch } from '../../url-state';
import { QuerySource } from './query-source';
import { Fusion, FUSION_NAMES, recommendRequest, RecommendationList, SERVED_FUSIONS } from './recommend-query';
import { ResultsTable } from './results-table';
import { WeightControls } from './weight-controls';
import { shownLanguage } from '../../languages';

/** Slider moves settle this long before the API ranks again. */
const RERANK_DELAY_MS = 150;
/** Every server ranks by these; until it says what else it serves, the switch offers them. */
const ALWAYS_SERVED: readonly Fusion[] = ['WEIGHTED', 'RRF'];
const NO_VARIABLES = {};

export default function RecommendView() {
  const search = useSearch();
  const request = recommendRequest(search);
  const loaded = useGraphQL<{ list: RecommendationList }>(request?.query ?? '', request?.variables ?? null, RERANK_DELAY_MS);
  const list = loaded.state === 'done' ? loaded.data.list : loaded.state === 'loading' ? loaded.previous?.list : undefined;
  const servedLoaded = useGraphQL<{ fusionMethods: Fusion[] }>(SERVED_FUSIONS, NO_VARIABLES);
  const served = servedLoaded.state === 'done' ? servedLoaded.data.fusionMethods : ALWAYS_SERVED;
  const effective = Object.fromEntries((list?.weights ?? []).map((w) => [w.feature, w.weight]));
  return (
    <div className="recommend-view">
      <QuerySource />
      <WeightControls effective={effective} fusion={list?.fusion} served={served} />
      <section className="results-area" aria-label="Recommendations" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'idle' && <p className="status">Choose what to recommend for.</p>}
        {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
        {loaded.state === 'loading' && !list && <p className="status">Ranking…</p>}
        {list && (
          <>
            <p className="summary" data-state={loaded.state}>
              {list.edges.length} papers, fused by {FUSION_NAMES[list.fusion]}; only papers published in or before{' '}
              <strong className="year-cutoff">{list.maxYear}</strong> were candidates.
              {loaded.state === 'loading' && ' Re-ranking…'}
            </p>
            {list.crossLingual && (
              <p className="cross-lingual">
                Written in <strong>{shownLanguage(list.crossLingual.queryLanguage)}</strong>, also searched in <strong>{shownLanguage(list.crossLingual.searchedIn)}</strong>
                {list.crossLingual.translation !== null ? <> as <q className="translation">{list.crossLingual.translation}</q></> : ' through its nearest papers'}.
              </p>
            )}
            {list.edges.length === 0 ? <p className="empty">No paper matched: nothing older than the query was found.</p> : <ResultsTable list={list} />}
          </>
        )}
      </section>
    </div>
  );
}
