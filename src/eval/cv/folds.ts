/**
 * Cross-validation folds over evaluation queries. Queries that share judgments (a citing
 * paper's global and local queries cite the same papers) share a group, and a group is never
 * split: otherwise a query's own references would help choose its parameters. Groups are
 * shuffled with the seed and dealt round-robin, largest first, so folds are close in size. Pure.
 */
import { invalidArgument } from '../../errors/refgraph-error';
import { seededRandom } from '../../common/random';

export interface Grouped {
  id: string;
  group: string;
}

/** Query id → fold (0 … folds-1). */
export function assignFolds(queries: readonly Grouped[], folds: number, seed: number): Map<string, number> {
  const members = new Map<string, string[]>();
  for (const query of queries) members.set(query.group, [...(members.get(query.group) ?? []), query.id]);
  if (!Number.isInteger(folds) || folds < 2) throw invalidArgument('folds', `must be an integer ≥ 2, got ${folds}`);
  if (members.size < folds) throw invalidArgument('folds', `${folds} folds need at least ${folds} query groups; there are ${members.size}`);

  const random = seededRandom(seed);
  const groups = [...members.keys()].sort();
  for (let i = groups.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [groups[i], groups[j]] = [groups[j]!, groups[i]!];
  }
  // Largest groups first (stable: shuffled order among equals), each to the smallest fold so far.
  const ordered = groups.map((group, order) => ({ group, order, size: members.get(group)!.length })).sort((a, b) => b.size - a.size || a.order - b.order);
  const sizes = new Array<number>(folds).fill(0);
  const fold = new Map<string, number>();
  for (const { group, size } of ordered) {
    const smallest = sizes.indexOf(Math.min(...sizes));
    sizes[smallest] = sizes[smallest]! + size;
    for (const id of members.get(group)!) fold.set(id, smallest);
  }
  return fold;
}
