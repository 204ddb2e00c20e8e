/**
 * API key format: `rgk_<id>_<secret>`. The id finds the stored key; only a SHA-256 of the
 * secret is stored. A plain hash (not bcrypt or scrypt) is enough because the secret is 32
 * random bytes, not a password someone chose: there is nothing to guess. Pure.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'rgk';
const KEY_PATTERN = /^rgk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewKey {
  id: string;
  /** The whole key, to show once. */
  key: string;
  secretHash: string;
}

export function generateKey(random: (size: number) => Buffer = randomBytes): NewKey {
  const id = random(6).toString('hex');
  const secret = random(32).toString('base64url');
  return { id, key: `${PREFIX}_${id}_${secret}`, secretHash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The id and secret of a well-formed key, or null. */
export function parseKey(key: string): { id: string; secret: string } | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/** Constant-time comparison, so response times say nothing about how much of a secret matched. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
