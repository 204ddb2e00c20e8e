/**
 * npm run bench:embed — encoder throughput per model, next to raw onnxruntime on the very same
 * token batches (so the ratio is our overhead: tokenising, batching, pooling), plus peak RSS.
 * Inputs: the seed corpus's paper texts (short) and talk transcripts (long). Printed figures only.
 */
import { readFileSync } from 'node:fs';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { paperText, talkText, lengthSortedBatches, padBatch, tokenWindows, truncateEncoding, LONG_TEXT_POOLING_MODES, modelFiles, ModelSpec, modelSpecs, loadModelTokenizer, loadEncoder, encoderSessionOptions, loadPoolingScorer, uniformScorerFile } from '../embed';
import { repoPath } from '../common/repo-path';
import { settingFromEnv } from '../config';

const BATCH_SIZE = 16;
const SAMPLE = 256;
const OVERLAP = 64;

function jsonLines<T>(file: string): T[] {
  return readFileSync(repoPath('seed', file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as T);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** session.run over pre-tokenised, pre-batched input: the floor our encoder is compared with. */
async function rawRuns(session: InferenceSession, spec: ModelSpec, sequences: number[][], padId: number): Promise<void> {
  for (const indices of lengthSortedBatches(sequences.map((s) => s.length), BATCH_SIZE)) {
    const batch = padBatch(indices.map((i) => sequences[i]!), padId);
    const dims = [batch.rows, batch.sequenceLength];
    const feeds: Record<string, Tensor> = {
      input_ids: new Tensor('int64', batch.inputIds, dims),
      attention_mask: new Tensor('int64', BigInt64Array.from(batch.attentionMask, (m) => BigInt(m)), dims),
      token_type_ids: new Tensor('int64', new BigInt64Array(batch.inputIds.length), dims),
    };
    await session.run(Object.fromEntries(spec.inputs.map((name) => [name, feeds[name]!])));
  }
}

interface Inputs {
  /** Paper titles: short sentences. */
  titles: string[];
  /** Title + abstract: what papers are embedded from. */
  papers: string[];
  transcripts: string[];
}

async function benchModel(spec: ModelSpec, inputs: Inputs): Promise<string[]> {
  const { transcripts } = inputs;
  const modelsDir = settingFromEnv('REFGRAPH_MODELS_DIR');
  const encoder = await loadEncoder(spec, modelsDir, { batchSize: BATCH_SIZE });
  const files = modelFiles(modelsDir, spec);
  const tokenizer = loadModelTokenizer(files.tokenizer, spec);
  const session = await InferenceSession.create(files.model, encoderSessionOptions({ intraOpNumThreads: 2 }));
  const scorer = loadPoolingScorer(uniformScorerFile(spec), spec);
  const rows: string[] = [];

  await encoder.encode(inputs.papers.slice(0, BATCH_SIZE), 'passage'); // warm-up
  for (const [label, texts] of [['titles', inputs.titles], ['papers', inputs.papers]] as const) {
    const ids = texts.map((s) => truncateEncoding(tokenizer.encodeFramed(spec.passagePrefix + s), tokenizer.frame));
    const ours = await timed(() => encoder.encode(texts, 'passage'));
    const raw = await timed(() => rawRuns(session, spec, ids, tokenizer.padId));
    const perSecond = (ms: number) => (texts.length / (ms / 1000)).toFixed(1).padStart(8);
    rows.push(`${spec.name.padEnd(28)} ${label.padEnd(13)}${perSecond(ours)} /s   raw ${perSecond(raw)} /s   overhead ×${(ours / raw).toFixed(2)}`);
  }

  const prefixIds = tokenizer.encodeText(spec.queryPrefix.trimEnd());
  const windows = transcripts.map((t) => tokenWindows(tokenizer.encodeText(t), tokenizer.frame, { prefixIds, overlapTokens: OVERLAP }));
  const rawTranscripts = await timed(async () => {
    for (const w of windows) await rawRuns(session, spec, w, tokenizer.padId);
  });
  const windowCount = windows.reduce((n, w) => n + w.length, 0);
  for (const pooling of LONG_TEXT_POOLING_MODES) {
    const options = { pooling, overlapTokens: OVERLAP, ...(pooling === 'weighted' ? { scorer } : {}) };
    const elapsed = await timed(async () => {
      for (const t of transcripts) await encoder.encodeLong(t, 'query', options);
    });
    // 'truncate' encodes one window per transcript: compare it with raw on all windows scaled down.
    const rawShare = pooling === 'truncate' ? (rawTranscripts * transcripts.length) / windowCount : rawTranscripts;
    rows.push(`${spec.name.padEnd(28)} talk ${pooling.padEnd(8)} ${(elapsed / transcripts.length).toFixed(0).padStart(8)} ms/talk raw ${(rawShare / transcripts.length).toFixed(0).padStart(6)} ms/talk overhead ×${(elapsed / rawShare).toFixed(2)}`);
  }
  rows.push(`${spec.name.padEnd(28)} ${(windowCount / transcripts.length).toFixed(1)} windows/talk, ${(rawTranscripts / windowCount).toFixed(0)} ms/window raw; peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  await session.release();
  await encoder.close();
  return rows;
}

async function main(): Promise<void> {
  type Paper = { title: string; abstract?: string | null; year: number; venue?: string | null };
  type Talk = { title: string; year: number; transcript: string };
  const papers = [...jsonLines<Paper>('papers-computing.jsonl'), ...jsonLines<Paper>('papers-sciences.jsonl')];
  const sample = papers.slice(0, SAMPLE);
  const titles = sample.map((p) => p.title);
  const paperTexts = sample.map((p) => paperText({ title: p.title, abstract: p.abstract ?? null, year: p.year, venue: null }, ['title', 'abstract']));
  const talks = [...jsonLines<Talk>('talks-computing.jsonl'), ...jsonLines<Talk>('talks-sciences.jsonl')];
  const transcripts = talks.map(talkText);
  const only = process.argv.slice(2);
  console.log(`bench:embed — ${sample.length} titles and title+abstract texts, ${transcripts.length} talks, batch ${BATCH_SIZE}, 2 threads, node ${process.version}`);
  for (const spec of modelSpecs().filter((s) => only.length === 0 || only.includes(s.name))) {
    for (const row of await benchModel(spec, { titles, papers: paperTexts, transcripts })) console.log(row);
  }
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
