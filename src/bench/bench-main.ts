/**
 * How every bench script ends. A bad option (one it does not know, a count that is not a whole
 * number) is reported on one line as the CLI reports it (`bench: INVALID_ARGUMENT: ...`), not
 * as a stack trace; any other failure keeps its stack, which is what someone timing the engines
 * needs to see.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { asArgumentError } from '../cli/options';

export function runBench(main: () => Promise<void>): void {
  main().catch((caught: unknown) => {
    const error = asArgumentError(caught);
    console.error(error instanceof RefgraphError ? `bench: ${error.code}: ${error.message}` : error);
    process.exit(1);
  });
}
