/**
 * refgraph eval authors --labels FILE --papers FILE...: precision and recall of the author merge
 * rule (src/authors) on labelled pairs of name variants, with evidence from the papers given
 * (JSONL, one paper a line with `authors` and `venue`; `.gz` read as gzip). No engine needed.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { authorEvidence, EvidencePaper, LabelledPair, measureMerges, MergeMeasurement } from '../../authors';
import { authorDisplayNames } from '../../ingest';
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { alignedTable } from '../../common/text-table';
import { requiredOption } from '../options';

/** Labelled pairs, one JSON object a line: {"a": NAME, "b": NAME, "same": true|false, ...}. Pure. */
export function parseAuthorPairs(text: string, file: string): LabelledPair[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
    .map(({ line, number }) => {
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new RefgraphError('RECORD_INVALID', `${file}:${number}: not JSON`, { file, line: number });
      }
      const { a, b, same } = value;
      if (typeof a !== 'string' || a.trim() === '' || typeof b !== 'string' || b.trim() === '' || typeof same !== 'boolean') {
        throw new RefgraphError('RECORD_INVALID', `${file}:${number}: needs "a" and "b" (names) and "same" (true or false)`, { file, line: number });
      }
      return { a, b, same };
    });
}

async function* papersOf(file: string): AsyncGenerator<EvidencePaper> {
  const stream = createReadStream(file);
  const lines = createInterface({ input: file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream, crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    let record: { kind?: unknown; authors?: unknown; venue?: unknown; orcids?: unknown };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      throw new RefgraphError('RECORD_INVALID', `${file}:${number}: not JSON`, { file, line: number });
    }
    if (record.kind !== undefined && record.kind !== 'paper') continue;
    if (!Array.isArray(record.authors)) throw new RefgraphError('RECORD_INVALID', `${file}:${number}: a paper needs "authors"`, { file, line: number });
    yield {
      authors: authorDisplayNames(record.authors),
      venue: typeof record.venue === 'string' ? record.venue : null,
      orcids: typeof record.orcids === 'object' && record.orcids !== null ? (record.orcids as Record<string, string>) : null,
    };
  }
}

async function allPapers(files: readonly string[]): Promise<EvidencePaper[]> {
  const papers: EvidencePaper[] = [];
  for (const file of files) for await (const paper of papersOf(file)) papers.push(paper);
  return papers;
}

const ratio = (value: number | null) => (value === null ? '-' : value.toFixed(3));

export function mergeReport(measurement: MergeMeasurement): string {
  const m = measurement;
  const table = alignedTable(
    ['pairs', 'skipped', 'TP', 'FP', 'FN', 'TN', 'precision', 'recall'],
    [[m.evaluated, m.skipped.length, m.truePositives, m.falsePositives, m.falseNegatives, m.trueNegatives].map(String).concat([ratio(m.precision), ratio(m.recall)])],
    ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  const wrong = m.outcomes
    .filter((o) => o.merged !== o.same)
    .map((o) => `${o.merged ? 'wrongly merged' : 'missed'}: ${o.a} / ${o.b} (${o.reason}${o.shared.length > 0 ? `: ${o.shared.join(', ')}` : ''})`);
  return [table, ...wrong].join('\n');
}

export async function runEvalAuthors(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { labels: { type: 'string' }, papers: { type: 'string', multiple: true } } });
  const labels = requiredOption('--labels', values.labels);
  const files = values.papers ?? [];
  if (files.length === 0) throw invalidArgument('--papers', 'give at least one papers file (JSONL)');
  let text: string;
  try {
    text = await readFile(labels, 'utf8');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${labels}`, { file: labels });
  }
  const pairs = parseAuthorPairs(text, labels);
  const papers = await allPapers(files);
  console.log(`${labels}: ${pairs.length} labelled pairs; evidence from ${papers.length} papers in ${files.join(', ')}`);
  console.log(mergeReport(measureMerges(pairs, authorEvidence(papers))));
  return 0;
}
