import { writeParams } from '../../url-state';
import { ConceptSearchResult, ConceptState, FacetValue, isActive, languageName, toggledFacet, yearRangeName } from './concept-query';

/**
 * The search's facets, as buttons: a click filters on the value (a year range on its years), a
 * second click removes the filter. With a threshold the counts are the passing hits, of the total.
 */
export function FacetPanel({ state, facets, thresholded }: { state: ConceptState; facets: ConceptSearchResult['facets']; thresholded: boolean }) {
  const group = <B extends { count: number; total: number }>(title: string, buckets: B[], facet: (bucket: B) => FacetValue, label: (bucket: B) => string) => (
    <section className="facet" aria-label={`${title} facet`}>
      <h3>{title}</h3>
      {buckets.length === 0 ? (
        <p className="empty">none</p>
      ) : (
        <ul>
          {buckets.map((bucket) => {
            const value = facet(bucket);
            const active = isActive(state, value);
            return (
              <li key={label(bucket)}>
                <button type="button" aria-pressed={active} data-facet={value.kind} data-value={label(bucket)} onClick={() => writeParams(toggledFacet(state, value), 'push')}>
                  {label(bucket)} <span className="count">{thresholded ? `${bucket.count} of ${bucket.total}` : bucket.count}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
  const filtered = state.documentLanguages.length > 0 || state.yearFrom !== null || state.yearTo !== null || state.fields.length > 0;
  return (
    <aside className="facets" aria-label="Facets">
      <h2>Facets{thresholded ? ' (passing hits)' : ''}</h2>
      {filtered && (
        <button type="button" className="clear-filters" onClick={() => writeParams({ dl: undefined, from: undefined, to: undefined, fields: undefined, p: undefined }, 'push')}>
          Clear filters
        </button>
      )}
      {group('Language', facets.languages, (b) => ({ kind: 'language', value: b.language }), (b) => languageName(b.language))}
      {group('Years', facets.yearRanges, (b) => ({ kind: 'years', from: b.from, to: b.to }), (b) => yearRangeName(b.from, b.to))}
      {group('Field of study', facets.fieldsOfStudy, (b) => ({ kind: 'field', value: b.fieldOfStudy }), (b) => b.fieldOfStudy)}
    </aside>
  );
}
