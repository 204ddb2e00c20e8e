/**
 * What the demo (scripts/start.sh) turns on and a server leaves off by default: reads without a
 * key and introspection (GraphiQL). The benches that call the API as the demo's users do, and
 * the end-to-end tests (test/integration/harness.ts), start their servers with it.
 */
export const OPEN_DEMO = { REFGRAPH_ANONYMOUS_READ: 'true', REFGRAPH_INTROSPECTION: 'true' } as const;
