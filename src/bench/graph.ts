/**
 * npm run bench:graph — latency (p50/p95, warm) of the citation-graph queries on the seed
 * corpus and on a generated graph (100,000 papers x 20 references by default). Printed figures
 * only. It writes to Neo4j, so run it against a throw-away Neo4j only (docs/citation-graph.md,
 * "Benchmark"); it refuses a graph that already holds papers unless given --reset, which
 * deletes everything in it.
 *   --papers N --references M --seed S   the generated graph (defaults 100000, 20, 1)
 *   --centres N                          measured requests per query (default 50, after 10 warm-ups)
 *   --only seed|generated                one of the two graphs
 */
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { nonNegativeIntegerOption, positiveIntegerOption, seedOption } from '../cli/options';
import { loadConfig } from '../config';
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';
import { citationOverlapOf, citationPaths, GraphReader, influence, neighbourhood, relatedPapers, CITATION_DIRECTIONS, createNeo4jDriver, applyGraphConstraints, countGraph, deleteGraph, readGraph } from '../graph';
import { mulberry32, drawInOrder } from '../common/random';
import { loadGeneratedGraph, loadSeedCorpus } from './bench-graphs';
import { generateGraph } from './generate-graph';
import { LATENCY_HEADER, latencyRow, Outcomes } from './latency';

const WARM_UP = 10;
/** The largest cap the configuration allows. */
const LIFTED_CAP = 100_000_000;
const FIELDS = ['Biology', 'Chemistry', 'Computer Science', 'Economics', 'Engineering', 'Mathematics', 'Medicine', 'Physics', 'Psychology', 'Sociology'];

type Request = (centre: string, partner: string) => Promise<unknown>;

async function measure(name: string, pairs: [string, string][], request: Request): Promise<Outcomes> {
  const outcomes: Outcomes = { answered: [], refused: 0, timedOut: 0 };
  for (const [i, [centre, partner]] of pairs.entries()) {
    const started = performance.now();
    try {
      await request(centre, partner);
      if (i >= WARM_UP) outcomes.answered.push(performance.now() - started);
    } catch (error) {
      if (!(error instanceof RefgraphError) || !['QUERY_TOO_LARGE', 'QUERY_TIMEOUT'].includes(error.code)) throw error;
      if (i >= WARM_UP) outcomes[error.code === 'QUERY_TOO_LARGE' ? 'refused' : 'timedOut'] += 1;
    }
  }
  return outcomes;
}

/** Every query kind, measured with `reader`'s bounds; rows with refusals are measured again with the cap lifted. */
async function benchQueries(reader: GraphReader, ids: string[], fields: string[], centres: number, seed: number): Promise<void> {
  const random = mulberry32(seed);
  const picked = drawInOrder(ids, WARM_UP + centres, random);
  const partners = drawInOrder(ids, WARM_UP + centres, random);
  const pairs = picked.map((id, i): [string, string] => [id, partners[i] === id ? partners[(i + 1) % partners.length]! : partners[i]!]);
  const fieldPairs = [...fields, ...fields].slice(0, WARM_UP + fields.length).map((f): [string, string] => [f, f]);
  const open = { yearFrom: null, yearTo: null };
  const kinds: [string, [string, string][], (r: GraphReader) => Request][] = [];
  for (const depth of [1, 2, 3]) {
    for (const direction of CITATION_DIRECTIONS) {
      kinds.push([`neighbourhood ${direction} depth ${depth}`, pairs, (r) => (paperId) => neighbourhood(r, { paperId, direction, depth, limit: 100, window: open })]);
    }
  }
  kinds.push(['coCited k=10', pairs, (r) => (paperId) => relatedPapers(r, 'coCited', paperId, 10)]);
  kinds.push(['coupled k=10', pairs, (r) => (paperId) => relatedPapers(r, 'coupled', paperId, 10)]);
  kinds.push(['citationOverlap', pairs, (r) => (q, c) => citationOverlapOf(r, q, c)]);
  for (const directed of [true, false]) {
    const name = `citationPath ${directed ? 'directed' : 'undirected'} maxDepth 4`;
    kinds.push([name, pairs, (r) => (fromId, toId) => citationPaths(r, { fromId, toId, maxDepth: 4, directed, maxPaths: 20 })]);
  }
  kinds.push([`influence field k=10 (${fields.length} fields)`, fieldPairs, (r) => (field) => influence(r, { fields: [field] }, 10)]);

  console.log(LATENCY_HEADER);
  const refusedKinds: typeof kinds = [];
  for (const kind of kinds) {
    const [name, requests, request] = kind;
    const outcomes = await measure(name, requests, request(reader));
    console.log(latencyRow(name, outcomes));
    if (outcomes.refused > 0) refusedKinds.push(kind);
  }
  if (refusedKinds.length === 0) return;
  const lifted: GraphReader = { ...reader, settings: { ...reader.settings, maxTraversals: LIFTED_CAP } };
  console.log(`\nthe same requests with the cap lifted to ${LIFTED_CAP} (what the refusals would have cost; the timeout still applies)`);
  console.log(LATENCY_HEADER);
  for (const [name, requests, request] of refusedKinds) console.log(latencyRow(name, await measure(name, requests, request(lifted))));
}

