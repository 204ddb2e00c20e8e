/** Who a request acts for: a stored API key, or an anonymous client known by its address. */
import type { Role } from '../../keys';
import type { RateLimit } from '../../config';

export type Principal =
  | { kind: 'key'; keyId: string; role: Role; limit: RateLimit }
  | { kind: 'anonymous'; address: string; role: Role; limit: RateLimit };

/** The name a principal's rate-limit buckets and log lines go by (never the secret). */
export function principalName(principal: Principal): string {
  return principal.kind === 'key' ? `key:${principal.keyId}` : `anonymous:${principal.address}`;
}
