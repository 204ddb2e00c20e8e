/**
 * Gold from files: external queries (JSONL) and their qrels (TSV). Adapter: reads the files
 * and looks up the citing papers the queries name.
 */
import { readFile } from 'node:fs/promises';
import type { PrismaClient } from '@prisma/client';
import { RefgraphError } from '../../errors/refgraph-error';
import { ParsedLine, readJsonLines } from '../../ingest/read-lines';
import { externalQueryText, parseExternalQueries } from './external-queries';
import { fileProblems } from './file-problems';
import type { GoldQuery } from './gold-query';
import { parseQrels } from './qrels-file';

export interface ExternalGold {
  queries: GoldQuery[];
  /** Queries of the file without any qrels line (skipped: nothing to judge them by). */
  withoutQrels: number;
  /** Query ids of the qrels file that no query in the queries file has. */
  qrelsWithoutQuery: number;
}

export async function externalGold(prisma: PrismaClient, queriesFile: string, qrelsFile: string): Promise<ExternalGold> {
  const lines: ParsedLine[] = [];
  for await (const line of readJsonLines(queriesFile)) lines.push(line);
  const parsed = parseExternalQueries(lines, queriesFile);
  const qrels = parseQrels(await readText(qrelsFile), qrelsFile);

  const citingIds = [...new Set(parsed.flatMap((q) => (q.citing === null ? [] : [q.citing])))];
  const citing = new Map(
    (
      await prisma.paper.findMany({
        where: { id: { in: citingIds } },
        select: { id: true, year: true, title: true, fieldsOfStudy: true, authors: { select: { authorId: true }, orderBy: { position: 'asc' } } },
      })
    ).map((paper) => [paper.id, paper]),
  );
  const problems = parsed.flatMap((q) => {
    if (q.citing === null) return [];
    const paper = citing.get(q.citing);
    if (!paper) return [{ line: q.line, message: `citing paper '${q.citing}' is not stored` }];
    if (q.year !== null && q.year !== paper.year) return [{ line: q.line, message: `year ${q.year} disagrees with citing paper '${q.citing}' (${paper.year})` }];
    return [];
  });
  if (problems.length > 0) throw fileProblems(queriesFile, problems);

  const queries: GoldQuery[] = [];
  for (const query of parsed) {
    const gold = qrels.get(query.id);
    if (!gold) continue;
    const paper = query.citing === null ? undefined : citing.get(query.citing)!;
    queries.push({
      id: query.id,
      year: paper?.year ?? query.year!,
      source: { kind: 'external', text: externalQueryText(query, paper?.title ?? null), authorIds: paper?.authors.map((a) => a.authorId) ?? [] },
      fieldsOfStudy: paper?.fieldsOfStudy ?? [],
      excludeIds: paper ? [paper.id] : [],
      gold,
    });
  }
  const queryIds = new Set(parsed.map((q) => q.id));
  return {
    queries: queries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    withoutQrels: parsed.length - queries.length,
    qrelsWithoutQuery: [...qrels.keys()].filter((id) => !queryIds.has(id)).length,
  };
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
}
