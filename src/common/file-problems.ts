/** Problems found in an input file, each named by its line, reported together as one typed error. Pure. */
import { isJsonObject } from './json-object';
import { RefgraphError } from '../errors/refgraph-error';
import type { ParsedLine } from './json-lines';

export interface LineProblem {
  line: number;
  message: string;
}

/** Lines shown in the message; the error's details keep them all. */
const SHOWN = 20;

export function fileProblems(file: string, unordered: readonly LineProblem[]): RefgraphError {
  // Checks run in stages (JSON, then fields), so problems arrive out of line order.
  const problems = [...unordered].sort((a, b) => a.line - b.line);
  const shown = problems.slice(0, SHOWN).map((p) => `line ${p.line}: ${p.message}`);
  if (problems.length > SHOWN) shown.push(`… ${problems.length - SHOWN} more`);
  return new RefgraphError('RECORD_INVALID', `${file}: ${problems.length} bad line${problems.length === 1 ? '' : 's'}:\n  ${shown.join('\n  ')}`, {
    file,
    lines: problems.map((p) => p.line),
  });
}

/** A line's JSON object, with the line it came from. */
export interface ObjectLine {
  line: number;
  record: Record<string, unknown>;
}

/**
 * The lines that hold a JSON object; the others (not JSON, or JSON but not an object) go to
 * `problems` as `not JSON (…)` or `a <what> must be a JSON object`.
 */
export function jsonObjectLines(lines: readonly ParsedLine[], what: string, problems: LineProblem[]): ObjectLine[] {
  const objects: ObjectLine[] = [];
  for (const parsed of lines) {
    const { line } = parsed;
    if ('error' in parsed) problems.push({ line, message: `not JSON (${parsed.error.message})` });
    else if (!isJsonObject(parsed.value)) problems.push({ line, message: `a ${what} must be a JSON object` });
    else objects.push({ line, record: parsed.value });
  }
  return objects;
}
