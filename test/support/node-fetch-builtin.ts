/**
 * node-fetch 3 (which @citation-js/core requires) is an ES module jest's CommonJS runtime cannot
 * load; Node's own fetch has the same interface. The round-trip tests never fetch.
 */
export default globalThis.fetch;
export const { Headers, Request, Response } = globalThis;
