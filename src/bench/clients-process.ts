/**
 * Runs concurrent clients (concurrent-clients.ts) in a child process against a GraphQL endpoint,
 * so that the benchmarked process's core time is the server's alone; the child's is read apart
 * (core-time.ts, `withChildren`).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { LoadResult } from './concurrent-clients';

export interface LoadOrder {
  url: string;
  /** Cycled through by each client from its own starting point. */
  requests: { query: string; variables: Record<string, unknown> }[];
  clients: number;
  seconds: number;
}

export function concurrentClientsInChild(order: LoadOrder): Promise<LoadResult> {
  const child = fork(path.join(__dirname, 'load-clients.js'), [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    let result: LoadResult | null = null;
    child.once('message', (message) => (result = message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (result === null ? reject(new Error(`the load clients' process exited with ${code} before answering`)) : resolve(result)));
    child.send(order);
  });
}
