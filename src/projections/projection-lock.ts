/**
 * One writer of the projections at a time, and no ingestion run left RUNNING by a dead process.
 *
 * Ingestion and reindex hold a PostgreSQL advisory lock for as long as they run: reindex swaps a
 * whole new index in, so an ingestion writing to the old one meanwhile would be lost by the swap.
 * The lock is transaction-scoped (pg_advisory_xact_lock) and taken in a Prisma interactive
 * transaction kept open for the work (held-transaction.ts): PostgreSQL releases it when that
 * transaction ends, at commit or when the holder's connection drops because its process died.
 *
 * So whoever holds the lock knows that no other ingestion is running, and any run still marked
 * RUNNING belongs to a process that is gone: it is marked FAILED ("interrupted"). That is how a run
 * whose process died with PostgreSQL (its final update could not be written) gets its status.
 * (A heartbeat column would need a timer, a migration and a staleness threshold; the lock needs none.)
 */
import type { PrismaClient } from '@prisma/client';
import { RefgraphError } from '../errors/refgraph-error';
import { Transaction, withTransactionHeld } from './held-transaction';

/** An arbitrary constant: "refgraph projections" (advisory locks are per database). */
const PROJECTION_LOCK_KEY = 7_310_204_201;

export const INTERRUPTED_MESSAGE = 'interrupted: the process running this ingestion stopped before it could record its end (PostgreSQL or the process died); re-run the same command, it converges';

/**
 * Runs `work` holding the projection lock. When another holder runs, waits for it (`onWait` is
 * told once) or, without `onWait`, fails at once with PROJECTIONS_BUSY: an API request must not
 * wait minutes behind a command-line ingestion. Before the work starts, runs left RUNNING by dead
 * processes are marked FAILED.
 */
export async function withProjectionLock<T>(prisma: PrismaClient, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const enter = async (tx: Transaction) => {
    if (!(await tryLock(tx))) {
      if (onWait === undefined) {
        throw new RefgraphError('PROJECTIONS_BUSY', 'another ingestion or reindex is running; try again when it has finished');
      }
      onWait();
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PROJECTION_LOCK_KEY}::bigint)`;
    }
    await markInterruptedRuns(prisma);
  };
  return withTransactionHeld(prisma, enter, work);
}

/**
 * Without waiting: when nobody holds the lock, marks runs left RUNNING as FAILED and returns
 * how many; when an ingestion or reindex is running, leaves everything as it is (null).
 */
export async function recoverInterruptedRuns(prisma: PrismaClient): Promise<number | null> {
  return prisma.$transaction(async (tx) => {
    return (await tryLock(tx)) ? markInterruptedRuns(prisma) : null;
  });
}

async function tryLock(tx: Pick<Transaction, '$queryRaw'>): Promise<boolean> {
  const rows = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${PROJECTION_LOCK_KEY}::bigint) AS locked`;
  return rows[0]?.locked === true;
}

async function markInterruptedRuns(prisma: PrismaClient): Promise<number> {
  const { count } = await prisma.ingestionRun.updateMany({
    where: { status: 'RUNNING' },
    data: { status: 'FAILED', finishedAt: new Date(), errors: [{ fatal: INTERRUPTED_MESSAGE }] },
  });
  return count;
}
