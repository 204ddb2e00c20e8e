/**
 * One page of a Relay connection from rows fetched with one extra row (which only tells whether
 * there is a next page). Pure.
 */
export interface ConnectionPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function connectionPage<Row, Node>(rows: readonly Row[], size: number, after: boolean, cursorOf: (row: Row) => string, nodeOf: (row: Row) => Node): ConnectionPage<Node> {
  const edges = rows.slice(0, size).map((row) => ({ cursor: cursorOf(row), node: nodeOf(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: after,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
