/**
 * Adapter: a sentence encoder running a registry model in onnxruntime-node (CPU), in a worker
 * thread of its own (onnx-worker.ts: a run holds the thread that calls it).
 *
 * Determinism: the same list of texts gives identical floats (sequential execution, and batches
 * that depend only on token lengths). A text's vector can still depend on the other texts of a
 * call, because they decide its batch and its padding. For fp32 models padding is masked out of
 * attention, so the difference is at most float rounding (none measured on x86-64). Dynamic-int8
 * models (multilingual-e5-small-int8) quantise activations with one scale per tensor, computed
 * over the whole padded batch, so padding and neighbours shift the result (cosine ~0.998 between a
 * sentence alone and the same sentence padded to 512 tokens). Use batchSize 1 with an int8 model
 * when a text must embed the same wherever it appears (e.g. cached or indexed vectors).
 */
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';
import { lengthSortedBatches, padBatch } from './batching';
import { EncoderGate, EncoderLane } from './encoder-gate';
import { WorkerSession, WorkerTensor } from './onnx-worker';
import { tokenWindows, truncateEncoding } from './chunking';
import { checkPoolingScorer, type LongTextPooling, type PoolingScorer, poolChunks } from './long-text-pooling';
import { type ModelInput, type ModelSpec, modelFiles } from './model-registry';
import { loadModelTokenizer } from './model-tokenizer';
import type { EncodeRole } from './encode-role';
import { clsPool, l2Normalise, meanPool } from './pooling';

/** Runs whose sequences are at most this long (search queries, titles) may take the gate's fast lane. */
const SHORT_RUN_TOKENS = 64;

export interface EncoderOptions {
  /** Sequences per model run. */
  batchSize?: number;
  /** Threads for one model run (onnxruntime intra-op threads). */
  intraOpThreads?: number;
  /** Where model runs wait their turn; encoders that serve the same requests share one. Default: one of its own. */
  gate?: EncoderGate;
}

export type { LongTextPooling } from './long-text-pooling';

export interface LongTextOptions {
  pooling: LongTextPooling;
  /** Text tokens shared by consecutive windows. */
  overlapTokens: number;
  /** Required by 'weighted' pooling, refused by the others. */
  scorer?: PoolingScorer;
}

export interface Encoder {
  readonly spec: ModelSpec;
  /** One vector per text, in input order; texts longer than maxTokens are truncated. */
  encode(texts: readonly string[], role: EncodeRole): Promise<Float32Array[]>;
  /** One vector per window of a long text, in text order, to pool in several ways (poolChunks). */
  encodeWindows(text: string, role: EncodeRole, overlapTokens: number): Promise<Float32Array[]>;
  /** One vector for a text of any length: its windows' vectors, pooled. */
  encodeLong(text: string, role: EncodeRole, options: LongTextOptions): Promise<Float32Array>;
  /** Tokens the model sees for the text: special tokens included, no role prefix, not truncated. */
  countTokens(text: string): number;
  close(): Promise<void>;
}

