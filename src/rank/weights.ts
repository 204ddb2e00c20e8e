/** Fusion weights: defaults, per-request overrides, validation. Pure. */
import { invalidArgument } from '../errors/refgraph-error';
import { Feature, FEATURES } from './features';

export type Weights = Record<Feature, number>;

/** Largest weight accepted: weights are relative, this only catches typos like 1e9. */
export const MAX_WEIGHT = 100;

export function checkedWeights(defaults: Weights, overrides: Partial<Record<Feature, number | null | undefined>> = {}): Weights {
  const weights = { ...defaults };
  for (const feature of FEATURES) {
    const value = overrides[feature];
    if (value === undefined || value === null) continue;
    if (!Number.isFinite(value) || value < 0 || value > MAX_WEIGHT) {
      throw invalidArgument(`weights.${feature}`, `must be a number in [0, ${MAX_WEIGHT}], got ${value}`);
    }
    weights[feature] = value;
  }
  if (FEATURES.every((feature) => weights[feature] === 0)) throw invalidArgument('weights', 'at least one weight must be positive');
  return weights;
}
