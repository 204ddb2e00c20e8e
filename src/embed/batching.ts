/**
 * Grouping token sequences into padded batches for a model. Pure.
 *
 * Sequences are sorted by length before batching so that each batch pads to about its own
 * length (a short sentence batched with a 512-token window would cost a 512-token run).
 * The grouping depends only on the lengths, so the same texts give the same batches.
 */
import { invalidArgument } from '../errors/refgraph-error';

/** Indices of `lengths`, grouped into batches of at most batchSize, shortest first. */
export function lengthSortedBatches(lengths: readonly number[], batchSize: number): number[][] {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw invalidArgument('batchSize', `expected a positive integer, got ${batchSize}`);
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a]! - lengths[b]! || a - b);
  const batches: number[][] = [];
  for (let i = 0; i < order.length; i += batchSize) batches.push(order.slice(i, i + batchSize));
  return batches;
}

export interface PaddedBatch {
  rows: number;
  sequenceLength: number;
  /** rows × sequenceLength, row-major, padded with the pad id after each sequence. */
  inputIds: BigInt64Array;
  /** 1 for a real token, 0 for padding; same layout as inputIds. */
  attentionMask: Uint8Array;
}

export function padBatch(sequences: readonly (readonly number[])[], padId: number): PaddedBatch {
  const rows = sequences.length;
  const sequenceLength = Math.max(0, ...sequences.map((s) => s.length));
  const inputIds = new BigInt64Array(rows * sequenceLength).fill(BigInt(padId));
  const attentionMask = new Uint8Array(rows * sequenceLength);
  sequences.forEach((sequence, row) => {
    sequence.forEach((id, t) => {
      inputIds[row * sequenceLength + t] = BigInt(id);
      attentionMask[row * sequenceLength + t] = 1;
    });
  });
  return { rows, sequenceLength, inputIds, attentionMask };
}
