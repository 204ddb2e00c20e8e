/**
 * Concurrent clients for a fixed time: each sends its next request as soon as the last one is
 * answered (a closed loop, as dashboards looping over a programme do), cycling through the
 * requests from its own starting point, so clients ask different things at once.
 */
import { percentile } from './latency';

export interface LoadResult {
  clients: number;
  seconds: number;
  answered: number;
  /** Requests answered with an error or an HTTP failure; the first few messages are kept. */
  failed: number;
  failures: string[];
  requestsPerSecond: number;
  p50: number;
  p95: number;
}

const KEPT_FAILURES = 5;

export async function concurrentClients(requests: readonly (() => Promise<unknown>)[], clients: number, seconds: number): Promise<LoadResult> {
  const times: number[] = [];
  const failures: string[] = [];
  let failed = 0;
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const client = async (first: number) => {
    for (let i = first; performance.now() < endsAt; i += 1) {
      const sent = performance.now();
      try {
        await requests[i % requests.length]!();
        times.push(performance.now() - sent);
      } catch (error) {
        failed += 1;
        if (failures.length < KEPT_FAILURES) failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const stride = Math.max(1, Math.floor(requests.length / clients));
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c * stride)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { clients, seconds, answered: times.length, failed, failures, requestsPerSecond: times.length / elapsedSeconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export function loadRow(label: string, result: LoadResult): string {
  const head = `${label.padEnd(34)} ${result.clients} clients × ${result.seconds} s: ${result.answered} answered (${result.requestsPerSecond.toFixed(1)}/s), ${result.failed} failed`;
  const failures = result.failures.map((message) => `\n    ${message.slice(0, 300)}`).join('');
  return `${head}  p50 ${result.p50.toFixed(0)} ms  p95 ${result.p95.toFixed(0)} ms${failures}`;
}
