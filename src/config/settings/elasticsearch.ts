/** Elasticsearch: the search index (BM25, vectors, facts the ranking reads). */
import bm25Defaults from '../../search/bm25-defaults.json';
import { MAX_K1 } from '../tuned-parameters';
import { engineCallTimeout } from './engine-call-timeout';
import { urls } from './network';
import { integer, number, optionalFile, SettingGroup, text } from './setting';

const tunedElse = (value: number): string => `the tuned file's, else \`${value}\` (src/search/bm25-defaults.json)`;

export const ELASTICSEARCH = {
  title: 'Elasticsearch',
  settings: {
    REFGRAPH_ES_URL: urls(['http:', 'https:'], null, {
      description: 'The nodes to use, comma-separated with one scheme for all: the client spreads requests over them and retries a failed one on another.',
      shownDefault: '`http://127.0.0.1:` and `REFGRAPH_ES_PORT`',
      see: 'cluster.md',
    }),
    REFGRAPH_ES_PORT: integer(1, 65535, 9200, { description: 'HTTP port of the local node when REFGRAPH_ES_URL is unset, also the one scripts/engines/elasticsearch.sh binds.' }),
    REFGRAPH_ES_USERNAME: text(null, { description: 'User for a secured cluster, with REFGRAPH_ES_PASSWORD (or log in with REFGRAPH_ES_API_KEY instead); unset, security is off as the engine scripts run it.' }),
    REFGRAPH_ES_PASSWORD: text(null, { description: 'Password of REFGRAPH_ES_USERNAME.', secret: true }),
    REFGRAPH_ES_API_KEY: text(null, { description: 'API key (base64 `id:key`) for a secured cluster, instead of a user and password.', secret: true }),
    REFGRAPH_ES_CA_FILE: optionalFile({ description: 'PEM file of the CA that signed the nodes\' certificates, for https:// nodes with a private CA.', see: 'cluster.md' }),
    REFGRAPH_ES_INDEX_PREFIX: text(
      'refgraph',
      { description: 'Prefix of the index names, so several data sets (tests, evaluation corpora) can share one cluster.' },
      { pattern: /^[a-z0-9][a-z0-9_-]*$/, says: "lower-case letters, digits, '-' and '_' only" },
    ),
    REFGRAPH_ES_SHARDS: integer(1, 1024, 1, { description: 'Primary shards of the papers index, fixed when the index is created (the next `refgraph reindex --target elasticsearch` applies a change).', see: 'cluster.md#shards-replicas-and-bm25-use-one-shard-and-replicas' }),
    REFGRAPH_ES_REPLICAS: integer(0, 100, 0, { description: 'Replicas of each shard of the papers index, so a cluster survives a dead node (applied like the shards); as many as the cluster has data nodes is refused, as it could never be green.', see: 'cluster.md#shards-replicas-and-bm25-use-one-shard-and-replicas' }),
    REFGRAPH_BM25_K1: number(0, MAX_K1, null, { description: 'BM25\'s term-frequency saturation for the papers index, over what `refgraph tune bm25` fitted.', shownDefault: tunedElse(bm25Defaults.k1) }),
    REFGRAPH_BM25_B: number(0, 1, null, { description: 'BM25\'s length normalisation for the papers index, over what `refgraph tune bm25` fitted.', shownDefault: tunedElse(bm25Defaults.b) }),
    REFGRAPH_ES_CALL_TIMEOUT_MS: engineCallTimeout({
      description: 'Longest one Elasticsearch call may take inside an API read before ENGINE_TIMEOUT names the engine, kept under the request budget so a hung node is named (CLI commands keep longer timeouts).',
    }),
  },
} satisfies SettingGroup;
