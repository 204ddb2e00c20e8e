/**
 * Do two encoders give the same vectors? Used to accept a model file made outside the server
 * (a re-exported or fine-tuned ONNX from training/) as a drop-in for a registry model: both are
 * run through the same Encoder code (tokeniser, prefixes, truncation, pooling), so only the
 * graph and its weights differ. The encoders are passed in; this only compares.
 */
import { invalidArgument } from '../errors/refgraph-error';
import type { EncodeRole } from './encode-role';
import type { Encoder } from './onnx-encoder';
import { cosine } from './pooling';

export interface ParityText {
  role: EncodeRole;
  text: string;
}

export interface EncoderParity {
  texts: number;
  minCosine: number;
  meanCosine: number;
  /** The text with the lowest cosine, to look at when the check fails. */
  worst: ParityText & { cosine: number };
}

/** Vectors of `texts` made elsewhere (PyTorch's, by training/export_trained.py --vectors-out). */
export interface RecordedVector extends ParityText {
  vector: Float32Array;
}

export async function encoderParity(reference: Encoder, candidate: Encoder, texts: readonly ParityText[]): Promise<EncoderParity> {
  if (reference.spec.dimension !== candidate.spec.dimension) {
    throw invalidArgument('candidate', `dimension ${candidate.spec.dimension}, reference has ${reference.spec.dimension}`);
  }
  return compare(texts, (indices, role) => reference.encode(indices.map((i) => texts[i]!.text), role), candidate);
}

/** The candidate encoder's vectors against recorded ones, text by text. */
export async function recordedParity(recorded: readonly RecordedVector[], candidate: Encoder): Promise<EncoderParity> {
  const wrong = recorded.find((r) => r.vector.length !== candidate.spec.dimension);
  if (wrong) throw invalidArgument('vectors', `a recorded vector has ${wrong.vector.length} numbers, ${candidate.spec.name} gives ${candidate.spec.dimension}`);
  return compare(recorded, async (indices) => indices.map((i) => recorded[i]!.vector), candidate);
}

async function compare(texts: readonly ParityText[], reference: (indices: number[], role: EncodeRole) => Promise<Float32Array[]>, candidate: Encoder): Promise<EncoderParity> {
  if (texts.length === 0) throw invalidArgument('texts', 'no texts to compare');
  const cosines: number[] = new Array(texts.length);
  for (const role of ['query', 'passage'] as const) {
    const indices = texts.flatMap((t, i) => (t.role === role ? [i] : []));
    if (indices.length === 0) continue;
    const [a, b] = [await reference(indices, role), await candidate.encode(indices.map((i) => texts[i]!.text), role)];
    indices.forEach((i, j) => (cosines[i] = cosine(a[j]!, b[j]!)));
  }
  const worstIndex = cosines.reduce((w, c, i) => (c < cosines[w]! ? i : w), 0);
  const { role, text } = texts[worstIndex]!;
  return {
    texts: texts.length,
    minCosine: cosines[worstIndex]!,
    meanCosine: cosines.reduce((s, c) => s + c, 0) / cosines.length,
    worst: { role, text, cosine: cosines[worstIndex]! },
  };
}
