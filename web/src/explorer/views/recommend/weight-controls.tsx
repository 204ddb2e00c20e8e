import { useSearch, writeParams } from '../../url-state';
import { featureColour } from './feature-colours';
import { FEATURES, FUSIONS, WEIGHT_PARAM_PREFIX, weightOverrides } from './recommend-query';

const MAX_WEIGHT = 5;

/**
 * One slider per feature and the fusion switch. A moved slider writes its weight to the URL
 * (replacing the history entry: dragging is one edit), which re-ranks through the API's
 * `weights` argument; unmoved features show the weights the server reported in effect.
 */
export function WeightControls({ effective, fusion }: { effective: Record<string, number>; fusion: string | undefined }) {
  const search = useSearch();
  const overrides = weightOverrides(search);
  return (
    <section className="weights" aria-label="Ranking weights">
      <fieldset className="choices">
        <legend>Fusion</legend>
        {FUSIONS.map((method) => (
          <label key={method}>
            <input type="radio" name="fusion" value={method} checked={(search.get('fusion') ?? fusion) === method} onChange={() => writeParams({ fusion: method }, 'replace')} /> {method === 'WEIGHTED' ? 'weighted sum' : 'reciprocal rank (RRF)'}
          </label>
        ))}
      </fieldset>
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
