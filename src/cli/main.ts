#!/usr/bin/env node
/**
 * The `refgraph` command line: thin wrappers that parse arguments and call the capabilities.
 * The commands are in command-table.ts; what each takes and does, in usage.ts (`refgraph --help`,
 * `refgraph help COMMAND`, `refgraph COMMAND --help`).
 */
import { RefgraphError } from '../errors/refgraph-error';
import { COMMANDS } from './command-table';
import { asArgumentError } from './options';
import { globalUsage, helpAnswer } from './usage';

async function main(argv: string[]): Promise<number> {
  const help = helpAnswer(argv);
  if (help !== null) {
    // Asked for: stdout, exit 0. A command that does not exist: the usage on stderr, exit 2.
    if (help.known) console.log(help.text);
    else console.error(help.text);
    return help.known ? 0 : 2;
  }
  const [name, ...args] = argv;
  const load = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    console.error(globalUsage());
    return 2;
  }
  const command = await load();
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
  .catch(async (caught: unknown) => {
    // Loaded here: it knows every engine driver's errors, which help and usage errors never need.
    const { asTypedError } = await import('./typed-errors');
    const error = asTypedError(caught);
    if (error instanceof RefgraphError) {
      console.error(`refgraph: ${error.code}: ${error.message}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });
