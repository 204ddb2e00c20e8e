/**
 * Telling an engine that is down from an engine that refuses a record. A refusal is reported
 * against the record and the rest goes on; an engine that is down ends the work with a typed
 * ENGINE_UNAVAILABLE error that says what was stored where.
 */
import { isRetriableError } from 'neo4j-driver';
import { causes } from '../errors/engine-errors';
import { RefgraphError } from '../errors/refgraph-error';
import type { RefusedRecord } from '../search';

export type ProjectionEngine = 'elasticsearch' | 'neo4j';

export const ENGINE_NAMES: Record<ProjectionEngine | 'postgres', string> = {
  postgres: 'PostgreSQL',
  elasticsearch: 'Elasticsearch',
  neo4j: 'Neo4j',
};

/**
 * Prisma's header line ("Invalid `prisma.$executeRaw()` invocation:", or "… invocation in" and
 * a code frame): the reason is the message's last line.
 */
const PRISMA_HEADER = /^Invalid `[^`]+` invocation( in|:)?$/;

/**
 * The line of an error's message that says why: the first (driver messages can carry stack-like
 * detail after it), or the last after Prisma's header. Some drivers' errors have an empty
 * message (Prisma's, for a connection PostgreSQL cut): then the first message in its cause
 * chain, else its class and code.
 */
export function reasonOf(error: unknown): string {
  for (const current of causes(error)) {
    const message = current instanceof Error ? current.message : typeof current === 'string' ? current : '';
    const lines = message.split('\n').map((text) => text.trim()).filter((text) => text !== '');
    const reason = lines.length > 0 && PRISMA_HEADER.test(lines[0]!) ? lines[lines.length - 1] : lines[0];
    if (reason !== undefined) return reason.slice(0, 500);
  }
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return [typeof name === 'string' ? name : 'unknown error', typeof code === 'string' ? code : ''].join(' ').trim();
}

/** An engine failure that is not about one record: the engine is unreachable, or failed as a whole. */
export function engineUnavailable(engine: ProjectionEngine | 'postgres', error: unknown): RefgraphError {
  // A setting the live engine cannot honour (search/paper-layout.ts) is the operator's to fix, not an outage.
  if (error instanceof RefgraphError && (error.code === 'ENGINE_UNAVAILABLE' || error.code === 'CONFIG_INVALID')) return error;
  return new RefgraphError('ENGINE_UNAVAILABLE', `${ENGINE_NAMES[engine]} failed: ${reasonOf(error)}`, { engine });
}

/** Runs an engine call; any failure becomes ENGINE_UNAVAILABLE naming the engine. */
export async function onEngine<T>(engine: ProjectionEngine, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw engineUnavailable(engine, error);
  }
}

/**
 * Writes `items` to Neo4j; when the batch fails for a reason that is not the connection (a
 * retriable error: unavailable, session expired, transient), splits it in halves until the
 * refused items are alone, and returns them with Neo4j's reason. A bad record costs about
 * log2(batch) extra round trips; the good ones still land.
 */
export async function writeIsolatingRefusals<T>(items: T[], idOf: (item: T) => string, write: (items: T[]) => Promise<void>): Promise<RefusedRecord[]> {
  if (items.length === 0) return [];
  try {
    await write(items);
    return [];
  } catch (error) {
    if (isRetriableError(error)) throw engineUnavailable('neo4j', error);
    if (items.length === 1) return [{ id: idOf(items[0]!), reason: reasonOf(error) }];
    const half = Math.ceil(items.length / 2);
    return [
      ...(await writeIsolatingRefusals(items.slice(0, half), idOf, write)),
      ...(await writeIsolatingRefusals(items.slice(half), idOf, write)),
    ];
  }
}
