/**
 * Fits the learned ranker (rank/learned/ranker-model.ts) on judged queries' candidate pools:
 * a perceptron with two hidden ReLU layers over the normalised RANKER_FEATURES, trained with a
 * listwise loss, one query a step. Pure: pools in, ranker out; the same pools and options give
 * the same ranker, to the last bit (seeded initialisation and query order).
 *
 * Loss of one query: softmax cross-entropy of its candidates' scores against its relevant
 * candidates, L = −(1/|R|) Σ_{r∈R} log softmax(s)_r (ListNet with the relevant papers as the
 * target; queries with no relevant candidate teach nothing and are skipped). Backpropagation is
 * written out (checked against finite differences in test/unit/rank/learned-ranker.test.ts):
 * a few hundred weights need no autograd library, and the trainer then runs wherever the server
 * runs, without the PyTorch venv.
 */
import { derivedSeed, mulberry32 } from '../../common/random';
import { RANKER_FEATURES, RankerFeature } from '../features';
import type { TuningQuery } from '../tuning/tuning-query';
import type { LearnedRanker } from './ranker-model';

export interface RankerFitOptions {
  /** Units in each of the two hidden layers. */
  hidden: number;
  /** Passes over the queries. */
  epochs: number;
  learningRate: number;
  seed: number;
}

export const DEFAULT_RANKER_FIT: RankerFitOptions = { hidden: 16, epochs: 5, learningRate: 1e-3, seed: 25 };

/** One query as the fitter reads it: candidate-major features and which candidates are relevant. */
export interface RankerExample {
  values: Float64Array;
  relevant: Uint8Array;
}

export function rankerExample(query: TuningQuery): RankerExample {
  const values = new Float64Array(query.candidates.length * RANKER_FEATURES.length);
  query.candidates.forEach((candidate, i) => RANKER_FEATURES.forEach((feature: RankerFeature, f) => (values[i * RANKER_FEATURES.length + f] = candidate.features[feature] ?? 0)));
  return { values, relevant: Uint8Array.from(query.candidates, (c) => (query.relevant.has(c.paperId) ? 1 : 0)) };
}

/** The model's parameters in one array (layer by layer: weights row-major, then biases), with views per layer. */
export interface RankerParameters {
  flat: Float64Array;
  layers: { inputs: number; outputs: number; weights: Float64Array; bias: Float64Array }[];
}

/** Zeros laid out for these layer sizes (inputs first): a model to initialise, or a gradient to add into. */
export function rankerParameters(sizes: readonly number[]): RankerParameters {
  const total = sizes.slice(1).reduce((sum, outputs, i) => sum + outputs * sizes[i]! + outputs, 0);
  const array = new Float64Array(total);
  let offset = 0;
  const layers = sizes.slice(1).map((outputs, i) => {
    const inputs = sizes[i]!;
    const weights = array.subarray(offset, offset + outputs * inputs);
    const bias = array.subarray(offset + outputs * inputs, offset + outputs * inputs + outputs);
    offset += outputs * inputs + outputs;
    return { inputs, outputs, weights, bias };
  });
  return { flat: array, layers };
}

/** He-uniform weights (bound √(6 / inputs)) from the seed, biases 0. */
export function initialRankerParameters(sizes: readonly number[], seed: number): RankerParameters {
  const model = rankerParameters(sizes);
  const random = mulberry32(derivedSeed(seed, 'ranker-init'));
  for (const layer of model.layers) {
    const bound = Math.sqrt(6 / layer.inputs);
    for (let k = 0; k < layer.weights.length; k++) layer.weights[k] = (2 * random() - 1) * bound;
  }
  return model;
}

