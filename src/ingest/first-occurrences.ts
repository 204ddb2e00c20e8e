/**
 * One id, one record per ingestion: the first valid paper (or talk) with an id is ingested, and
 * every later one in the same input whose id is equal ignoring case is refused, naming the first's
 * line. Pure.
 *
 * Why the first lands rather than none: a file streams in batches, and when a duplicate is read
 * its first occurrence may already be committed; refusing all of them would need the file read
 * twice, and one rule for every position beats two. Why ignoring case: `p02-1040` and `P02-1040`
 * are one paper written twice, not two papers (store.ts applies the same rule to stored ids).
 */
import type { RecordError } from './records';

type Kind = 'paper' | 'talk';

export class FirstOccurrences {
  private readonly first = new Map<string, { id: string; line: number }>();

  /** Null when `id` is new to this input (and now claimed by `line`); else the error refusing the record. */
  claim(kind: Kind, id: string, line: number): RecordError | null {
    // Ids are ASCII (the id rule), so JavaScript's and PostgreSQL's lower() agree on them.
    const key = `${kind}:${id.toLowerCase()}`;
    const first = this.first.get(key);
    if (first === undefined) {
      this.first.set(key, { id, line });
      return null;
    }
    const same = first.id === id ? `the ${kind} id '${id}' is given again` : `the ${kind} id '${id}' differs only in case from '${first.id}'`;
    return {
      line,
      recordId: id,
      field: 'id',
      code: 'INVALID_VALUE',
      message: `${same} (first at line ${first.line}): ids must be unique in one ingestion, ignoring case; the first is ingested, this one is refused`,
    };
  }
}
