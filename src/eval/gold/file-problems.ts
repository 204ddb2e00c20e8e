/** Problems found in an input file, each named by its line, reported together as one typed error. Pure. */
import { RefgraphError } from '../../errors/refgraph-error';

export interface LineProblem {
  line: number;
  message: string;
}

/** Lines shown in the message; the error's details keep them all. */
const SHOWN = 20;

export function fileProblems(file: string, problems: readonly LineProblem[]): RefgraphError {
  const shown = problems.slice(0, SHOWN).map((p) => `line ${p.line}: ${p.message}`);
  if (problems.length > SHOWN) shown.push(`… ${problems.length - SHOWN} more`);
  return new RefgraphError('RECORD_INVALID', `${file}: ${problems.length} bad line${problems.length === 1 ? '' : 's'}:\n  ${shown.join('\n  ')}`, {
    file,
    lines: problems.map((p) => p.line),
  });
}
