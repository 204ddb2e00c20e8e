#!/usr/bin/env node
/**
 * The `refgraph` command line: thin wrappers that parse arguments and call the capabilities.
 *   refgraph migrate                       create the database if needed and apply migrations
 *   refgraph ingest FILE... [--format F]   ingest JSONL (docs/ingest-format.md) or OpenAlex works
 *   refgraph reindex [--target T]          rebuild Elasticsearch and/or Neo4j from PostgreSQL
 *   refgraph embed [--model M]             encode every paper and talk into the embedding cache
 *   refgraph counts                        records in PostgreSQL and in each projection
 *   refgraph verify [--target T]           PostgreSQL's ids against each projection's; exit 1 when they differ
 *   refgraph eval [--systems S] [--split X] evaluate named systems; table, run records, HTML report
 *   refgraph eval pools ...                evaluation pools: positives and negatives of each type (JSONL)
 *   refgraph eval concepts --labels FILE   R@1/5/10 and MRR of conceptSearch per mode, mono- and cross-lingual
 *   refgraph tune bm25|weights             fit BM25 parameters or fusion weights
 *   refgraph export triplets ...           training triplets with hard negatives (JSONL)
 *   refgraph calibrate --labels FILE       fit concept search's cosine thresholds per model and language
 *   refgraph export bibtex ...             BibTeX of listed papers or of a bibliography preselection
 *   refgraph eval preselect ...            recall of bibliography preselections at subset sizes
 *   refgraph keys create|list|revoke       API keys and their roles (shown once, stored hashed)
 */
import { RefgraphError } from '../errors/refgraph-error';
import { runCalibrate } from './commands/calibrate';
import { runCounts } from './commands/counts';
import { runEmbed } from './commands/embed';
import { runEval } from './commands/eval';
import { runExport } from './commands/export';
import { runIngest } from './commands/ingest';
import { runKeys } from './commands/keys';
import { runMigrate } from './commands/migrate';
import { runReindex } from './commands/reindex';
import { runTune } from './commands/tune';
import { runVerify } from './commands/verify';
import { asTypedError } from './typed-errors';
import { asArgumentError } from './options';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  migrate: runMigrate,
  ingest: runIngest,
  reindex: runReindex,
  tune: runTune,
  embed: runEmbed,
  counts: runCounts,
  verify: runVerify,
  export: runExport,
  eval: runEval,
  calibrate: runCalibrate,
  keys: runKeys,
};

const USAGE = `usage: refgraph <command>
  migrate                          create the database if needed and apply migrations
  ingest FILE... [--format jsonl|openalex|papers|citations]
                                   ingest records; idempotent; errors name line and field
  reindex [--target all|elasticsearch|neo4j]
                                   rebuild projections from PostgreSQL beside the live ones,
                                   swap, verify (exit 1 when verification fails)
  verify [--target all|elasticsearch|neo4j] [--show 10]
                                   compare PostgreSQL with the projections, name what differs
                                   (exit 1 when anything does); marks interrupted runs FAILED
  embed [--model NAME]             encode papers and talks into the embedding cache (resumable)
  counts                           records in PostgreSQL, Elasticsearch and Neo4j
  eval [--list] [--systems a,b] [--split train|validation|test|all] [--queries talks|papers|all]
       [--queries-file Q.jsonl --qrels-file Q.tsv ... [--citing-papers P.jsonl] [--same-year]]
       [--folds N [--bags 20]] [--measures m,...] [--k 1000] [--seed N] [--sample N]
       [--test-from YEAR] [--validation-from YEAR] [--report FILE]
                                   evaluate named systems (docs/evaluation.md): prints the table,
                                   stores EvaluationRun records, writes an HTML report; --folds
                                   cross-validates BM25's k1/b and fitted fusion weights;
                                   repeated query files are sets evaluated together
  tune bm25 [--queries ...] [--k1 0.5,1.2,1.5,2.5] [--b 0.25,0.5,0.75] [--out FILE]
                                   grid search of k1 × b on the validation split (R@1000)
  tune weights [--queries talks|papers|all] [--fusion WEIGHTED|RRF] [--bags 20] [--seed N]
       [--out FILE]
                                   fit fusion weights on the training split (coordinate ascent,
                                   AP@100, averaged over bootstrap resamples), report
                                   validation, write them as the defaults
  export triplets --strategy S --out FILE [--hard-ratio 0.5] [--seed N] [--per-query K]
                                   {query, positive, negative, strategy} lines for every citing
                                   paper; S: GRAPH_NEIGHBOURS|PREFILTERED|MOST_CITED|CITED|RANDOM
  eval pools --out FILE [--per-type K] [--seed N]
                                   per citing paper: its references and K negatives of each type
  eval concepts --labels FILE [--modes LEXICAL,DENSE,HYBRID] [--depth N]
                                   R@1, R@5, R@10 and MRR of conceptSearch per mode, monolingual
                                   and cross-lingual, on labelled concept queries
  calibrate --labels FILE [--model M] [--min-labels 10]
                                   fit conceptSearch's F1-optimal cosine thresholds per document
                                   language (docs/concept-search.md), print score distributions, store them
  export bibtex [--ids FILE | --preselect "title" [--abstract T] [--keywords a,b] [--before YEAR]
       [--max-size N]] [--out FILE]
                                   BibTeX of the papers in FILE (one id a line) or of a
                                   preselection (docs/bibliography.md); stdout without --out
  eval preselect [--sizes 10,20,...] [--fields title|title,abstract] [--split ...] [--queries-file
       Q.jsonl --qrels-file Q.tsv [--citing-papers FILE]] [--json FILE] [--csv FILE]
                                   recall of each query paper's references in preselections of
                                   each size (PP-recall curve)
  keys create --name N --role reader|writer|admin [--requests-per-minute R] [--cost-per-minute C]
  keys list | keys revoke ID       API keys for the GraphQL API (the key is printed once)`;

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  return command(args).catch((error: unknown) => {
    throw asArgumentError(error);
  });
}

// A promise that can never settle (a driver waiting on a dead connection) would otherwise let
// Node exit with status 0 and say nothing.
process.on('beforeExit', () => {
  console.error('refgraph: ENGINE_UNAVAILABLE: the command stopped waiting on an engine connection that was lost');
  process.exit(1);
});

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((caught: unknown) => {
    const error = asTypedError(caught);
    if (error instanceof RefgraphError) {
      console.error(`refgraph: ${error.code}: ${error.message}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });
