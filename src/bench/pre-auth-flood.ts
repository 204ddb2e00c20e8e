/**
 * bench:security's pre-authentication flood (issue #47): clients with no key, or a random one,
 * sent as fast as they are answered — half of them a 2 MB body of nested arrays (2 KB gzipped),
 * half a random well-formed key (each a PostgreSQL lookup unless refused first). Each request
 * claims a fresh X-Forwarded-For address, so on a server that trusts the bench as its proxy every
 * one is a new client with a full failed-authentication budget: the worst case of a flood from
 * many addresses, not the easy one of a single address that RATE_LIMITED stops at once.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface FloodCounts {
  sent: number;
  /** HTTP status → answers. */
  statuses: Record<number, number>;
}

const NESTED = gzipSync(`{"query":"{ health { status } }","variables":{"x":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}}`);

function randomKey(): string {
  return `rgk_${randomBytes(6).toString('hex')}_${randomBytes(32).toString('base64url')}`;
}

function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Starts `clients` flooders against `url`; `stop()` ends them and resolves with what they got. */
export function preAuthFlood(url: string, clients: number): { stop: () => Promise<FloodCounts> } {
  const counts: FloodCounts = { sent: 0, statuses: {} };
  let flooding = true;
  const flooders = Array.from({ length: clients }, async (_, i) => {
    while (flooding) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() };
      let body: Buffer | string = JSON.stringify({ query: '{ health { status } }' });
      if (i % 2 === 0) {
        headers['content-encoding'] = 'gzip';
        body = NESTED;
      } else {
        headers.authorization = `Bearer ${randomKey()}`;
      }
      counts.sent += 1;
      try {
        const response = await fetch(url, { method: 'POST', headers, body });
        await response.arrayBuffer();
        counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
      } catch {
        // The server may close a connection whose body it never read: counted as status 0.
        counts.statuses[0] = (counts.statuses[0] ?? 0) + 1;
      }
    }
  });
  return {
    stop: async () => {
      flooding = false;
      await Promise.all(flooders);
      return counts;
    },
  };
}
