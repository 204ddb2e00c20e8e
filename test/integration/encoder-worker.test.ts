/**
 * The encoder runs its model in a worker thread (src/embed/onnx-worker.ts): on the real model, the
 * main thread keeps turning while a long text is encoded (onnxruntime-node's run holds the thread
 * that calls it, so on the main thread a window stalled every other request), the vectors are the
 * same whichever way they are asked for, a short text takes the fast lane past a long one being
 * encoded, and a bad model file is a typed MODEL_INVALID.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MODELS_DIR, Encoder, EncoderGate, loadEncoder, modelSpec } from '../../src/embed';

const MODELS_DIR = process.env.REFGRAPH_MODELS_DIR || DEFAULT_MODELS_DIR;

describe('the encoder in a worker thread', () => {
  let encoder: Encoder;
  beforeAll(async () => (encoder = await loadEncoder(modelSpec('multilingual-e5-small', MODELS_DIR), MODELS_DIR, { intraOpThreads: 1 })));
  afterAll(async () => encoder.close());

  it('leaves the main thread free while a full window is encoded', async () => {
    const text = 'Ocean acidification threatens coral reefs and the fisheries that depend on them. '.repeat(40);
    await encoder.encode(['warm up'], 'query');
    let turns = 0;
    let running = true;
    const turn = (): void => {
      turns += 1;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    const [vector] = await encoder.encode([text], 'passage');
    running = false;
    // A run on the main thread lets the loop turn once or twice around it; in a worker, every few microseconds.
    expect(turns).toBeGreaterThan(20);
    expect(vector).toHaveLength(384);
  });

  it('gives the same vectors for texts encoded together, one by one and at once from several callers', async () => {
    const texts = ['economia blava', 'blue economy', 'edició genòmica amb CRISPR'];
    const together = await encoder.encode(texts, 'query');
    const concurrently = await Promise.all(texts.map(async (text) => (await encoder.encode([text], 'query'))[0]!));
    for (const [i, vector] of concurrently.entries()) vector.forEach((value, j) => expect(value).toBeCloseTo(together[i]![j]!, 5));
  });

  it('answers a short text on the fast lane while a long text is still being encoded on the main one', async () => {
    const gate = new EncoderGate(true);
    const laned = await loadEncoder(modelSpec('multilingual-e5-small', MODELS_DIR), MODELS_DIR, { intraOpThreads: 1, gate });
    try {
      await laned.encode(['warm up the fast lane'], 'query'); // loads its session
      const finished: string[] = [];
      const long = 'Ocean acidification threatens coral reefs and the fisheries that depend on them. '.repeat(400);
      const windows = laned.encodeWindows(long, 'passage', 64).then(() => finished.push('long'));
      const short = laned.encode(['blue economy'], 'query').then(([vector]) => {
        finished.push('short');
        return vector!;
      });
      const [vector] = await Promise.all([short, windows]);
      expect(finished).toEqual(['short', 'long']);
      // The same model on either lane: the same vector as the single-lane encoder's.
      const [alone] = await encoder.encode(['blue economy'], 'query');
      vector.forEach((value, j) => expect(value).toBeCloseTo(alone![j]!, 5));
    } finally {
      await laned.close();
    }
  });

  it('refuses a file that is not a model with MODEL_INVALID', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-bad-model-'));
    const spec = modelSpec('multilingual-e5-small', MODELS_DIR);
    await mkdir(path.join(dir, spec.name));
    await writeFile(path.join(dir, spec.name, 'model.onnx'), 'not a model');
    await copyFile(path.join(MODELS_DIR, spec.name, 'tokenizer.json'), path.join(dir, spec.name, 'tokenizer.json'));
    await expect(loadEncoder(spec, dir)).rejects.toMatchObject({ code: 'MODEL_INVALID' });
  });
});
