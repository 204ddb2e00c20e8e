/**
 * The learned ranker: a small multilayer perceptron (ReLU between layers, one output) from a
 * candidate's normalised features to a score, fitted on judged queries by `refgraph train
 * ranker` (ranker-fit.ts). A few hundred weights, so it is served as plain JSON and
 * scored in TypeScript: no runtime is worth its start-up here. Pure.
 *
 * Its inputs are RANKER_FEATURES, or FEATURES alone for a file fitted before the ranker-only
 * features existed (2026-12-03): such a file is served as it was fitted.
 */
import { RefgraphError } from '../../errors/refgraph-error';
import { FEATURES, RANKER_FEATURES, RankerFeature } from '../features';

/** The input lists a ranker file may have, in this order. */
export const RANKER_INPUTS: readonly (readonly RankerFeature[])[] = [RANKER_FEATURES, FEATURES];

export interface DenseLayer {
  /** weights[o][i]: from input i to output o. */
  weights: number[][];
  bias: number[];
}

export interface LearnedRanker {
  /** The input order: one of RANKER_INPUTS (a file written for other features is refused). */
  features: readonly RankerFeature[];
  layers: DenseLayer[];
}

/**
 * The model as a function of one candidate's features (in the ranker's `features` order), its weights flattened and
 * its activations kept in buffers it reuses: explaining a page of results calls it 2^inputs times
 * a result (256 for eight inputs), so it allocates nothing per call. Not reentrant (one buffer set), which a synchronous
 * caller never needs.
 */
export function rankerScorer(ranker: LearnedRanker): (features: ArrayLike<number>) => number {
  const layers = ranker.layers.map((layer) => ({
    inputs: layer.weights[0]!.length,
    outputs: layer.weights.length,
    weights: Float64Array.from(layer.weights.flat()),
    bias: Float64Array.from(layer.bias),
    activations: new Float64Array(layer.weights.length),
  }));
  // The input copied into a typed buffer too, so the loop below reads one kind of array.
  const first = new Float64Array(ranker.features.length);
  return (features) => {
    for (let i = 0; i < first.length; i++) first[i] = features[i]!;
    let input = first;
    for (let depth = 0; depth < layers.length; depth++) {
      const layer = layers[depth]!;
      const last = depth === layers.length - 1;
      for (let o = 0; o < layer.outputs; o++) {
        let sum = layer.bias[o]!;
        for (let i = 0; i < layer.inputs; i++) sum += layer.weights[o * layer.inputs + i]! * input[i]!;
        layer.activations[o] = last || sum > 0 ? sum : 0;
      }
      input = layer.activations;
    }
    return input[0]!;
  };
}

function finiteNumbers(value: unknown, length: number): value is number[] {
  return Array.isArray(value) && value.length === length && value.every((x) => typeof x === 'number' && Number.isFinite(x));
}

/** A ranker read from a file, checked: one of RANKER_INPUTS as inputs, chained layer sizes, one output, finite numbers. */
export function checkedRanker(raw: unknown, source: string): LearnedRanker {
  const invalid = (why: string) => new RefgraphError('CONFIG_INVALID', `learned ranker ${source}: ${why}`, { source });
  const candidate = raw as Partial<LearnedRanker> | null;
  if (candidate === null || typeof candidate !== 'object') throw invalid('not a JSON object');
  const features = RANKER_INPUTS.find((inputs) => Array.isArray(candidate.features) && candidate.features.join(',') === inputs.join(','));
  if (features === undefined) {
    const got = Array.isArray(candidate.features) ? candidate.features.join(', ') : String(candidate.features);
    throw invalid(`its features must be ${RANKER_INPUTS.map((inputs) => inputs.join(', ')).join(' or ')} in this order, got ${got}`);
  }
  const layers = candidate.layers;
  if (!Array.isArray(layers) || layers.length === 0) throw invalid('it has no layers');
  let inputs: number = features.length;
  layers.forEach((layer, depth) => {
    const outputs = Array.isArray(layer?.weights) ? layer.weights.length : 0;
    if (outputs === 0 || !layer.weights.every((row) => finiteNumbers(row, inputs)) || !finiteNumbers(layer.bias, outputs)) {
      throw invalid(`layer ${depth + 1} must hold ${inputs} finite weights per output and one finite bias per output`);
    }
    inputs = outputs;
  });
  if (inputs !== 1) throw invalid(`the last layer must have one output, it has ${inputs}`);
  return { features: [...features], layers: layers.map((layer) => ({ weights: layer.weights.map((row) => [...row]), bias: [...layer.bias] })) };
}
