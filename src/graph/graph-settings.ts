/** What the Neo4j adapters are configured with (composed by src/config). */

export interface Neo4jSettings {
  url: string;
  user: string;
  password: string | undefined;
  /** Longest one Neo4j read may take inside an API request before ENGINE_TIMEOUT. */
  callTimeoutMs: number;
}

/** Bounds of the citation-graph queries (neighbourhoods, co-citation, paths, influence, negatives). */
export interface GraphSettings {
  /** Most papers a neighbourhood may return (its `limit`). */
  maxNodes: number;
  /** Queries whose estimated relationship traversals exceed this are refused (QUERY_TOO_LARGE). */
  maxTraversals: number;
  /** Neo4j transaction timeout of every graph query, milliseconds (QUERY_TIMEOUT). */
  timeoutMs: number;
  /** Most shortest paths one citationPath returns. */
  maxPaths: number;
}
