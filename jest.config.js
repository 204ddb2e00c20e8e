/** Unit tests: pure code, no engines. Integration and e2e tests: real engines (scripts/test.sh starts them). */
const tsJest = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };

module.exports = {
  // Engines answer in milliseconds when warm, but the first requests after a start are slow.
  testTimeout: 120_000,
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform: tsJest, testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/e2e/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
    },
  ],
};
