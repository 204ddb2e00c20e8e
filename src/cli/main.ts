#!/usr/bin/env node
/**
 * The `refgraph` command line: thin wrappers that parse arguments and call the capabilities.
 *   refgraph migrate                       create the database if needed and apply migrations
 *   refgraph ingest FILE... [--format F]   ingest JSONL (docs/ingest-format.md) or OpenAlex works
 *   refgraph reindex [--target T]          rebuild Elasticsearch and/or Neo4j from PostgreSQL
 *   refgraph embed [--model M]             encode every paper and talk into the embedding cache
 *   refgraph counts                        records in PostgreSQL and in each projection
 *   refgraph export triplets ...           training triplets with hard negatives (JSONL)
 *   refgraph eval pools ...                evaluation pools: positives and negatives of each type (JSONL)
 */
import { RefgraphError } from '../errors/refgraph-error';
import { runCounts } from './commands/counts';
import { runEmbed } from './commands/embed';
import { runEval } from './commands/eval';
import { runExport } from './commands/export';
import { runIngest } from './commands/ingest';
import { runMigrate } from './commands/migrate';
import { runReindex } from './commands/reindex';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  migrate: runMigrate,
  ingest: runIngest,
  reindex: runReindex,
  embed: runEmbed,
  counts: runCounts,
  export: runExport,
  eval: runEval,
};

const USAGE = `usage: refgraph <command>
  migrate                          create the database if needed and apply migrations
  ingest FILE... [--format jsonl|openalex]
                                   ingest records; idempotent; errors name line and field
  reindex [--target all|elasticsearch|neo4j]
                                   rebuild projections from PostgreSQL
  embed [--model NAME]             encode papers and talks into the embedding cache (resumable)
  counts                           records in PostgreSQL, Elasticsearch and Neo4j
  export triplets --strategy S --out FILE [--hard-ratio 0.5] [--seed N] [--per-query K]
                                   {query, positive, negative, strategy} lines for every citing
                                   paper; S: GRAPH_NEIGHBOURS|PREFILTERED|MOST_CITED|CITED|RANDOM
  eval pools --out FILE [--per-type K] [--seed N]
                                   per citing paper: its references and K negatives of each type`;

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  return command(args);
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof RefgraphError) {
      console.error(`refgraph: ${error.code}: ${error.message}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });
