/**
 * npm run bench:ingest — ingestion throughput on generated corpora (generate-corpus.ts), in one run:
 *   1. vectors supplied: N papers with their vectors in the file (the `vector` field): papers/s
 *      and the time of each stage (records into PostgreSQL and Neo4j, citations, search index);
 *   2. the same file again: idempotent re-ingestion, nothing changes;
 *   3. vectors computed: ingesting M papers from an empty embedding cache, against the encoder
 *      alone on the same texts in the same batches, timed before and after (the baseline is the
 *      mean of the two: a shared machine's load drifts); the ratio of the two.
 * It empties the stores between rows, so it refuses stores that hold papers unless given --reset
 * (which deletes every paper, talk, citation and cached embedding, the index and the graph): run
 * it against throw-away engines only (docs/performance.md). Printed figures only.
 *   --papers N    the supplied-vectors corpus (default 20000)
 *   --encoded M   the computed-vectors corpus (default 200; encoding is slow on a CPU)
 *   --seed S      corpus seed (default 1)
 *   --skip-rerun  leaves out row 2 (at 100k papers each row takes minutes)
 *   --compact auto|always|never  merge the index after row 1 as `refgraph ingest --compact` does
 *                 (default auto), timed on its own row; then Elasticsearch's own bulk rate on the
 *                 documents row 1 wrote (bulk-alone.ts) and row 1's rate as a fraction of it.
 *                 With --encoded 0 the row-1 index is left in place for bench:rank.
 * Rows 1 and the bulk alone also print the core-seconds each process spent (core-time.ts: this
 * process, its translator children, each engine), and from them the best fraction of the bulk
 * rate ingestion could reach by overlapping its processes perfectly (bestFraction).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { nonNegativeIntegerOption, positiveIntegerOption, seedOption } from '../cli/options';
import { createServices, closeServices, projectionTargets } from '../app';
import { readJsonLines } from '../common/json-lines';
import { loadConfig } from '../config';
import { chunks } from '../common/batches';
import { paperText } from '../embed';
import { ingest, IngestProgress, IngestTargets } from '../ingest';
import { COMPACT_MODES, CompactMode, compactSearchIndex, compactsAfterIngest } from '../projections';
import { invalidArgument } from '../errors/refgraph-error';
import { bulkAlone } from './bulk-alone';
import { CoreTimes, coreSecondsRow, startCoreTimes } from './core-time';
import { repoPath } from '../common/repo-path';
import { emptyStores } from './empty-stores';
import { generateCorpus } from './generate-corpus';


interface Timed {
  seconds: number;
  /** Seconds from the start to the first progress report of each stage. */
  stageStarts: Map<string, number>;
  citations: number;
  failed: number;
  papersIndexed: number;
}

async function timedIngest(targets: IngestTargets, file: string): Promise<Timed> {
  const started = performance.now();
  const stageStarts = new Map<string, number>();
  let citations = 0;
  const onProgress = (progress: IngestProgress) => {
    if (!stageStarts.has(progress.stage)) stageStarts.set(progress.stage, (performance.now() - started) / 1000);
    if (progress.stage === 'citations') citations = progress.total;
  };
  const report = await ingest(targets, readJsonLines(file), { name: file, format: 'jsonl' }, onProgress);
  return { seconds: (performance.now() - started) / 1000, stageStarts, citations, failed: report.recordsFailed, papersIndexed: report.papersIndexed };
}

function stages(run: Timed): string {
  const citations = run.stageStarts.get('citations') ?? run.seconds;
  const index = run.stageStarts.get('search index') ?? run.seconds;
  return `records ${citations.toFixed(1)} s, citations ${(index - citations).toFixed(1)} s, search index and the rest ${(run.seconds - index).toFixed(1)} s`;
}

function row(label: string, papers: number, run: Timed): string {
  const failed = run.failed > 0 ? `, ${run.failed} FAILED records` : '';
  return `${label.padEnd(34)} ${papers} papers, ${run.citations} edges in ${run.seconds.toFixed(1)} s: ${(papers / run.seconds).toFixed(0)} papers/s (${stages(run)})${failed}`;
}

/**
 * What overlap alone could reach. Ingestion cannot take less wall time than its core time spread
 * over every core (against the bulk alone's wall time: a bound that a loaded machine loosens, as it
 * slows the bulk alone); and when both keep every core busy, their rates stand as their core times
 * (a bound the load barely moves). Pure but for the core count.
 */
function bestFraction(ingestSpent: CoreTimes, bulk: { seconds: number; spent: CoreTimes }): string {
  const cores = availableParallelism();
  const coreSeconds = (spent: CoreTimes) => [...spent.values()].reduce((sum, ms) => sum + ms, 0) / 1000;
  const ingestCores = coreSeconds(ingestSpent);
  const floorSeconds = ingestCores / cores;
  return `${ingestCores.toFixed(1)} core-s against the bulk alone's ${coreSeconds(bulk.spent).toFixed(1)}: ×${(coreSeconds(bulk.spent) / ingestCores).toFixed(2)} with every core busy in both; at least ${floorSeconds.toFixed(1)} s on ${cores} cores, ×${(bulk.seconds / floorSeconds).toFixed(2)} of the bulk alone's wall time`;
}

