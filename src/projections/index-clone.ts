/**
 * A clone of the served papers index for a run that changes BM25's parameters (cross-validated
 * evaluation, `refgraph tune bm25`): the run scores its grid on the clone while the served index
 * keeps answering, and the clone is dropped when the run ends, however it ends.
 *
 * The clone is made holding the projection lock: Elasticsearch clones a write-blocked index
 * only, and with no ingestion or reindex running no write meets the block; nor can one slip
 * between the completeness check and the clone. Each clone has an advisory lock of its own,
 * held (in an open transaction) by the process using it from before the clone exists until after
 * it is dropped: a clone whose lock is free belongs to a process that died (killed mid-run), and
 * the next run drops it, while runs in parallel keep theirs. Adapter: PostgreSQL (locks) and
 * Elasticsearch.
 */
import { createHash } from 'node:crypto';
import { clonePaperIndex, deletePaperClone, paperCloneName, paperClones } from '../search';
import { assertProjectionsComplete, PaperStores } from './completeness';
import { onEngine } from './engine-failure';
import { Transaction, withTransactionHeld } from './held-transaction';
import { withProjectionLock } from './projection-lock';

export interface IndexCloneSources extends PaperStores {
  /** The served papers alias the clone is made from. */
  paperIndex: string;
}

/**
 * Runs `work` on a new clone of the served index, after checking that the index and the graph
 * hold as many papers as PostgreSQL (PROJECTIONS_INCOMPLETE otherwise). `onWait` is told when a
 * running ingestion or reindex must end first.
 */
export async function withPaperIndexClone<T>(sources: IndexCloneSources, work: (clone: string) => Promise<T>, onWait: () => void): Promise<T> {
  const clone = paperCloneName(sources.paperIndex, new Date());
  return withTransactionHeld(sources.prisma, (tx) => lockClone(tx, clone), async () => {
    let result: T;
    try {
      await withProjectionLock(
        sources.prisma,
        async () => {
          await dropAbandonedClones(sources);
          await assertProjectionsComplete(sources, sources.paperIndex);
          await clonePaperIndex(sources.elasticsearch, sources.paperIndex, clone);
        },
        onWait,
      );
      result = await work(clone);
    } catch (error) {
      // The run's own error says what happened; a clone that cannot be dropped now is the next run's to drop.
      await deletePaperClone(sources.elasticsearch, clone).catch(() => undefined);
      throw error;
    }
    await onEngine('elasticsearch', () => deletePaperClone(sources.elasticsearch, clone));
    return result;
  });
}

/** Clones' advisory locks: the two-integer form, whose keys never meet the projection lock's one-bigint key. */
const CLONE_LOCK_CLASS = 7_310_205;
/** Dropping an abandoned clone holds its lock: a few seconds at most. */
const DROP_WAIT_MS = 60_000;

function cloneLockKey(clone: string): number {
  return createHash('sha256').update(clone).digest().readInt32BE(0);
}

async function lockClone(tx: Transaction, clone: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLONE_LOCK_CLASS}::int, ${cloneLockKey(clone)}::int)`;
}

/** Drops every clone no live process holds the lock of, taking that lock for the moment it is dropped. */
async function dropAbandonedClones(sources: IndexCloneSources): Promise<void> {
  const clones = await onEngine('elasticsearch', () => paperClones(sources.elasticsearch, sources.paperIndex));
  for (const clone of clones) {
    await sources.prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${CLONE_LOCK_CLASS}::int, ${cloneLockKey(clone)}::int) AS locked`;
        if (rows[0]?.locked === true) await onEngine('elasticsearch', () => deletePaperClone(sources.elasticsearch, clone));
      },
      { timeout: DROP_WAIT_MS },
    );
  }
}
