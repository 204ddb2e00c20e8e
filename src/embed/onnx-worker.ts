/**
 * Adapter: an ONNX model session in a worker thread of its own. onnxruntime-node's run() holds
 * the thread that calls it for the whole run (measured here: a 600-token window held the event
 * loop 83 ms, a full window under load ~250 ms), so with the session on the main thread every
 * model run stalled every other request, `health` included (bench:security's encoder scenario:
 * health p95 244-305 ms while others encoded long texts). In a worker the main thread only
 * posts the input ids and reads the hidden states back.
 *
 * The worker is started with the session and ended by release(); while no run is pending it does
 * not keep the process alive (a CLI command exits when its work is done). A worker that dies
 * fails the runs waiting on it with a typed error and is started again by the next run.
 */
import { Worker } from 'node:worker_threads';
import { RefgraphError } from '../errors/refgraph-error';

export interface WorkerTensor {
  type: string;
  data: BigInt64Array | Float32Array;
  dims: readonly number[];
}

export interface WorkerSessionOptions {
  intraOpNumThreads: number;
}

/**
 * The options every session of the served encoders is created with. Spinning off: onnxruntime's
 * intra-op threads otherwise spin after each parallel section, waiting for the next, instead of
 * sleeping; on 2 cores shared with the engines and other requests that spin is CPU taken from
 * them. Under load the same model runs took 24-29% more CPU with it and no less time; idle, the
 * same CPU for batches and 25% more for one short query, whose run is ~1.4 ms faster
 * (docs/notebook/performance-ranking.md, "onnxruntime's spinning").
 */
export function encoderSessionOptions(options: WorkerSessionOptions) {
  return {
    intraOpNumThreads: options.intraOpNumThreads,
    interOpNumThreads: 1,
    executionMode: 'sequential' as const,
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
}

/** The worker's code: plain JavaScript, so it runs the same under ts-node, jest and the build. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.runtime);
ort.InferenceSession.create(workerData.file, workerData.sessionOptions).then(
  (session) => {
    parentPort.postMessage({ kind: 'ready', inputNames: session.inputNames, outputNames: session.outputNames });
    parentPort.on('message', async (message) => {
      if (message.kind === 'release') {
        await session.release();
        parentPort.postMessage({ kind: 'released' });
        return;
      }
      try {
        const feeds = {};
        for (const [name, tensor] of Object.entries(message.feeds)) feeds[name] = new ort.Tensor(tensor.type, tensor.data, tensor.dims);
        const results = await session.run(feeds);
        const outputs = {};
        for (const [name, tensor] of Object.entries(results)) outputs[name] = { type: tensor.type, data: tensor.data, dims: tensor.dims };
        parentPort.postMessage({ kind: 'result', id: message.id, outputs });
      } catch (error) {
        parentPort.postMessage({ kind: 'error', id: message.id, message: String(error && error.message) });
      }
    });
  },
  (error) => parentPort.postMessage({ kind: 'failed', message: String(error && error.message) }),
);
`;

interface Pending {
  resolve: (outputs: Record<string, WorkerTensor>) => void;
  reject: (error: Error) => void;
}

type WorkerMessage =
  | { kind: 'ready'; inputNames: string[]; outputNames: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; id: number; outputs: Record<string, WorkerTensor> }
  | { kind: 'error'; id: number; message: string }
  | { kind: 'released' };

function stopped(detail: string): RefgraphError {
  const error = new RefgraphError('ENGINE_UNAVAILABLE', 'the sentence encoder stopped; try again', { engine: 'encoder' });
  error.cause = new Error(detail);
  return error;
}

export class WorkerSession {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  private constructor(
    private readonly file: string,
    private readonly options: WorkerSessionOptions,
    readonly inputNames: readonly string[],
    readonly outputNames: readonly string[],
  ) {}

  /** A session on FILE in a new worker; throws the runtime's message when it cannot load the model. */
  static async create(file: string, options: WorkerSessionOptions): Promise<WorkerSession> {
    const { worker, inputNames, outputNames } = await startWorker(file, options);
    const session = new WorkerSession(file, options, inputNames, outputNames);
    session.attach(worker);
    return session;
  }

  async run(feeds: Record<string, WorkerTensor>): Promise<Record<string, WorkerTensor>> {
    if (this.worker === null) this.attach((await startWorker(this.file, this.options)).worker);
    const worker = this.worker!;
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ kind: 'run', id, feeds });
    });
  }

  async release(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker === null) return;
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.once('exit', () => resolve());
      worker.postMessage({ kind: 'release' });
    });
    await worker.terminate();
  }

  private attach(worker: Worker): void {
    this.worker = worker;
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind !== 'result' && message.kind !== 'error') return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.kind === 'result') waiting?.resolve(message.outputs);
      else waiting?.reject(new RefgraphError('MODEL_INVALID', `the model run failed: ${message.message}`));
    });
    const fail = (detail: string) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(stopped(detail));
      this.pending.clear();
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`exit ${code}`));
  }
}

async function startWorker(file: string, options: WorkerSessionOptions): Promise<{ worker: Worker; inputNames: string[]; outputNames: string[] }> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, runtime: require.resolve('onnxruntime-node'), sessionOptions: encoderSessionOptions(options) } });
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', (message: WorkerMessage) => {
        if (message.kind === 'ready') resolve({ worker, inputNames: message.inputNames, outputNames: message.outputNames });
        else reject(new Error(message.kind === 'failed' ? message.message : `unexpected ${message.kind}`));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the encoder worker exited (${code}) while loading ${file}`)));
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}
