/** API keys in PostgreSQL: create (the key is returned once), list, revoke, and look up. */
import type { PrismaClient } from '@prisma/client';
import { notFound } from '../errors/refgraph-error';
import { generateKey, parseKey, secretMatches } from './key-format';
import { checkedKeyName } from './key-name';
import type { Role } from './roles';

export interface KeyLimits {
  requestsPerMinute: number | null;
  costPerMinute: number | null;
}

export interface StoredKey extends KeyLimits {
  id: string;
  name: string;
  role: Role;
  createdAt: Date;
  revokedAt: Date | null;
}

/** `name` is checked here, the one place keys are made (CLI, tools, tests): printable only. */
export async function createKey(prisma: PrismaClient, name: string, role: Role, limits: KeyLimits): Promise<{ key: string; stored: StoredKey }> {
  const checkedName = checkedKeyName(name);
  const { id, key, secretHash } = generateKey();
  const row = await prisma.apiKey.create({ data: { id, name: checkedName, role, secretHash, ...limits } });
  return { key, stored: withoutHash(row) };
}

export async function listKeys(prisma: PrismaClient): Promise<StoredKey[]> {
  return (await prisma.apiKey.findMany({ orderBy: { createdAt: 'asc' } })).map(withoutHash);
}

export async function revokeKey(prisma: PrismaClient, id: string): Promise<StoredKey> {
  const existing = await prisma.apiKey.findUnique({ where: { id } });
  if (!existing) throw notFound('API key', id);
  const row = existing.revokedAt ? existing : await prisma.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
  return withoutHash(row);
}

/** The live key a presented key string stands for, or null (unknown, wrong secret, revoked). */
export async function findLiveKey(prisma: PrismaClient, presented: string): Promise<StoredKey | null> {
  const parsed = parseKey(presented);
  if (!parsed) return null;
  const row = await prisma.apiKey.findUnique({ where: { id: parsed.id } });
  if (!row || row.revokedAt || !secretMatches(parsed.secret, row.secretHash)) return null;
  return withoutHash(row);
}

function withoutHash<T extends StoredKey & { secretHash: string }>(row: T): StoredKey {
  const { secretHash: _hash, ...rest } = row;
  return rest;
}
