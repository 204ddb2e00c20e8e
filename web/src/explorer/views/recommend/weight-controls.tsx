import { useSearch, writeParams } from '../../url-state';
import { featureColour } from './feature-colours';
import { FEATURES, Fusion, FUSION_NAMES, WEIGHT_PARAM_PREFIX, weightOverrides } from './recommend-query';

const MAX_WEIGHT = 5;

/**
 * One slider per feature and the fusion switch, offering the fusions the server serves. A moved
 * slider writes its weight to the URL (replacing the history entry: dragging is one edit), which
 * re-ranks through the API's `weights` argument; unmoved features show the weights the server
 * reported in effect. The learned ranker reads no weights, so under it the sliders rest.
 */
export function WeightControls({ effective, fusion, served }: { effective: Record<string, number>; fusion: string | undefined; served: readonly Fusion[] }) {
  const search = useSearch();
  const overrides = weightOverrides(search);
  const chosen = search.get('fusion') ?? fusion;
  const learned = chosen === 'LEARNED';
  return (
    <section className="weights" aria-label="Ranking weights">
      <fieldset className="choices">
        <legend>Fusion</legend>
        {served.map((method) => (
          <label key={method}>
            <input type="radio" name="fusion" value={method} checked={chosen === method} onChange={() => writeParams({ fusion: method }, 'replace')} /> {FUSION_NAMES[method]}
          </label>
        ))}
      </fieldset>
      {learned && <p className="learned-note">The learned ranker weighs each feature by the others and reads no weights: a bar shows each feature's share of the score (Shapley values; a part left of the line lowered it).</p>}
      {FEATURES.map((feature) => {
        const value = overrides[feature] ?? effective[feature] ?? 0;
        return (
          <label key={feature} className="weight">
            <span className="swatch" style={{ background: featureColour(feature) }} />
            <span className="name">{feature}</span>
            <input
              type="range"
              min={0}
              max={MAX_WEIGHT}
              step={0.05}
              value={value}
              disabled={learned}
              aria-label={`${feature} weight`}
              onChange={(event) => writeParams({ [WEIGHT_PARAM_PREFIX + feature]: event.target.value }, 'replace')}
            />
            <output>{value.toFixed(2)}</output>
          </label>
        );
      })}
      <button type="button" onClick={() => writeParams(Object.fromEntries(FEATURES.map((f) => [WEIGHT_PARAM_PREFIX + f, undefined]).concat([['fusion', undefined]])), 'replace')}>
        Server defaults
      </button>
    </section>
  );
}
