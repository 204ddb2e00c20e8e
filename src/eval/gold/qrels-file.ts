/**
 * Qrels files (relevance judgements), as BEIR and TREC ship them. Pure: text in, qrels out.
 *
 *   query_id<TAB>doc_id<TAB>grade          BEIR's qrels/*.tsv (a `query-id corpus-id score` header is skipped)
 *   query_id 0 doc_id grade                TREC's four columns (the second, the iteration, is ignored)
 *
 * Columns are separated by tabs or spaces. Grades are integers; > 0 is relevant, ≤ 0 judged
 * non-relevant. Blank lines and lines starting with '#' are skipped. A pair judged twice with
 * different grades is an error (which one is meant?); the same grade twice is harmless.
 */
import type { Qrels } from '../../metrics';
import { fileProblems, LineProblem } from '../../common/file-problems';

const GRADE = /^[-+]?\d+$/;
/** A header's last column is a word such as `score`, never a number. */
const HEADER_WORD = /^[A-Za-z][A-Za-z_-]*$/;

export function parseQrels(text: string, file: string): Map<string, Qrels> {
  const qrels = new Map<string, Map<string, { grade: number; line: number }>>();
  const problems: LineProblem[] = [];
  let firstContentLine = true;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const columns = trimmed.split(/\s+/);
    const isFirst = firstContentLine;
    firstContentLine = false;
    if (columns.length !== 3 && columns.length !== 4) {
      problems.push({ line, message: `expected 3 columns (query_id, doc_id, grade) or 4 (query_id, iteration, doc_id, grade), found ${columns.length}` });
      return;
    }
    const [queryId, docId, grade] = columns.length === 3 ? columns : [columns[0], columns[2], columns[3]];
    if (!GRADE.test(grade!)) {
      if (isFirst && HEADER_WORD.test(grade!)) return;
      problems.push({ line, message: `grade '${grade}' is not an integer` });
      return;
    }
    const byDoc = qrels.get(queryId!) ?? new Map<string, { grade: number; line: number }>();
    qrels.set(queryId!, byDoc);
    const value = Number(grade);
    const earlier = byDoc.get(docId!);
    if (earlier !== undefined && earlier.grade !== value) {
      problems.push({ line, message: `query '${queryId}', doc '${docId}' was judged ${earlier.grade} on line ${earlier.line}, now ${value}` });
      return;
    }
    if (earlier === undefined) byDoc.set(docId!, { grade: value, line });
  });
  if (problems.length > 0) throw fileProblems(file, problems);
  return new Map([...qrels].map(([queryId, byDoc]) => [queryId, new Map([...byDoc].map(([docId, { grade }]) => [docId, grade]))]));
}
