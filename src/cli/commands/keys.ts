/**
 * refgraph keys create --name N --role reader|writer|admin [--requests-per-minute R] [--cost-per-minute C]
 * refgraph keys list
 * refgraph keys revoke ID
 * The key is printed once, by `create`; only its hash is stored.
 */
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { checkedKeyName, createKey, isRole, printableKeyName, listKeys, revokeKey, ROLES, StoredKey } from '../../keys';
import { positiveIntegerOption, requiredOption } from '../options';
import { withServices } from '../../app';

function describe(key: StoredKey): string {
  const limits = [key.requestsPerMinute && `${key.requestsPerMinute} req/min`, key.costPerMinute && `cost ${key.costPerMinute}/min`].filter(Boolean).join(', ');
  const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
  return `${key.id}  ${key.role.padEnd(6)}  ${state.padEnd(32)}  ${printableKeyName(key.name)}${limits ? `  (${limits})` : ''}`;
}

async function create(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { name: { type: 'string' }, role: { type: 'string' }, 'requests-per-minute': { type: 'string' }, 'cost-per-minute': { type: 'string' } },
  });
  // Checked before any engine is opened; createKey checks it again for other callers.
  const name = checkedKeyName(requiredOption('--name', values.name), '--name');
  const role = requiredOption('--role', values.role);
  if (!isRole(role)) throw invalidArgument('--role', `one of ${ROLES.join(', ')}, got '${role}'`);
  const limits = {
    requestsPerMinute: positiveIntegerOption('--requests-per-minute', values['requests-per-minute']) ?? null,
    costPerMinute: positiveIntegerOption('--cost-per-minute', values['cost-per-minute']) ?? null,
  };
  const { key, stored } = await withServices((services) => createKey(services.prisma, name, role, limits));
  console.error(`created ${describe(stored)}\nthe key is shown once; store it now:`);
  console.log(key);
  return 0;
}

export async function runKeys(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'create') return create(rest);
  if (action === 'list') {
    const keys = await withServices((services) => listKeys(services.prisma));
    for (const key of keys) console.log(describe(key));
    if (keys.length === 0) console.error('no API keys; create one with: refgraph keys create --name NAME --role reader|writer|admin');
    return 0;
  }
  if (action === 'revoke') {
    const id = requiredOption('ID', rest[0]);
    console.log(describe(await withServices((services) => revokeKey(services.prisma, id))));
    return 0;
  }
  throw invalidArgument('keys', `expected create, list or revoke, got '${action ?? ''}'`);
}
