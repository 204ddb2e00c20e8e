/**
 * From a model's token states to one vector, and comparing vectors. Pure.
 * Token states are one sequence's rows of the model output: tokens × dimension, row-major.
 */
import { invalidArgument } from '../errors/refgraph-error';

/** Mean of the token states whose mask is 1 (padding and masked tokens do not count). */
export function meanPool(states: Float32Array, mask: ArrayLike<number>, dimension: number): Float32Array {
  if (states.length !== mask.length * dimension) {
    throw invalidArgument('states', `expected ${mask.length} × ${dimension} values, got ${states.length}`);
  }
  // Sum in float64 so the result does not depend on float32 rounding of a long running sum.
  const sum = new Float64Array(dimension);
  let counted = 0;
  for (let t = 0; t < mask.length; t++) {
    if (mask[t] === 0) continue;
    counted++;
    const row = t * dimension;
    for (let k = 0; k < dimension; k++) sum[k]! += states[row + k]!;
  }
  if (counted === 0) throw invalidArgument('mask', 'no token is unmasked');
  return Float32Array.from(sum, (x) => x / counted);
}

/** The first token's state ([CLS] for BERT-style models). */
export function clsPool(states: Float32Array, dimension: number): Float32Array {
  if (states.length < dimension) throw invalidArgument('states', `expected at least one token of ${dimension} values`);
  return states.slice(0, dimension);
}

export function l2Norm(v: ArrayLike<number>): number {
  let squares = 0;
  for (let k = 0; k < v.length; k++) squares += v[k]! * v[k]!;
  return Math.sqrt(squares);
}

/** v / |v|; a zero vector has no direction, so it is an error rather than NaNs. */
export function l2Normalise(v: ArrayLike<number>): Float32Array {
  const norm = l2Norm(v);
  if (norm === 0 || !Number.isFinite(norm)) throw invalidArgument('vector', `cannot normalise a vector of norm ${norm}`);
  return Float32Array.from(v, (x) => x / norm);
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw invalidArgument('vectors', `dimensions differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const norms = l2Norm(a) * l2Norm(b);
  if (norms === 0) throw invalidArgument('vectors', 'cosine is undefined for a zero vector');
  return dot(a, b) / norms;
}