async function fieldsOf(reader: GraphReader): Promise<string[]> {
  const rows = await readGraph(reader, 'bench-fields', {});
  return rows.map((row) => row.field as string);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      papers: { type: 'string', default: '100000' },
      references: { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      centres: { type: 'string', default: '50' },
      only: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const papers = positiveIntegerOption('--papers', values.papers)!;
  const references = nonNegativeIntegerOption('--references', values.references)!;
  const seed = seedOption(values.seed);
  const centres = positiveIntegerOption('--centres', values.centres)!;
  if (values.only !== undefined && values.only !== 'seed' && values.only !== 'generated') throw invalidArgument('--only', `expected seed or generated, got '${values.only}'`);
  const config = loadConfig();
  const driver = createNeo4jDriver(config.neo4j);
  const reader: GraphReader = { driver, settings: config.graph };
  try {
    const existing = (await countGraph(driver)).papers;
    if (existing > 0 && !values.reset) {
      console.error(`bench:graph: ${config.neo4j.url} holds ${existing} papers; run against a throw-away Neo4j, with --reset to empty it first`);
      process.exitCode = 2;
      return;
    }
    const settings = config.graph;
    console.log(`bench:graph on ${config.neo4j.url}: cap ${settings.maxTraversals} traversals, timeout ${settings.timeoutMs} ms, limit 100, ${centres} random centres after ${WARM_UP} warm-ups, node ${process.version}`);
    if (values.only !== 'generated') {
      await deleteGraph(driver);
      await applyGraphConstraints(driver);
      const ids = await loadSeedCorpus(driver);
      const counts = await countGraph(driver);
      console.log(`\n(a) seed corpus: ${counts.papers} papers, ${counts.citations} citations`);
      await benchQueries(reader, ids, await fieldsOf(reader), centres, seed);
    }
    if (values.only !== 'seed') {
      await deleteGraph(driver);
      await applyGraphConstraints(driver);
      let started = performance.now();
      const graph = generateGraph({ papers, referencesPerPaper: references, seed, firstYear: 1960, lastYear: 2024, fields: FIELDS });
      console.log(`\n(b) generated graph: ${papers} papers, ${graph.citing.length} citations (preferential attachment, seed ${seed}), generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      started = performance.now();
      await loadGeneratedGraph(driver, graph, (edges) => process.stderr.isTTY && process.stderr.write(`\rloaded ${edges} citations`));
      const seconds = (performance.now() - started) / 1000;
      console.log(`loaded into Neo4j in ${seconds.toFixed(0)} s (${(graph.citing.length / seconds).toFixed(0)} citations/s, batched MERGE upserts)`);
      await benchQueries(reader, graph.ids, FIELDS, centres, seed);
    }
  } finally {
    await driver.close();
  }
}

runBench(main);
