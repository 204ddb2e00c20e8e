/**
 * The Node test environment, with the main context's typed-array constructors.
 *
 * Jest runs a test file in its own VM context, with its own Float32Array. onnxruntime-node's
 * native code creates output arrays in Node's main context, and onnxruntime-common then rejects
 * them because `data instanceof Float32Array` is false across contexts ("A float32 tensor's data
 * must be type of function Float32Array()"; jestjs/jest#11864, #2549). Plain Node has one context,
 * so this only concerns tests: jest.config.js uses it for the integration project.
 *
 * It also points each jest worker at its own stores (test/support/worker-stores.ts), in the
 * worker's real process.env: the suites' child processes (the CLI, servers) inherit them.
 */
import { TestEnvironment } from 'jest-environment-node';
import { pointWorkerAtItsStores } from '../support/worker-stores';

const TYPED_ARRAYS = [
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
] as const;

export default class OnnxTestEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    pointWorkerAtItsStores();
    super(...args);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name] as never;
  }
}
