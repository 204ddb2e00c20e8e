/** Neo4j: the citation graph, and the bounds of the graph queries the API runs on it. */
import { engineCallTimeout } from './engine-call-timeout';
import { url } from './network';
import { integer, SettingGroup, text } from './setting';

export const NEO4J = {
  title: 'Neo4j',
  settings: {
    REFGRAPH_NEO4J_URL: url(['bolt:', 'neo4j:'], null, { description: 'Bolt URL of the Neo4j server holding the citation graph.', shownDefault: '`bolt://127.0.0.1:` and `REFGRAPH_NEO4J_BOLT_PORT`' }),
    REFGRAPH_NEO4J_BOLT_PORT: integer(1, 65535, 7687, { description: 'Bolt port of the local server when REFGRAPH_NEO4J_URL is unset, also the one scripts/engines/neo4j.sh binds.' }),
    REFGRAPH_NEO4J_USER: text('neo4j', { description: 'User Refgraph logs in as, when the server asks for one.' }),
    REFGRAPH_NEO4J_PASSWORD: text(null, { description: 'Password of that user; unset, no authentication (as the local engine runs).', secret: true }),
    REFGRAPH_NEO4J_CALL_TIMEOUT_MS: engineCallTimeout({
      description: 'Longest one Neo4j read may take inside an API read before ENGINE_TIMEOUT names the engine (writes and CLI commands keep the driver\'s own timeouts).',
    }),
  },
} satisfies SettingGroup;

export const CITATION_GRAPH = {
  title: 'Citation graph',
  settings: {
    REFGRAPH_GRAPH_MAX_NODES: integer(1, 10_000, 500, { description: 'Most papers one neighbourhood may return (the largest `first` a `neighbourhood` accepts).', see: 'citation-graph.md' }),
    REFGRAPH_GRAPH_MAX_TRAVERSALS: integer(1, 100_000_000, 200_000, { description: 'Estimated relationship traversals above which a graph query of an API request is refused with QUERY_TOO_LARGE before it runs (the operator\'s offline jobs — training data, exports, evaluation pools — are bounded by REFGRAPH_GRAPH_TIMEOUT_MS only).' }),
    REFGRAPH_GRAPH_TIMEOUT_MS: integer(100, 600_000, 10_000, { description: 'Neo4j transaction timeout of every graph query, past which QUERY_TIMEOUT.' }),
    REFGRAPH_GRAPH_MAX_PATHS: integer(1, 1000, 20, { description: 'Most shortest paths one `citationPath` returns.' }),
  },
} satisfies SettingGroup;
