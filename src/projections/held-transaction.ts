/**
 * A PostgreSQL transaction kept open for as long as some work runs, so that a transaction-scoped
 * advisory lock taken in it lasts exactly that long: PostgreSQL releases it at commit, or when
 * the holder's connection drops because its process died. (A session-level lock would need one
 * fixed connection, which Prisma's pool does not give, while a transaction pins one.) The
 * projection lock and the locks of the index clones (index-clone.ts) are held this way.
 */
import type { PrismaClient } from '@prisma/client';

export type Transaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** The transaction only holds a lock; the work may run for hours (a 100k-paper ingestion: ~13 min, docs/performance.md). */
const HOLD_MS = 7 * 24 * 3_600_000;
/** How long to wait for a pool connection for the transaction. */
const CONNECTION_WAIT_MS = 30_000;
/** How long the commit may take once the work is over. */
const TRANSACTION_END_WAIT_MS = 5_000;

/**
 * Runs `enter` in a new transaction (it takes the lock, or throws), then `work` while the
 * transaction stays open; returns the work's result or throws its error.
 */
export async function withTransactionHeld<T>(prisma: PrismaClient, enter: (tx: Transaction) => Promise<void>, work: () => Promise<T>): Promise<T> {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  let workEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (workEnded = resolve));
  const transaction = prisma.$transaction(
    async (tx) => {
      await enter(tx);
      // The work's own failure is kept apart from the transaction's: when PostgreSQL dies, the
      // commit fails too, and the work's error is the one that says what happened.
      try {
        outcome = { ok: true, value: await work() };
      } catch (error) {
        outcome = { ok: false, error };
      } finally {
        workEnded();
      }
    },
    { timeout: HOLD_MS, maxWait: CONNECTION_WAIT_MS },
  );
  // Once the work is over, the transaction's end is awaited briefly only: after PostgreSQL died,
  // Prisma's rollback on the dead connection was seen never to settle (the CLI then exited 0, silently).
  await Promise.race([
    transaction.then(
      () => undefined,
      (error: unknown) => {
        if (outcome === undefined) throw error;
      },
    ),
    ended.then(() => settledWithin(transaction, TRANSACTION_END_WAIT_MS)),
  ]);
  if (outcome === undefined) throw new Error('held transaction: the work did not run');
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
