/**
 * Joined models: `a+b` encodes with both and puts their unit vectors side by side, each scaled
 * by 1/√n, so the joined vector has length 1 and its cosine with another joined vector is the
 * mean of the members' cosines: a score ensemble that an HNSW index serves as one vector.
 * Why: a model fine-tuned on one collection gains there and can lose elsewhere; the mean with
 * the base keeps most of the gain (docs/notebook/training-joined.md, "Joined with the base"). Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { l2Normalise } from './pooling';

export const JOIN = '+';

/** The member model names of a (possibly joined) model name, in order. */
export function memberNames(name: string): string[] {
  const members = name.split(JOIN).map((member) => member.trim());
  if (members.some((member) => member === '')) throw invalidArgument('model', `'${name}': join model names with '${JOIN}', none empty`);
  const repeated = members.find((member, i) => members.indexOf(member) !== i);
  if (repeated !== undefined) throw invalidArgument('model', `'${name}' joins '${repeated}' twice`);
  return members;
}

/** The members' vectors as one: a single member's as it is, several as unit vectors side by side, each × 1/√n. */
export function joinVectors(vectors: readonly Float32Array[]): Float32Array {
  if (vectors.length === 1) return vectors[0]!;
  const joined = new Float32Array(vectors.reduce((sum, v) => sum + v.length, 0));
  const share = 1 / Math.sqrt(vectors.length);
  let offset = 0;
  for (const vector of vectors) {
    const unit = l2Normalise(vector);
    for (let i = 0; i < unit.length; i++) joined[offset + i] = unit[i]! * share;
    offset += unit.length;
  }
  return joined;
}
