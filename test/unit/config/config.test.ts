import { loadConfig } from '../../../src/config/config';
import bm25Defaults from '../../../src/search/bm25-defaults.json';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config.postgres).toMatchObject({ host: '127.0.0.1', port: 5433, database: 'refgraph' });
    expect(config.elasticsearch).toMatchObject({ connection: { nodes: ['http://127.0.0.1:9200'], auth: null, caFile: null }, layout: { shards: 1, replicas: 0 }, indexPrefix: 'refgraph', bm25: { k1: bm25Defaults.k1, b: bm25Defaults.b } });
    expect(config.neo4j.url).toBe('bolt://127.0.0.1:7687');
    expect(config.graph).toEqual({ maxNodes: 500, maxTraversals: 200_000, timeoutMs: 10_000, maxPaths: 20 });
  });

  it('reads several Elasticsearch nodes, credentials and the index layout', () => {
    const config = loadConfig({
      REFGRAPH_ES_URL: 'https://a:9200, https://b:9200',
      REFGRAPH_ES_USERNAME: 'refgraph',
      REFGRAPH_ES_PASSWORD: 'secret',
      REFGRAPH_ES_CA_FILE: __filename,
      REFGRAPH_ES_SHARDS: '3',
      REFGRAPH_ES_REPLICAS: '1',
    });
    expect(config.elasticsearch.connection).toEqual({ nodes: ['https://a:9200', 'https://b:9200'], auth: { username: 'refgraph', password: 'secret' }, caFile: __filename });
    expect(config.elasticsearch.layout).toEqual({ shards: 3, replicas: 1 });
    expect(loadConfig({ REFGRAPH_ES_API_KEY: 'k' }).elasticsearch.connection.auth).toEqual({ apiKey: 'k' });
  });

  it('reports bad Elasticsearch connection and layout settings together', () => {
    expect(() =>
      loadConfig({
        REFGRAPH_ES_URL: 'http://a:9200,https://b:9200,nope',
        REFGRAPH_ES_USERNAME: 'refgraph',
        REFGRAPH_ES_API_KEY: 'k',
        REFGRAPH_ES_SHARDS: '0',
        REFGRAPH_ES_REPLICAS: '-1',
      }),
    ).toThrow(
      expect.objectContaining({
        details: {
          problems: [
            'REFGRAPH_ES_URL=nope: not a URL',
            'REFGRAPH_ES_USERNAME and REFGRAPH_ES_PASSWORD: set both or neither',
            'REFGRAPH_ES_API_KEY and REFGRAPH_ES_USERNAME: use one way to log in, not both',
            'REFGRAPH_ES_SHARDS=0: expected an integer in [1, 1024]',
            'REFGRAPH_ES_REPLICAS=-1: expected an integer in [0, 100]',
          ],
        },
      }),
    );
    expect(() => loadConfig({ REFGRAPH_ES_URL: 'http://a:9200,https://b:9200' })).toThrow(
      expect.objectContaining({ details: { problems: ['REFGRAPH_ES_URL: all nodes must use the same scheme (http or https)'] } }),
    );
    expect(() => loadConfig({ REFGRAPH_ES_CA_FILE: '/nonexistent/ca.pem' })).toThrow(
      expect.objectContaining({
        details: { problems: ['REFGRAPH_ES_CA_FILE=/nonexistent/ca.pem: only used with https:// nodes in REFGRAPH_ES_URL', 'REFGRAPH_ES_CA_FILE=/nonexistent/ca.pem: no such file'] },
      }),
    );
  });

  it('reads and checks the graph query bounds', () => {
    expect(loadConfig({ REFGRAPH_GRAPH_MAX_TRAVERSALS: '5000', REFGRAPH_GRAPH_TIMEOUT_MS: '2500' }).graph).toMatchObject({ maxTraversals: 5000, timeoutMs: 2500 });
    expect(() => loadConfig({ REFGRAPH_GRAPH_MAX_NODES: '0', REFGRAPH_GRAPH_TIMEOUT_MS: '10' })).toThrow(
      expect.objectContaining({
        details: { problems: ['REFGRAPH_GRAPH_MAX_NODES=0: expected an integer in [1, 10000]', 'REFGRAPH_GRAPH_TIMEOUT_MS=10: expected an integer in [100, 600000]'] },
      }),
    );
  });

  it('caps bibliographies at REFGRAPH_BIBLIOGRAPHY_MAX_SIZE (1000), at most 2500, and loads the preselection preset', () => {
    expect(loadConfig({}).bibliography).toEqual({
      maxSize: 1000,
      preselect: { fusion: 'WEIGHTED', weights: { bm25: 1, dense: 1, citations: 0, recentCitations: 0, author: 0, graph: 2 }, expansionSeeds: 10, minScoreShare: 0.25 },
    });
    expect(loadConfig({ REFGRAPH_BIBLIOGRAPHY_MAX_SIZE: '50' }).bibliography.maxSize).toBe(50);
    expect(() => loadConfig({ REFGRAPH_BIBLIOGRAPHY_MAX_SIZE: '2501' })).toThrow(
      expect.objectContaining({ details: { problems: ['REFGRAPH_BIBLIOGRAPHY_MAX_SIZE=2501: expected an integer in [1, 2500]'] } }),
    );
  });

  it('encodes citation queries as passages unless REFGRAPH_CITATION_QUERY_ROLE says query', () => {
    expect(loadConfig({}).embedding.citationQueryRole).toBe('passage');
    expect(loadConfig({ REFGRAPH_CITATION_QUERY_ROLE: 'query' }).embedding.citationQueryRole).toBe('query');
    expect(() => loadConfig({ REFGRAPH_CITATION_QUERY_ROLE: 'document' })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
  });

  it('takes one model, or different ones joined by +, whose vectors lie side by side in the index', () => {
    expect(loadConfig({}).embedding.model).toBe('multilingual-e5-small');
    const joined = loadConfig({ REFGRAPH_EMBEDDING_MODEL: 'multilingual-e5-small-int8+bge-small-en-v1.5' });
    expect([joined.embedding.model, joined.elasticsearch.vectorDimensions]).toEqual(['multilingual-e5-small-int8+bge-small-en-v1.5', 768]);
    expect(loadConfig({ REFGRAPH_EMBEDDING_MODEL: 'none' }).embedding.model).toBeNull();
    for (const bad of ['multilingual-e5-small+nope', 'multilingual-e5-small+multilingual-e5-small', 'multilingual-e5-small+']) {
      expect(() => loadConfig({ REFGRAPH_EMBEDDING_MODEL: bad })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining("different ones joined by '+'") }));
    }
  });

  it('translates queries and titles with Apertium unless REFGRAPH_QUERY_TRANSLATION or REFGRAPH_TITLE_TRANSLATION says off', () => {
    expect(loadConfig({}).translation).toEqual({ queries: 'apertium', titles: 'apertium', timeoutMs: 5000, inFlight: 2, maxWaitingPerClient: 64 });
    expect(
      loadConfig({ REFGRAPH_QUERY_TRANSLATION: 'off', REFGRAPH_TITLE_TRANSLATION: 'off', REFGRAPH_TRANSLATION_TIMEOUT_MS: '800', REFGRAPH_TRANSLATION_IN_FLIGHT: '4', REFGRAPH_TRANSLATION_WAITING_PER_CLIENT: '10' }).translation,
    ).toEqual({ queries: 'off', titles: 'off', timeoutMs: 800, inFlight: 4, maxWaitingPerClient: 10 });
    for (const bad of [{ REFGRAPH_TRANSLATION_IN_FLIGHT: '0' }, { REFGRAPH_TRANSLATION_IN_FLIGHT: '2.5' }, { REFGRAPH_TRANSLATION_WAITING_PER_CLIENT: '0' }]) {
      expect(() => loadConfig(bad)).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
    }
    expect(() => loadConfig({ REFGRAPH_QUERY_TRANSLATION: 'google' })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
    expect(() => loadConfig({ REFGRAPH_TITLE_TRANSLATION: 'deepl' })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
  });

  it('keeps anonymous reads and introspection off whatever the bind address, unless set', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '0.0.0.0']) {
      expect(loadConfig({ REFGRAPH_API_HOST: host }).api).toMatchObject({ anonymousRead: false, introspection: false, trustedProxies: [] });
    }
    expect(loadConfig({ REFGRAPH_ANONYMOUS_READ: 'true', REFGRAPH_INTROSPECTION: '1' }).api).toMatchObject({ anonymousRead: true, introspection: true });
  });

  it('reads trusted proxies as addresses and CIDRs, the failed-authentication budget and the body depth', () => {
    const api = loadConfig({ REFGRAPH_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1, fd00::/8', REFGRAPH_AUTH_FAILURES_PER_MINUTE: '5', REFGRAPH_MAX_BODY_DEPTH: '10' }).api;
    expect(api).toMatchObject({ trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'], authFailuresPerMinute: 5, maxBodyDepth: 10 });
    expect(loadConfig({}).api).toMatchObject({ authFailuresPerMinute: 30, maxBodyDepth: 32 });
  });

  it('refuses trusted proxies that are not addresses or CIDRs, each named', () => {
    expect(() => loadConfig({ REFGRAPH_TRUSTED_PROXIES: 'proxy.example.org,10.0.0.0/33,127.0.0.1/8/1,::1/129,10.0.0.0/x,127.0.0.1', REFGRAPH_MAX_BODY_DEPTH: '1' })).toThrow(
      expect.objectContaining({
        code: 'CONFIG_INVALID',
        details: {
          problems: [
            "REFGRAPH_TRUSTED_PROXIES: 'proxy.example.org' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)",
            "REFGRAPH_TRUSTED_PROXIES: '10.0.0.0/33' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)",
            "REFGRAPH_TRUSTED_PROXIES: '127.0.0.1/8/1' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)",
            "REFGRAPH_TRUSTED_PROXIES: '::1/129' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)",
            "REFGRAPH_TRUSTED_PROXIES: '10.0.0.0/x' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)",
            'REFGRAPH_MAX_BODY_DEPTH=1: expected an integer in [2, 1000]',
          ],
        },
      }),
    );
  });

  it('reports every problem at once, in the order of the settings table (docs/configuration.md)', () => {
    expect(() => loadConfig({ REFGRAPH_BM25_B: '2', REFGRAPH_API_PORT: 'x', REFGRAPH_ES_INDEX_PREFIX: 'Bad Prefix', REFGRAPH_NEO4J_URL: 'http://x' })).toThrow(
      expect.objectContaining({
        code: 'CONFIG_INVALID',
        details: {
          problems: [
            'REFGRAPH_ES_INDEX_PREFIX=Bad Prefix: lower-case letters, digits, \'-\' and \'_\' only',
            'REFGRAPH_BM25_B=2: expected a number in [0, 1]',
            'REFGRAPH_NEO4J_URL=http://x: protocol must be one of bolt:, neo4j:',
            'REFGRAPH_API_PORT=x: expected an integer in [0, 65535]',
          ],
        },
      }),
    );
  });

  it('reports bad values of every kind together, each setting checked against the table, empty ones as unset', () => {
    const env = {
      REFGRAPH_PG_PORT: '0',
      REFGRAPH_ES_PASSWORD: 'secret',
      REFGRAPH_ES_SHARDS: 'two',
      REFGRAPH_API_PORT: '',
      REFGRAPH_ANONYMOUS_READ: 'yes',
      REFGRAPH_CORS_ORIGINS: 'http://a.example/path',
      REFGRAPH_LOG_LEVEL: 'loud',
      REFGRAPH_EMBEDDING_MODEL: 'nope',
      REFGRAPH_PAPER_TEXT_FIELDS: 'title,body',
      REFGRAPH_ENCODER_THREADS: '1.5',
    };
    expect(() => loadConfig(env)).toThrow(
      expect.objectContaining({
        code: 'CONFIG_INVALID',
        details: {
          problems: [
            'REFGRAPH_PG_PORT=0: expected an integer in [1, 65535]',
            'REFGRAPH_ES_USERNAME and REFGRAPH_ES_PASSWORD: set both or neither',
            'REFGRAPH_ES_SHARDS=two: expected an integer in [1, 1024]',
            'REFGRAPH_ANONYMOUS_READ=yes: expected true or false',
            "REFGRAPH_CORS_ORIGINS: 'http://a.example/path' is not an origin (scheme://host[:port], no path)",
            'REFGRAPH_LOG_LEVEL=loud: expected one of fatal, error, warn, info, debug, trace, silent',
            expect.stringMatching(/^REFGRAPH_EMBEDDING_MODEL=nope: expected none, or one of multilingual-e5-small, /),
            'REFGRAPH_PAPER_TEXT_FIELDS=title,body: expected a comma-separated list of title, abstract, year, venue',
            'REFGRAPH_ENCODER_THREADS=1.5: expected an integer in [1, 64]',
          ],
        },
      }),
    );
    expect(loadConfig({ REFGRAPH_API_PORT: '' }).api.port).toBe(4000);
  });

  it('takes the defaults of what the process is for: one encoder thread and the fast lane serving, two threads for batch work', () => {
    expect(loadConfig({}, 'serving').embedding).toMatchObject({ threads: 1, fastLane: true });
    expect(loadConfig({}, 'batch').embedding).toMatchObject({ threads: 2, fastLane: false });
    expect(loadConfig({ REFGRAPH_ENCODER_THREADS: '4', REFGRAPH_ENCODER_FAST_LANE: 'false' }, 'serving').embedding).toMatchObject({ threads: 4, fastLane: false });
  });
});
