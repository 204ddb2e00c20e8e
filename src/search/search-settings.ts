/** What the Elasticsearch adapters are configured with (composed by src/config). */

/** BM25's parameters, served as the index's default similarity. */
export interface Bm25Settings {
  k1: number;
  b: number;
}

/** Credentials for a secured cluster: a user and password, or an API key. */
export type ElasticsearchAuth = { username: string; password: string } | { apiKey: string };

/** How to reach the cluster: every node the client may use, credentials, the CA of its TLS certificates. */
export interface ElasticsearchConnection {
  /** One URL per node; the client spreads requests over them and moves off a dead one. */
  nodes: string[];
  auth: ElasticsearchAuth | null;
  /** PEM file of the CA that signed the nodes' certificates (https only); null: the system's CAs. */
  caFile: string | null;
}

/** How the papers index is split: primary shards, and copies of each on other nodes. */
export interface IndexLayout {
  shards: number;
  replicas: number;
}

export interface SearchSettings {
  connection: ElasticsearchConnection;
  /** Index names start with it, so several deployments or test runs can share a cluster. */
  indexPrefix: string;
  bm25: Bm25Settings;
  vectorDimensions: number;
  layout: IndexLayout;
  /** Longest one Elasticsearch call may take inside an API request before ENGINE_TIMEOUT. */
  callTimeoutMs: number;
}
