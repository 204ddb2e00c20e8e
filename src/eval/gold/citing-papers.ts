/**
 * Citing papers that are not candidates: a papers file (`--format papers` lines) naming the
 * papers external queries come from, when the collection leaves them out (ACM-CR keeps its 29
 * citing papers apart from the 108k candidates). Adapter: reads the file; each line is checked
 * like an ingested paper, and every bad line is reported together.
 */
import { readRecord } from '../../ingest';
import { nameKey } from '../../common/name-key';
import { readJsonLines } from '../../common/json-lines';
import { fileProblems, LineProblem } from '../../common/file-problems';

/** What a query takes from the paper it comes from. */
export interface CitingPaper {
  id: string;
  year: number;
  title: string;
  authorIds: string[];
  fieldsOfStudy: string[];
  /** Stored papers are candidates, so they must be kept out of their own query's results. */
  stored: boolean;
}

export async function readCitingPapers(file: string): Promise<Map<string, CitingPaper>> {
  const problems: LineProblem[] = [];
  const papers = new Map<string, CitingPaper>();
  for await (const parsed of readJsonLines(file)) {
    if ('error' in parsed) {
      problems.push({ line: parsed.line, message: `not JSON (${parsed.error.message})` });
      continue;
    }
    const checked = readRecord('papers', parsed.value, parsed.line);
    if (!checked.ok) {
      problems.push(...checked.errors.map((e) => ({ line: parsed.line, message: `${e.field}: ${e.message}` })));
      continue;
    }
    const paper = checked.record;
    if (paper.kind !== 'paper') continue;
    papers.set(paper.id, { id: paper.id, year: paper.year, title: paper.title, authorIds: paper.authors.map(nameKey), fieldsOfStudy: paper.fieldsOfStudy, stored: false });
  }
  if (problems.length > 0) throw fileProblems(file, problems);
  return papers;
}