/** One query's loss and, when `gradient` is given, its gradient added into it. */
export function queryLoss(model: RankerParameters, example: RankerExample, gradient?: RankerParameters): number {
  const n = example.relevant.length;
  const positives = example.relevant.reduce((sum, r) => sum + r, 0);
  if (positives === 0) return 0;
  // Forward, keeping every layer's activations (candidate-major). The loops read locals, not the
  // layer's fields: V8 cannot hoist those loads past the typed-array writes, and they were half the fit.
  const activations: Float64Array[] = [example.values];
  model.layers.forEach(({ inputs, outputs, weights, bias }, depth) => {
    const last = depth === model.layers.length - 1;
    const input = activations[depth]!;
    const output = new Float64Array(n * outputs);
    for (let c = 0; c < n; c++) {
      const row = c * inputs;
      for (let o = 0; o < outputs; o++) {
        const column = o * inputs;
        let sum = bias[o]!;
        for (let i = 0; i < inputs; i++) sum += weights[column + i]! * input[row + i]!;
        output[c * outputs + o] = last || sum > 0 ? sum : 0;
      }
    }
    activations.push(output);
  });
  const scores = activations[activations.length - 1]!;
  let top = -Infinity;
  for (let c = 0; c < n; c++) top = Math.max(top, scores[c]!);
  let total = 0;
  for (let c = 0; c < n; c++) total += Math.exp(scores[c]! - top);
  const logSum = top + Math.log(total);
  let loss = 0;
  for (let c = 0; c < n; c++) if (example.relevant[c]) loss -= (scores[c]! - logSum) / positives;
  if (gradient === undefined) return loss;

  // Backward: dL/ds_c = softmax(s)_c − y_c, then through each layer (ReLU passes where its output is > 0).
  let upstream = Float64Array.from({ length: n }, (_, c) => Math.exp(scores[c]! - logSum) - (example.relevant[c] ? 1 / positives : 0));
  for (let depth = model.layers.length - 1; depth >= 0; depth--) {
    const { inputs, outputs, weights } = model.layers[depth]!;
    const into = gradient.layers[depth]!;
    const input = activations[depth]!;
    // The first layer's inputs are the features: nothing below them to pass a gradient to.
    const below = depth > 0 ? new Float64Array(n * inputs) : undefined;
    for (let c = 0; c < n; c++) {
      const row = c * inputs;
      for (let o = 0; o < outputs; o++) {
        const g = upstream[c * outputs + o]!;
        if (g === 0) continue;
        const column = o * inputs;
        into.bias[o]! += g;
        for (let i = 0; i < inputs; i++) into.weights[column + i]! += g * input[row + i]!;
        if (below !== undefined) for (let i = 0; i < inputs; i++) below[row + i]! += g * weights[column + i]!;
      }
    }
    if (below === undefined) break;
    for (let k = 0; k < below.length; k++) if (input[k]! <= 0) below[k] = 0;
    upstream = below;
  }
  return loss;
}

const ADAM_BETA1 = 0.9;
const ADAM_BETA2 = 0.999;
const ADAM_EPSILON = 1e-8;

function asRanker(model: RankerParameters): LearnedRanker {
  return {
    features: [...RANKER_FEATURES],
    layers: model.layers.map((layer) => ({
      weights: Array.from({ length: layer.outputs }, (_, o) => Array.from(layer.weights.subarray(o * layer.inputs, (o + 1) * layer.inputs))),
      bias: Array.from(layer.bias),
    })),
  };
}

export interface FittedRanker {
  ranker: LearnedRanker;
  /** Mean loss over the queries with a relevant candidate, before training and after each epoch. */
  losses: number[];
  /** Queries trained on (those with a relevant candidate in their pool). */
  queries: number;
}

function meanLoss(model: RankerParameters, examples: readonly RankerExample[]): number {
  return examples.reduce((sum, example) => sum + queryLoss(model, example), 0) / examples.length;
}

/** Adam, one query a step, queries in a seeded order each epoch. */
export function fitRanker(queries: readonly TuningQuery[], options: RankerFitOptions): FittedRanker {
  const examples = queries.map(rankerExample).filter((example) => example.relevant.some((r) => r === 1));
  const sizes = [RANKER_FEATURES.length, options.hidden, options.hidden, 1];
  const model = initialRankerParameters(sizes, options.seed);
  const moment = new Float64Array(model.flat.length);
  const energy = new Float64Array(model.flat.length);
  const random = mulberry32(derivedSeed(options.seed, 'ranker-order'));
  const losses = [examples.length === 0 ? 0 : meanLoss(model, examples)];
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const order = examples.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const gradient = rankerParameters(sizes);
      queryLoss(model, examples[index]!, gradient);
      step++;
      const momentCorrection = 1 - ADAM_BETA1 ** step;
      const energyCorrection = 1 - ADAM_BETA2 ** step;
      for (let k = 0; k < model.flat.length; k++) {
        const g = gradient.flat[k]!;
        moment[k] = ADAM_BETA1 * moment[k]! + (1 - ADAM_BETA1) * g;
        energy[k] = ADAM_BETA2 * energy[k]! + (1 - ADAM_BETA2) * g * g;
        model.flat[k]! -= (options.learningRate * (moment[k]! / momentCorrection)) / (Math.sqrt(energy[k]! / energyCorrection) + ADAM_EPSILON);
      }
    }
    losses.push(examples.length === 0 ? 0 : meanLoss(model, examples));
  }
  return { ranker: asRanker(model), losses, queries: examples.length };
}

/** For the gradient check: the parameters of a fitter's model laid out as fitRanker lays them. */
