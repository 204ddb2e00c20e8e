/**
 * Fits the 'weighted' long-text pooling scorer (embed/long-text-pooling.ts): a long text's window
 * embeddings e_i are averaged with softmax(w·e_i) weights (Talk2Ref's learned weighted mean), and
 * w is trained so that the pooled vector ranks the papers the text cites above the other
 * candidates. Pure: vectors in, weights out. Full-batch Adam from w = 0 (which is mean pooling),
 * no randomness: the same examples and options give the same weights, to the last bit.
 *
 * Loss of one text: InfoNCE over its candidates with every cited paper a positive,
 * L = −(1/|P|) Σ_{g∈P} log softmax(z)_g, z_d = cos(p, v_d) / τ, p = normalise(Σ_i a_i e_i),
 * a = softmax(w·e). Its gradient is written out below (checked against finite differences in
 * test/unit/training/pooling-fit.test.ts); with 384 weights and a few hundred texts no autograd
 * library is needed. The bias of the scorer file stays 0: softmax over windows ignores a shift.
 */
import { poolChunks } from '../embed';
import type { PoolingScorer } from '../embed';
import { averagePrecision, rankByScore } from '../metrics';

export interface PoolingCandidate {
  paperId: string;
  vector: Float32Array;
  cited: boolean;
}

export interface PoolingExample {
  id: string;
  /** The text's window embeddings, as the encoder gives them (L2-normalised). */
  windows: readonly Float32Array[];
  /** The papers it is scored against, its cited papers among them. */
  candidates: readonly PoolingCandidate[];
}

export interface PoolingFitOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty on the weights: keeps them near mean pooling when the data are few. */
  l2: number;
  /** InfoNCE temperature τ. */
  temperature: number;
}

function dotWith(weights: ArrayLike<number>, vector: ArrayLike<number>): number {
  let sum = 0;
  for (let k = 0; k < vector.length; k++) sum += weights[k]! * vector[k]!;
  return sum;
}

