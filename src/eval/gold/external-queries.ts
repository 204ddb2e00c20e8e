/**
 * External evaluation queries, one JSON object a line (BEIR's queries.jsonl and the like).
 * Pure: parsed lines in, checked queries out; every bad line is reported together.
 *
 *   {"id": "q1", "title": "...", "abstract": "...", "text": "...", "year": 2019, "citing": "paper-id"}
 *
 * - id: a string or an integer (BEIR's `_id` is accepted too). Lines sharing an id and the same
 *   title, abstract, year and citing paper are one query (qrels judge an id once): their texts
 *   are joined; otherwise a repeated id is an error.
 * - title, abstract, text: at least one, non-empty. `text` is typically a citation context;
 *   citation markers such as [7, 21] are stripped from the query text (src/rank/citation-markers.ts).
 * - year: the query's year; candidates are papers published before it.
 * - citing: the paper the query comes from (a local query's citing paper): a stored paper, or
 *   one of the citing-papers file (papers that are not candidates, such as ACM-CR's). The year,
 *   the authors (for the author feature) and, for a query without a title, the title are taken
 *   from it; a stored one is excluded from the candidates. A `year` that disagrees with the
 *   citing paper's is an error, not a silent choice. A query without `citing` whose id names a
 *   known paper is that paper's global query (BEIR SCIDOCS, AAN and ACM-CR use the citing
 *   paper's id as the query id).
 * - authors: the query's author names (as in papers files), when no citing paper gives them.
 * Any other field is ignored.
 */
import { MAX_YEAR, MIN_YEAR } from '../../common/years';
import type { ParsedLine } from '../../common/json-lines';
import { contextText } from '../../rank';
import { fileProblems, jsonObjectLines, LineProblem } from '../../common/file-problems';

export interface ExternalQuery {
  line: number;
  id: string;
  title: string | null;
  abstract: string | null;
  text: string | null;
  year: number | null;
  citing: string | null;
  /** Author names given on the query line itself. */
  authors: string[];
}


export function parseExternalQueries(lines: readonly ParsedLine[], file: string): ExternalQuery[] {
  const problems: LineProblem[] = [];
  const queries: ExternalQuery[] = [];
  const seen = new Map<string, ExternalQuery>();
  for (const { line, record } of jsonObjectLines(lines, 'query', problems)) {
    const before = problems.length;
    const fail = (message: string) => problems.push({ line, message });
    const rawId = record.id ?? record._id;
    const id = typeof rawId === 'string' && rawId.trim() !== '' ? rawId.trim() : Number.isSafeInteger(rawId) ? String(rawId) : null;
    if (id === null) fail('id must be a non-empty string or an integer');
    const text = (field: string): string | null => {
      const value = record[field];
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') {
        fail(`${field} must be a string`);
        return null;
      }
      return value.trim() === '' ? null : value.trim();
    };
    const title = text('title');
    const abstract = text('abstract');
    const body = text('text');
    const citing = text('citing');
    const authors = record.authors ?? [];
    if (!Array.isArray(authors) || authors.some((name) => typeof name !== 'string')) fail('authors must be a list of names');
    if (title === null && abstract === null && body === null && problems.length === before) fail('give at least one of title, abstract, text');
    let year: number | null = null;
    if (record.year !== undefined && record.year !== null) {
      if (typeof record.year !== 'number' || !Number.isInteger(record.year) || record.year < MIN_YEAR || record.year > MAX_YEAR) {
        fail(`year must be an integer year in [${MIN_YEAR}, ${MAX_YEAR}]`);
      } else year = record.year;
    }
    if (problems.length > before) continue;
    const query = { line, id: id!, title, abstract, text: body, year, citing, authors: Array.isArray(authors) ? (authors as string[]) : [] };
    const earlier = seen.get(id!);
    if (earlier === undefined) {
      seen.set(id!, query);
      queries.push(query);
    } else if (sameSource(earlier, query) && query.text !== null) {
      // Qrels are keyed by id, so lines sharing one are one query with one gold set: ACM-CR
      // has two contexts of one paragraph under one id, judged together. Their texts are joined.
      earlier.text = earlier.text === null ? query.text : `${earlier.text} ${query.text}`;
    } else fail(`id '${id}' is already used on line ${earlier.line} by a query with another title, abstract, year or citing paper`);
  }
  if (problems.length > 0) throw fileProblems(file, problems);
  return queries;
}

function sameSource(a: ExternalQuery, b: ExternalQuery): boolean {
  return a.title === b.title && a.abstract === b.abstract && a.year === b.year && a.citing === b.citing;
}

/**
 * The text a query is searched by: its title, abstract and text, markers stripped; a query
 * without a title of its own gets its citing paper's title, as local recommendation does.
 */
export function externalQueryText(query: ExternalQuery, citingTitle: string | null): string {
  const own = [query.title, query.abstract, query.text].filter((part): part is string => part !== null).join('. ');
  return contextText(own, query.title === null ? citingTitle : null);
}
