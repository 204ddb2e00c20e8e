/**
 * One vector for a text longer than a model window, from the embeddings of its windows
 * (chunks). Pure. Every mode returns an L2-normalised vector.
 *
 * - truncate: the first window only (what a plain encode of the text sees);
 * - mean: the mean of the chunk embeddings;
 * - max: the element-wise maximum;
 * - weighted: a softmax(w·e_i + b) weighted mean, the weights coming from a small linear scorer.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { dot, l2Normalise } from './pooling';

export const LONG_TEXT_POOLING_MODES = ['truncate', 'mean', 'max', 'weighted'] as const;
export type LongTextPooling = (typeof LONG_TEXT_POOLING_MODES)[number];

/**
 * A linear scorer of chunk embeddings. The bias is part of the usual linear-scorer form (and of
 * the weights file), but softmax over chunks is shift-invariant, so it never changes the result.
 */
export interface PoolingScorer {
  weights: readonly number[];
  bias: number;
}

/** A scorer is required by 'weighted' and refused by the other modes, which would ignore it. */
export function checkPoolingScorer(pooling: LongTextPooling, scorer: PoolingScorer | undefined, dimension: number): void {
  if ((pooling === 'weighted') !== (scorer !== undefined)) {
    throw invalidArgument('scorer', pooling === 'weighted' ? "'weighted' pooling needs a scorer" : `'${pooling}' pooling takes no scorer`);
  }
  if (scorer && scorer.weights.length !== dimension) {
    throw invalidArgument('scorer', `has ${scorer.weights.length} weights for embeddings of dimension ${dimension}`);
  }
}

export function poolChunks(chunks: readonly Float32Array[], pooling: LongTextPooling, scorer?: PoolingScorer): Float32Array {
  const first = chunks[0];
  if (first === undefined) throw invalidArgument('chunks', 'no chunk embeddings to pool');
  const dimension = first.length;
  if (chunks.some((c) => c.length !== dimension)) throw invalidArgument('chunks', 'chunk embeddings differ in dimension');
  checkPoolingScorer(pooling, scorer, dimension);
  switch (pooling) {
    case 'truncate':
      return l2Normalise(first);
    case 'mean':
      return l2Normalise(weightedSum(chunks, chunks.map(() => 1 / chunks.length)));
    case 'max':
      return l2Normalise(elementwiseMax(chunks));
    case 'weighted':
      return l2Normalise(weightedSum(chunks, softmax(chunks.map((c) => dot(scorer!.weights, c) + scorer!.bias))));
  }
}

export function softmax(scores: readonly number[]): number[] {
  // Subtracting the maximum keeps exp() finite; softmax is unchanged by a shift.
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

function weightedSum(chunks: readonly Float32Array[], weights: readonly number[]): Float64Array {
  const sum = new Float64Array(chunks[0]!.length);
  chunks.forEach((chunk, i) => {
    const w = weights[i]!;
    for (let k = 0; k < sum.length; k++) sum[k]! += w * chunk[k]!;
  });
  return sum;
}

function elementwiseMax(chunks: readonly Float32Array[]): Float32Array {
  const max = Float32Array.from(chunks[0]!);
  for (const chunk of chunks) for (let k = 0; k < max.length; k++) max[k] = Math.max(max[k]!, chunk[k]!);
  return max;
}