function softmaxOf(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** One text's loss and its gradient with respect to the weights (the L2 penalty left out). */
export function poolingLoss(weights: Float64Array, example: PoolingExample, temperature: number): { loss: number; gradient: Float64Array } {
  const { windows, candidates } = example;
  const dimension = weights.length;
  const attention = softmaxOf(windows.map((e) => dotWith(weights, e)));
  const pooled = new Float64Array(dimension);
  windows.forEach((e, i) => {
    for (let k = 0; k < dimension; k++) pooled[k]! += attention[i]! * e[k]!;
  });
  const norm = Math.sqrt(dotWith(pooled, pooled));
  const direction = Float64Array.from(pooled, (x) => x / norm);
  const logits = candidates.map((c) => dotWith(direction, c.vector) / (Math.sqrt(dotWith(c.vector, c.vector)) * temperature));
  const probabilities = softmaxOf(logits);
  const positives = candidates.filter((c) => c.cited).length;
  const top = Math.max(...logits);
  const logSum = top + Math.log(logits.reduce((sum, z) => sum + Math.exp(z - top), 0));
  const loss = candidates.reduce((sum, c, d) => (c.cited ? sum - (logits[d]! - logSum) / positives : sum), 0);

  // dL/dp = Σ_d (π_d − y_d) v̂_d / τ, with y the positives' share.
  const byDirection = new Float64Array(dimension);
  candidates.forEach((c, d) => {
    const scale = (probabilities[d]! - (c.cited ? 1 / positives : 0)) / (Math.sqrt(dotWith(c.vector, c.vector)) * temperature);
    for (let k = 0; k < dimension; k++) byDirection[k]! += scale * c.vector[k]!;
  });
  // Through the normalisation: dL/du = (dL/dp − (p·dL/dp) p) / |u|.
  const along = dotWith(direction, byDirection);
  const byPooled = Float64Array.from(byDirection, (g, k) => (g - along * direction[k]!) / norm);
  // Through the softmax over windows: dL/ds_i = a_i (e_i − u)·dL/du, and ds_i/dw = e_i.
  const gradient = new Float64Array(dimension);
  const pooledTerm = dotWith(pooled, byPooled);
  windows.forEach((e, i) => {
    const bySlope = attention[i]! * (dotWith(e, byPooled) - pooledTerm);
    for (let k = 0; k < dimension; k++) gradient[k]! += bySlope * e[k]!;
  });
  return { loss, gradient };
}

/** Mean loss over the examples with the L2 penalty, and its gradient. */
export function meanPoolingLoss(weights: Float64Array, examples: readonly PoolingExample[], options: Pick<PoolingFitOptions, 'l2' | 'temperature'>): { loss: number; gradient: Float64Array } {
  const gradient = Float64Array.from(weights, (w) => 2 * options.l2 * w);
  let loss = options.l2 * dotWith(weights, weights);
  for (const example of examples) {
    const one = poolingLoss(weights, example, options.temperature);
    loss += one.loss / examples.length;
    for (let k = 0; k < gradient.length; k++) gradient[k]! += one.gradient[k]! / examples.length;
  }
  return { loss, gradient };
}

const ADAM_BETA1 = 0.9;
const ADAM_BETA2 = 0.999;
const ADAM_EPSILON = 1e-8;

/** The weights after `epochs` full-batch Adam steps from 0, and the loss before each step and after the last. */
export function fitPoolingScorer(examples: readonly PoolingExample[], dimension: number, options: PoolingFitOptions): { scorer: PoolingScorer; losses: number[] } {
  const weights = new Float64Array(dimension);
  const moment = new Float64Array(dimension);
  const energy = new Float64Array(dimension);
  const losses: number[] = [];
  for (let step = 1; step <= options.epochs; step++) {
    const { loss, gradient } = meanPoolingLoss(weights, examples, options);
    losses.push(loss);
    for (let k = 0; k < dimension; k++) {
      moment[k] = ADAM_BETA1 * moment[k]! + (1 - ADAM_BETA1) * gradient[k]!;
      energy[k] = ADAM_BETA2 * energy[k]! + (1 - ADAM_BETA2) * gradient[k]! ** 2;
      const corrected = moment[k]! / (1 - ADAM_BETA1 ** step);
      weights[k]! -= (options.learningRate * corrected) / (Math.sqrt(energy[k]! / (1 - ADAM_BETA2 ** step)) + ADAM_EPSILON);
    }
  }
  losses.push(meanPoolingLoss(weights, examples, options).loss);
  return { scorer: { weights: Array.from(weights), bias: 0 }, losses };
}

/** AP@k of one text's candidates ranked by cosine to its pooled vector (mean pooling without a scorer). */
export function pooledAveragePrecision(example: PoolingExample, scorer: PoolingScorer | undefined, k: number): number {
  const pooled = poolChunks(example.windows, scorer ? 'weighted' : 'mean', scorer);
  const scores = new Map(example.candidates.map((c) => [c.paperId, dotWith(pooled, c.vector) / Math.sqrt(dotWith(c.vector, c.vector))]));
  const qrels = new Map(example.candidates.filter((c) => c.cited).map((c) => [c.paperId, 1]));
  return averagePrecision(rankByScore(scores), qrels, k) ?? 0;
}

export interface PoolingFold {
  fold: number;
  /** Texts scored in this fold (fitted on all the others). */
  heldOut: number;
  /** Mean AP@k of the held-out texts with mean pooling and with the scorer fitted without them. */
  mean: number;
  weighted: number;
}

/**
 * k-fold cross-validation by text (texts sorted by id, text i in fold i mod folds): for each
 * fold a scorer is fitted on the other folds and scored against mean pooling on this one.
 */
export function crossValidatePooling(examples: readonly PoolingExample[], dimension: number, options: PoolingFitOptions, folds: number, k: number): PoolingFold[] {
  const sorted = [...examples].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return Array.from({ length: folds }, (_, fold) => {
    const heldOut = sorted.filter((_, i) => i % folds === fold);
    const { scorer } = fitPoolingScorer(
      sorted.filter((_, i) => i % folds !== fold),
      dimension,
      options,
    );
    const meanAp = (score: (e: PoolingExample) => number) => heldOut.reduce((sum, e) => sum + score(e), 0) / heldOut.length;
    return { fold, heldOut: heldOut.length, mean: meanAp((e) => pooledAveragePrecision(e, undefined, k)), weighted: meanAp((e) => pooledAveragePrecision(e, scorer, k)) };
  });
}
