/**
 * Concept relevance labels, one JSON object a line (docs/concept-search.md). Pure: parsed lines
 * in, checked labels out; every bad line is reported together.
 *
 *   {"query": "energía nuclear", "language": "es", "paperId": "hahn1939uber", "relevant": true}
 *
 * - query: the concept as a portal user would type it; language: the query's language (en, es,
 *   ca): monolingual search keeps documents in it.
 * - paperId: a stored paper; relevant: whether the paper is about the concept. Unlabelled
 *   papers count as not relevant when searches are evaluated.
 * - one label per (query, language, paper). Any other field is ignored.
 */
import { fileProblems, jsonObjectLines, LineProblem } from '../common/file-problems';
import type { ParsedLine } from '../common/json-lines';
import { SEARCH_LANGUAGES, SearchLanguage } from '../search';

export interface ConceptLabel {
  line: number;
  query: string;
  language: SearchLanguage;
  paperId: string;
  relevant: boolean;
}

/** Labels of one query: its text, its language, and paper id → relevant. */
export interface LabelledQuery {
  /** `language:query`, unique in a file. */
  id: string;
  query: string;
  language: SearchLanguage;
  judgements: Map<string, boolean>;
}

export function parseConceptLabels(lines: readonly ParsedLine[], file: string): ConceptLabel[] {
  const problems: LineProblem[] = [];
  const labels: ConceptLabel[] = [];
  const seen = new Map<string, number>();
  for (const { line, record } of jsonObjectLines(lines, 'label', problems)) {
    const { query, language, paperId, relevant } = record;
    const before = problems.length;
    const fail = (message: string) => problems.push({ line, message });
    if (typeof query !== 'string' || query.trim() === '') fail('query must be a non-empty string');
    if (typeof language !== 'string' || !(SEARCH_LANGUAGES as readonly string[]).includes(language)) fail(`language must be one of ${SEARCH_LANGUAGES.join(', ')}`);
    if (typeof paperId !== 'string' || paperId.trim() === '') fail('paperId must be a non-empty string');
    if (typeof relevant !== 'boolean') fail('relevant must be true or false');
    if (problems.length > before) continue;
    const label = { line, query: (query as string).trim(), language: language as SearchLanguage, paperId: (paperId as string).trim(), relevant: relevant as boolean };
    const key = JSON.stringify([label.language, label.query, label.paperId]);
    if (seen.has(key)) {
      fail(`'${label.query}' (${label.language}) is already labelled for paper '${label.paperId}' on line ${seen.get(key)}`);
      continue;
    }
    seen.set(key, line);
    labels.push(label);
  }
  if (problems.length > 0) throw fileProblems(file, problems);
  if (labels.length === 0) throw fileProblems(file, [{ line: 0, message: 'no labels' }]);
  return labels;
}

/** Labels grouped by query, in the order queries first appear. */
export function labelledQueries(labels: readonly ConceptLabel[]): LabelledQuery[] {
  const queries = new Map<string, LabelledQuery>();
  for (const label of labels) {
    const id = `${label.language}:${label.query}`;
    const query = queries.get(id) ?? { id, query: label.query, language: label.language, judgements: new Map<string, boolean>() };
    query.judgements.set(label.paperId, label.relevant);
    queries.set(id, query);
  }
  return [...queries.values()];
}

/**
 * A query the corpus has nothing on, one JSON object a line: every hit of its search is not
 * relevant, so a threshold that lets any through raises a false alarm.
 *
 *   {"query": "xyzzy plugh", "language": "en", "kind": "nonsense"}
 *
 * - kind: a free label the report groups by (nonsense, off-topic…).
 */
export interface OffTopicQuery {
  line: number;
  /** `language:query`, as LabelledQuery's. */
  id: string;
  query: string;
  language: SearchLanguage;
  kind: string;
}

export function parseOffTopicQueries(lines: readonly ParsedLine[], file: string): OffTopicQuery[] {
  const problems: LineProblem[] = [];
  const queries: OffTopicQuery[] = [];
  const seen = new Map<string, number>();
  for (const { line, record } of jsonObjectLines(lines, 'query', problems)) {
    const { query, language, kind } = record;
    const before = problems.length;
    const fail = (message: string) => problems.push({ line, message });
    if (typeof query !== 'string' || query.trim() === '') fail('query must be a non-empty string');
    if (typeof language !== 'string' || !(SEARCH_LANGUAGES as readonly string[]).includes(language)) fail(`language must be one of ${SEARCH_LANGUAGES.join(', ')}`);
    if (typeof kind !== 'string' || kind.trim() === '') fail('kind must be a non-empty string (nonsense, off-topic…)');
    if (problems.length > before) continue;
    const text = (query as string).trim();
    const id = `${language as string}:${text}`;
    if (seen.has(id)) {
      fail(`'${text}' (${language as string}) is already listed on line ${seen.get(id)}`);
      continue;
    }
    seen.set(id, line);
    queries.push({ line, id, query: text, language: language as SearchLanguage, kind: (kind as string).trim() });
  }
  if (problems.length > 0) throw fileProblems(file, problems);
  if (queries.length === 0) throw fileProblems(file, [{ line: 0, message: 'no queries' }]);
  return queries;
}
