/**
 * TREC run files (`qid Q0 docid rank score tag`): rankings made by another system, such as the
 * Anserini BM25 baseline (scripts/baselines/anserini-bm25.sh). Pure: text in, rankings out.
 *
 * A query's documents are ordered as trec_eval orders them: by score, highest first; equal
 * scores by the file's rank. A document listed twice for one query is an error (which rank is
 * meant?), as is any malformed line; every bad line is reported together.
 */
import { fileProblems, LineProblem } from '../../common/file-problems';

interface RunEntry {
  docId: string;
  rank: number;
  score: number;
}

export function parseTrecRun(text: string, file: string): Map<string, string[]> {
  const entries = new Map<string, Map<string, RunEntry & { line: number }>>();
  const problems: LineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const columns = trimmed.split(/\s+/);
    if (columns.length !== 6) {
      problems.push({ line, message: `expected 6 columns (qid Q0 docid rank score tag), found ${columns.length}` });
      return;
    }
    const [queryId, , docId, rankText, scoreText] = columns as [string, string, string, string, string];
    const rank = Number(rankText);
    const score = Number(scoreText);
    if (!Number.isInteger(rank) || !Number.isFinite(score) || scoreText.trim() === '') {
      problems.push({ line, message: `rank '${rankText}' must be an integer and score '${scoreText}' a number` });
      return;
    }
    const byDoc = entries.get(queryId) ?? new Map<string, RunEntry & { line: number }>();
    entries.set(queryId, byDoc);
    const earlier = byDoc.get(docId);
    if (earlier !== undefined) {
      problems.push({ line, message: `query '${queryId}' lists '${docId}' again (first on line ${earlier.line})` });
      return;
    }
    byDoc.set(docId, { docId, rank, score, line });
  });
  if (problems.length > 0) throw fileProblems(file, problems);
  return new Map([...entries].map(([queryId, byDoc]) => [queryId, [...byDoc.values()].sort((a, b) => b.score - a.score || a.rank - b.rank).map((e) => e.docId)]));
}
