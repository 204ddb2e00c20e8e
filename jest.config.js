/** Unit tests: pure code, no engines. Integration and e2e tests: real engines (scripts/test.sh starts them). */
const tsJest = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };

module.exports = {
  // Engines answer in milliseconds when warm, but the first requests after a start are slow.
  testTimeout: 120_000,
  // A worker holding more than this after a suite is replaced by a fresh one: the heap grows with
  // every suite a process runs (jest's module registries), and the suite has over 150 files.
  workerIdleMemoryLimit: '2GB',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      // citation-js (the RIS and CSL-JSON round trips) requires node-fetch 3, an ES module: see the file.
      moduleNameMapper: { '^node-fetch$': '<rootDir>/test/support/node-fetch-builtin.ts' },
    },
    {
      displayName: 'integration',
      // Node's environment with the main context's typed arrays, which onnxruntime-node needs
      // (see the file): integration and e2e tests run the real encoders.
      testEnvironment: '<rootDir>/test/integration/onnx-test-environment.ts',
      transform: tsJest,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/e2e/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
      moduleNameMapper: { '^node-fetch$': '<rootDir>/test/support/node-fetch-builtin.ts' },
    },
  ],
};
