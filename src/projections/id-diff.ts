/**
 * What differs between the ids PostgreSQL holds and the ids a projection holds. Pure.
 */

export interface IdDiff {
  /** What the difference is about, e.g. `elasticsearch papers`. */
  kind: string;
  /** How many PostgreSQL holds, and how many the projection holds. */
  expected: number;
  actual: number;
  /** In PostgreSQL, not in the projection: how many, and the first few in id order. */
  missing: { count: number; first: string[] };
  /** In the projection, not in PostgreSQL. */
  extra: { count: number; first: string[] };
}

export function diffIds(kind: string, expected: Iterable<string>, actual: Iterable<string>, shown: number): IdDiff {
  const want = new Set(expected);
  const have = new Set(actual);
  const missing = [...want].filter((id) => !have.has(id)).sort();
  const extra = [...have].filter((id) => !want.has(id)).sort();
  return {
    kind,
    expected: want.size,
    actual: have.size,
    missing: { count: missing.length, first: missing.slice(0, shown) },
    extra: { count: extra.length, first: extra.slice(0, shown) },
  };
}

export function isClean(diff: IdDiff): boolean {
  return diff.missing.count === 0 && diff.extra.count === 0;
}

/** A citation edge as one comparable id. */
export function edgeKey(citingId: string, citedId: string): string {
  return `${citingId} -> ${citedId}`;
}

/** The lines `refgraph verify` prints: one per kind, then the first differing ids. */
export function formatDiffs(diffs: IdDiff[]): string[] {
  const lines: string[] = [];
  for (const diff of diffs) {
    const state = isClean(diff) ? 'ok' : `DIFFERS: ${diff.missing.count} missing, ${diff.extra.count} extra`;
    lines.push(`${diff.kind}: PostgreSQL ${diff.expected}, projection ${diff.actual}: ${state}`);
    if (diff.missing.count > 0) lines.push(`  missing: ${diff.missing.first.join(', ')}${more(diff.missing)}`);
    if (diff.extra.count > 0) lines.push(`  extra: ${diff.extra.first.join(', ')}${more(diff.extra)}`);
  }
  return lines;
}

function more(part: { count: number; first: string[] }): string {
  return part.count > part.first.length ? ` … (${part.count - part.first.length} more)` : '';
}
