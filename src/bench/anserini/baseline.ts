/**
 * The Anserini BM25 baseline's driver (scripts/baselines/anserini-bm25.sh runs it around Java).
 *
 *   node dist/src/bench/anserini/baseline.js prepare --out DIR <refgraph eval options>
 *     writes DIR/corpus/docs.jsonl (every stored paper: title + abstract in one field), DIR/years.tsv,
 *     DIR/topics.tsv (each query's BM25 text, exactly as the pipeline builds it), DIR/limits.json
 *     (year limit and exclusions per query), DIR/k.txt (the evaluation's depth) and DIR/depth.txt (how deep
 *     Lucene must search for k to survive the limits)
 *   node dist/src/bench/anserini/baseline.js filter --out DIR --raw RAW.trec --run RUN.trec --k N --tag TAG
 *     keeps per query the first N papers its limits admit: the run `refgraph eval --run-file` scores.
 *
 * The queries are read by `refgraph eval`'s own loader from the same options, so the baseline
 * cannot drift from what the evaluation asks: same files, split, same-year rule, query texts.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { parseEvalArgs } from '../../cli/commands/eval-args';
import { evaluationEnvironment, withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { loadQueries } from '../../eval';
import { anseriniDocument, filteredRun, limitsOf, QueryLimits, RunLine, searchDepth, topicLine } from './baseline-files';

const PAGE = 5000;

async function prepare(args: string[]): Promise<void> {
  const outIndex = args.indexOf('--out');
  if (outIndex < 0 || args[outIndex + 1] === undefined) throw invalidArgument('--out', 'give the folder to write to');
  const out = args[outIndex + 1]!;
  const options = parseEvalArgs([...args.slice(0, outIndex), ...args.slice(outIndex + 2)]);
  if (options.mode !== 'run') throw invalidArgument('prepare', 'give the options of an evaluation run');
  await mkdir(path.join(out, 'corpus'), { recursive: true });
  await withServices(async (services) => {
    const env = await evaluationEnvironment(services);
    const loaded = await loadQueries(env, options.plan, (message) => console.error(message));
    const years = new Map<string, number>();
    const docs = createWriteStream(path.join(out, 'corpus', 'docs.jsonl'));
    for (let cursor: string | undefined; ; ) {
      const page = await services.prisma.paper.findMany({
        select: { id: true, title: true, abstract: true, year: true },
        orderBy: { id: 'asc' },
        take: PAGE,
        ...(cursor === undefined ? {} : { skip: 1, cursor: { id: cursor } }),
      });
      for (const paper of page) {
        years.set(paper.id, paper.year);
        if (!docs.write(`${JSON.stringify(anseriniDocument(paper))}\n`)) await once(docs, 'drain');
      }
      if (page.length < PAGE) break;
      cursor = page[page.length - 1]!.id;
    }
    docs.end();
    await once(docs, 'finish');
    const limits = Object.fromEntries(loaded.prepared.map((q) => [q.id, limitsOf(q.rankQuery)]));
    await writeFile(path.join(out, 'years.tsv'), [...years].map(([id, year]) => `${id}\t${year}\n`).join(''));
    await writeFile(path.join(out, 'topics.tsv'), loaded.prepared.map((q) => `${topicLine(q.id, q.rankQuery)}\n`).join(''));
    await writeFile(path.join(out, 'limits.json'), JSON.stringify(limits));
    await writeFile(path.join(out, 'depth.txt'), `${searchDepth(options.plan.k, Object.values(limits), years)}\n`);
    await writeFile(path.join(out, 'k.txt'), `${options.plan.k}\n`);
    console.error(`prepared ${years.size} papers and ${loaded.prepared.length} queries in ${out}`);
  });
}

async function filter(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, raw: { type: 'string' }, run: { type: 'string' }, k: { type: 'string' }, tag: { type: 'string' } } });
  const { out, raw, run, k, tag } = values;
  if (!out || !raw || !run || !k || !tag) throw invalidArgument('filter', 'give --out, --raw, --run, --k and --tag');
  const years = new Map(
    (await readFile(path.join(out, 'years.tsv'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t') as [string, string])
      .map(([id, year]) => [id, Number(year)] as const),
  );
  const limits = new Map(Object.entries(JSON.parse(await readFile(path.join(out, 'limits.json'), 'utf8')) as Record<string, QueryLimits>));
  const lines: RunLine[] = (await readFile(raw, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+/))
    .map((columns) => ({ queryId: columns[0]!, docId: columns[2]!, score: Number(columns[4]) }));
  const kept = filteredRun(lines, limits, years, Number(k), tag);
  await writeFile(run, kept.map((line) => `${line}\n`).join(''));
  console.error(`${run}: ${kept.length} lines for ${limits.size} queries`);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'prepare') await prepare(rest);
  else if (command === 'filter') await filter(rest);
  else throw invalidArgument('command', 'prepare or filter');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