export async function loadEncoder(spec: ModelSpec, modelsDir: string, options: EncoderOptions = {}): Promise<Encoder> {
  const { batchSize = 16, intraOpThreads = 2, gate = new EncoderGate() } = options;
  for (const [name, value] of Object.entries({ batchSize, intraOpThreads })) {
    if (!Number.isInteger(value) || value < 1) throw invalidArgument(name, `expected a positive integer, got ${value}`);
  }
  const files = modelFiles(modelsDir, spec);
  const tokenizer = loadModelTokenizer(files.tokenizer, spec);
  const session = await createSession(files.model, spec, intraOpThreads);
  // The gate's fast lane, loaded on the first short run that goes there (most encoders never need it).
  let fastSession: Promise<WorkerSession> | undefined;
  const sessionFor = (lane: EncoderLane): Promise<WorkerSession> => {
    if (lane === 'main') return Promise.resolve(session);
    fastSession ??= createSession(files.model, spec, intraOpThreads);
    fastSession.catch(() => (fastSession = undefined));
    return fastSession;
  };
  const prefixes: Record<EncodeRole, string> = { query: spec.queryPrefix, passage: spec.passagePrefix };
  // Windows repeat the prefix ids before each slice of text ids. The trailing space of "passage: "
  // belongs to the next word's token, so the prefix is tokenised without it: [prefix ids, text ids]
  // is then what the tokenizer gives for prefix + text.
  const prefixIds: Record<EncodeRole, number[]> = {
    query: tokenizer.encodeText(spec.queryPrefix.trimEnd()),
    passage: tokenizer.encodeText(spec.passagePrefix.trimEnd()),
  };

  async function embedBatch(sequences: number[][]): Promise<Float32Array[]> {
    const batch = padBatch(sequences, tokenizer.padId);
    const dims = [batch.rows, batch.sequenceLength];
    const tensor = (data: BigInt64Array): WorkerTensor => ({ type: 'int64', data, dims });
    const inputs: Record<ModelInput, () => WorkerTensor> = {
      input_ids: () => tensor(batch.inputIds),
      attention_mask: () => tensor(BigInt64Array.from(batch.attentionMask, (m) => BigInt(m))),
      // Single-segment input: every token is in segment 0.
      token_type_ids: () => tensor(new BigInt64Array(batch.inputIds.length)),
    };
    const feeds = Object.fromEntries(spec.inputs.map((name) => [name, inputs[name]()]));
    const short = batch.sequenceLength <= SHORT_RUN_TOKENS;
    const output = (await gate.run(async (lane) => (await sessionFor(lane)).run(feeds), short))[spec.output];
    if (output?.type !== 'float32' || output.dims.join() !== [...dims, spec.dimension].join()) {
      throw new RefgraphError('MODEL_INVALID', `model '${spec.name}': output ${spec.output} is not float32 [${dims}, ${spec.dimension}]`);
    }
    const hidden = output.data as Float32Array;
    const rowSize = batch.sequenceLength * spec.dimension;
    return sequences.map((_, row) => {
      const states = hidden.subarray(row * rowSize, (row + 1) * rowSize);
      const mask = batch.attentionMask.subarray(row * batch.sequenceLength, (row + 1) * batch.sequenceLength);
      const pooled = spec.pooling === 'cls' ? clsPool(states, spec.dimension) : meanPool(states, mask, spec.dimension);
      return spec.normalize ? l2Normalise(pooled) : pooled;
    });
  }

  async function embed(sequences: number[][]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = new Array(sequences.length);
    for (const indices of lengthSortedBatches(sequences.map((s) => s.length), batchSize)) {
      const batchVectors = await embedBatch(indices.map((i) => sequences[i]!));
      indices.forEach((i, j) => (vectors[i] = batchVectors[j]!));
    }
    return vectors;
  }

  const windows = (text: string, role: EncodeRole, overlapTokens: number) =>
    tokenWindows(tokenizer.encodeText(text), tokenizer.frame, { prefixIds: prefixIds[role], overlapTokens });

  return {
    spec,
    encode: (texts, role) => embed(texts.map((t) => truncateEncoding(tokenizer.encodeFramed(prefixes[role] + t), tokenizer.frame))),
    encodeWindows: (text, role, overlapTokens) => embed(windows(text, role, overlapTokens)),
    async encodeLong(text, role, longText) {
      checkPoolingScorer(longText.pooling, longText.scorer, spec.dimension);
      const all = windows(text, role, longText.overlapTokens);
      // 'truncate' only looks at the first window: encoding the others would be wasted work.
      return poolChunks(await embed(longText.pooling === 'truncate' ? all.slice(0, 1) : all), longText.pooling, longText.scorer);
    },
    countTokens: (text) => tokenizer.encodeFramed(text).length,
    async close() {
      const fast = fastSession;
      fastSession = undefined;
      await Promise.all([session.release(), fast?.then((loaded) => loaded.release(), () => undefined)]);
    },
  };
}

async function createSession(file: string, spec: ModelSpec, intraOpThreads: number): Promise<WorkerSession> {
  let session: WorkerSession;
  try {
    session = await WorkerSession.create(file, { intraOpNumThreads: intraOpThreads });
  } catch (error) {
    throw new RefgraphError('MODEL_INVALID', `model '${spec.name}': onnxruntime cannot load ${file}: ${(error as Error).message}`, { model: spec.name });
  }
  const expected = [...spec.inputs].sort().join(', ');
  const actual = [...session.inputNames].sort().join(', ');
  if (actual !== expected || !session.outputNames.includes(spec.output)) {
    await session.release();
    throw new RefgraphError(
      'MODEL_INVALID',
      `model '${spec.name}': graph takes [${actual}] and gives [${session.outputNames.join(', ')}]; registry says [${expected}] → ${spec.output}`,
      { model: spec.name },
    );
  }
  return session;
}
