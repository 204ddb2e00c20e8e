/**
 * `Authorization: Bearer <key>` → the key's principal; no header → anonymous reader, if the
 * configuration allows it. Lookups are cached for a few seconds (lru-cache) so a request does not
 * cost a PostgreSQL round trip, and a flood of bad keys does not cost one each: a revoked key stops
 * working within KEY_CACHE_TTL_MS. Any key that is not a cached live one is first charged to its
 * address's failed-authentication budget (auth-failures.ts), so past it no lookup is made at all.
 */
import type { PrismaClient } from '@prisma/client';
import { LRUCache } from 'lru-cache';
import { RefgraphError } from '../../errors/refgraph-error';
import { findLiveKey, StoredKey } from '../../keys';
import type { ApiSettings } from '../../config';
import type { AuthFailures } from './auth-failures';
import type { Principal } from './principal';

const KEY_CACHE_TTL_MS = 10_000;
const KEY_CACHE_SIZE = 10_000;

export type Authenticate = (authorization: string | undefined, address: string) => Promise<Principal>;

function unauthenticated(message: string): RefgraphError {
  return new RefgraphError('UNAUTHENTICATED', message);
}

function keyPrincipal(key: StoredKey, settings: ApiSettings): Principal {
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
}

export function createAuthenticator(prisma: PrismaClient, settings: ApiSettings, failures: AuthFailures): Authenticate {
  // `false` marks a presented key known to be invalid (lru-cache does not store undefined/null).
  const keys = new LRUCache<string, StoredKey | false>({
    max: KEY_CACHE_SIZE,
    ttl: KEY_CACHE_TTL_MS,
    // findLiveKey refuses a key not in the key format before asking PostgreSQL.
    fetchMethod: async (presented) => (await findLiveKey(prisma, presented)) ?? false,
  });
  return async (authorization, address) => {
    if ((authorization === undefined || authorization === '') && settings.anonymousRead) {
      return { kind: 'anonymous', address, role: 'reader', limit: settings.anonymousLimit };
    }
    const presented = /^Bearer ([!-~]{1,200})$/.exec(authorization ?? '')?.[1];
    const cached = presented === undefined ? undefined : keys.get(presented);
    if (cached) return keyPrincipal(cached, settings);
    await failures.charge(address);
    if (authorization === undefined || authorization === '') throw unauthenticated('this server needs an API key: send "Authorization: Bearer <key>"');
    if (presented === undefined) throw unauthenticated('the Authorization header must be "Bearer <key>"');
    let key: StoredKey | false | undefined;
    try {
      key = await keys.fetch(presented);
    } catch (error) {
      // PostgreSQL down is not the client's failure: an outage must not use up its budget.
      await failures.refund(address);
      throw error;
    }
    if (!key) throw unauthenticated('unknown or revoked API key');
    await failures.refund(address);
    return keyPrincipal(key, settings);
  };
}
