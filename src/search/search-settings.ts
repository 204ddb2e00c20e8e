/** What the Elasticsearch adapters are configured with (composed by src/config). */

/** BM25's parameters, served as the index's default similarity. */
export interface Bm25Settings {
  k1: number;
  b: number;
}

export interface SearchSettings {
  url: string;
  /** Index names start with it, so several deployments or test runs can share a cluster. */
  indexPrefix: string;
  bm25: Bm25Settings;
  vectorDimensions: number;
}