/** The encoder alone on the texts ingestion encodes, in the batches it encodes them in. */
async function encoderAlone(targets: IngestTargets, file: string, paperFields: Parameters<typeof paperText>[1]): Promise<number> {
  const texts: string[] = [];
  for await (const parsed of readJsonLines(file)) {
    if (!('value' in parsed)) continue;
    const record = parsed.value as { kind: string; title: string; abstract?: string; year: number; venue?: string };
    if (record.kind === 'paper') texts.push(paperText({ title: record.title, abstract: record.abstract ?? null, year: record.year, venue: record.venue ?? null }, paperFields));
  }
  const started = performance.now();
  for (const batch of chunks(texts, targets.batchSize)) await targets.embedder!.encodeUncached(batch, 'passage');
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { papers: { type: 'string', default: '20000' }, encoded: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false }, 'skip-rerun': { type: 'boolean', default: false }, compact: { type: 'string', default: 'auto' } },
  });
  const papers = positiveIntegerOption('--papers', values.papers)!;
  const encoded = nonNegativeIntegerOption('--encoded', values.encoded)!;
  const seed = seedOption(values.seed);
  const compact = values.compact as CompactMode;
  if (!COMPACT_MODES.includes(compact)) throw invalidArgument('--compact', `must be one of ${COMPACT_MODES.join(', ')}`);
  const config = loadConfig();
  const model = config.embedding.model;
  if (model === null) throw new Error('bench:ingest measures vectors: set REFGRAPH_EMBEDDING_MODEL');
  const services = createServices(config);
  const dir = mkdtempSync(path.join(tmpdir(), 'refgraph-bench-ingest-'));
  try {
    if ((await services.prisma.paper.count()) > 0 && !values.reset) {
      throw new Error('the stores hold papers: run bench:ingest against throw-away engines, with --reset to empty them');
    }
    const targets = await projectionTargets(services);
    console.log(`bench:ingest — ${model}, batch ${targets.batchSize}, title translation ${config.translation.titles}, node ${process.version}`);

    const supplied = path.join(dir, 'supplied.jsonl');
    await generateCorpus({ papers, talks: 0, seed, out: supplied, vectorModel: model });
    await emptyStores(services);
    const enginesDir = process.env.REFGRAPH_ENGINES_DIR ?? repoPath('.engines');
    const ingestCores = startCoreTimes(enginesDir, { label: 'ingest', withChildren: true });
    const suppliedRun = await timedIngest(targets, supplied);
    const ingestSpent = ingestCores();
    console.log(row('vectors supplied', papers, suppliedRun));
    console.log(`${''.padEnd(34)} ${coreSecondsRow(ingestSpent)}`);
    if (compactsAfterIngest(compact, suppliedRun.papersIndexed)) {
      const merged = await compactSearchIndex(targets);
      console.log(`${'merged after it (--compact)'.padEnd(34)} ${merged.segmentsBefore} segments into ${merged.segmentsAfter} in ${(merged.milliseconds / 1000).toFixed(1)} s`);
    }
    const alone = await bulkAlone(targets, () => startCoreTimes(enginesDir, { label: 'bench', withChildren: false }));
    const ingestRate = papers / suppliedRun.seconds;
    const bulkRate = alone.documents / alone.seconds;
    console.log(`${'Elasticsearch bulk alone'.padEnd(34)} ${alone.documents} documents in ${alone.seconds.toFixed(1)} s: ${bulkRate.toFixed(0)} documents/s; ingestion ×${(ingestRate / bulkRate).toFixed(2)} of it`);
    console.log(`${''.padEnd(34)} ${coreSecondsRow(alone.spent)}`);
    console.log(`${'ingestion at best'.padEnd(34)} ${bestFraction(ingestSpent, alone)}`);
    if (!values['skip-rerun']) console.log(row('same file again (idempotent)', papers, await timedIngest(targets, supplied)));

    if (encoded === 0) return;
    const computed = path.join(dir, 'computed.jsonl');
    await generateCorpus({ papers: encoded, talks: 0, seed: seed + 1, out: computed });
    await emptyStores(services);
    // The encoder alone before and after the ingestion: the machine's load drifts, and their mean is the baseline.
    const before = await encoderAlone(targets, computed, config.embedding.paperFields);
    const run = await timedIngest(targets, computed);
    const after = await encoderAlone(targets, computed, config.embedding.paperFields);
    const encoderSeconds = (before + after) / 2;
    console.log(`${'encoder alone'.padEnd(34)} ${encoded} papers in ${before.toFixed(1)} s before, ${after.toFixed(1)} s after: ${(encoded / encoderSeconds).toFixed(1)} papers/s`);
    console.log(row('vectors computed', encoded, run));
    console.log(`${'ingestion / encoder alone'.padEnd(34)} ×${(run.seconds / encoderSeconds).toFixed(2)}`);
    console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await closeServices(services);
  }
}

runBench(main);
