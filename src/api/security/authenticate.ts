/**
 * `Authorization: Bearer <key>` → the key's principal; no header → anonymous reader, if the
 * configuration allows it. Lookups are cached for a few seconds (lru-cache) so a request does not
 * cost a PostgreSQL round trip, and a flood of bad keys does not cost one each: a revoked key stops
 * working within KEY_CACHE_TTL_MS.
 */
import type { PrismaClient } from '@prisma/client';
import { LRUCache } from 'lru-cache';
import { RefgraphError } from '../../errors/refgraph-error';
import { findLiveKey, StoredKey } from '../../keys';
import type { ApiSettings } from '../../config';
import type { Principal } from './principal';

const KEY_CACHE_TTL_MS = 10_000;
const KEY_CACHE_SIZE = 10_000;

export type Authenticate = (authorization: string | undefined, address: string) => Promise<Principal>;

function unauthenticated(message: string): RefgraphError {
  return new RefgraphError('UNAUTHENTICATED', message);
}

export function createAuthenticator(prisma: PrismaClient, settings: ApiSettings): Authenticate {
  // `false` marks a presented key known to be invalid (lru-cache does not store undefined/null).
  const keys = new LRUCache<string, StoredKey | false>({
    max: KEY_CACHE_SIZE,
    ttl: KEY_CACHE_TTL_MS,
    fetchMethod: async (presented) => (await findLiveKey(prisma, presented)) ?? false,
  });
  return async (authorization, address) => {
    if (authorization === undefined || authorization === '') {
      if (!settings.anonymousRead) throw unauthenticated('this server needs an API key: send "Authorization: Bearer <key>"');
      return { kind: 'anonymous', address, role: 'reader', limit: settings.anonymousLimit };
    }
    const match = /^Bearer ([!-~]{1,200})$/.exec(authorization);
    if (!match) throw unauthenticated('the Authorization header must be "Bearer <key>"');
    const key = await keys.fetch(match[1]!);
    if (!key) throw unauthenticated('unknown or revoked API key');
    return {
      kind: 'key',
      keyId: key.id,
      role: key.role,
      limit: {
        requestsPerMinute: key.requestsPerMinute ?? settings.keyLimit.requestsPerMinute,
        costPerMinute: key.costPerMinute ?? settings.keyLimit.costPerMinute,
        encoderMsPerMinute: settings.keyLimit.encoderMsPerMinute,
      },
    };
  };
}
