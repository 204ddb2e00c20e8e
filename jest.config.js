/** Unit tests: pure code, no engines. Integration and e2e tests: real engines (scripts/test.sh starts them). */
/**
 * TypeScript is compiled by swc without type-checking: checking every test file in every worker
 * was most of a cold run's time. `npm run typecheck` (scripts/test.sh runs it) still checks src
 * and test. The options mirror tsconfig.json: legacy decorators with their metadata (type-graphql
 * and class-validator read it), define semantics for class fields (TypeScript's default for ES2022).
 */
const swc = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

module.exports = {
  // Engines answer in milliseconds when warm, but the first requests after a start are slow.
  testTimeout: 120_000,
  // A worker holding more than this after a suite is replaced by a fresh one: the heap grows with
  // every suite a process runs (jest's module registries), and the suite has over 150 files.
  workerIdleMemoryLimit: '2GB',
  // The longest suites first, by a table kept in the repository (a fresh clone has no jest cache).
  testSequencer: '<rootDir>/test/support/slowest-first-sequencer.js',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: swc,
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      // citation-js (the RIS and CSL-JSON round trips) requires node-fetch 3, an ES module: see the file.
      moduleNameMapper: { '^node-fetch$': '<rootDir>/test/support/node-fetch-builtin.ts' },
    },
    {
      displayName: 'integration',
      // Node's environment with the main context's typed arrays, which onnxruntime-node needs
      // (see the file): integration and e2e tests run the real encoders.
      testEnvironment: '<rootDir>/test/integration/onnx-test-environment.ts',
      transform: swc,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/e2e/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
      // Each worker after the first gets its own Neo4j and database (test/support/worker-stores.ts).
      globalSetup: '<rootDir>/test/support/worker-engines.ts',
      globalTeardown: '<rootDir>/test/support/run-dir-teardown.ts',
      moduleNameMapper: { '^node-fetch$': '<rootDir>/test/support/node-fetch-builtin.ts' },
    },
  ],
};
