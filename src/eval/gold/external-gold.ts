/**
 * Gold from files: external queries (JSONL) and their qrels (TSV), optionally with a file of
 * the papers they come from. Adapter: reads the files and looks up the citing papers.
 */
import { readFile } from 'node:fs/promises';
import type { PrismaClient } from '@prisma/client';
import { RefgraphError } from '../../errors/refgraph-error';
import { ParsedLine, readJsonLines } from '../../common/json-lines';
import { nameKey } from '../../common/name-key';
import { CitingPaper, readCitingPapers } from './citing-papers';
import { ExternalQuery, externalQueryText, parseExternalQueries } from './external-queries';
import { fileProblems, LineProblem } from '../../common/file-problems';
import type { GoldQuery } from './gold-query';
import { parseQrels } from './qrels-file';

export interface ExternalGold {
  queries: GoldQuery[];
  /** Queries of the file without any qrels line (skipped: nothing to judge them by). */
  withoutQrels: number;
  /** Query ids of the qrels file that no query in the queries file has. */
  qrelsWithoutQuery: number;
}

export interface ExternalFiles {
  queriesFile: string;
  qrelsFile: string;
  /** Papers the queries come from that are not stored (not candidates); null: none. */
  citingPapersFile: string | null;
}

export async function externalGold(prisma: PrismaClient, files: ExternalFiles): Promise<ExternalGold> {
  const { queriesFile, qrelsFile } = files;
  const lines: ParsedLine[] = [];
  for await (const line of readJsonLines(queriesFile)) lines.push(line);
  const parsed = parseExternalQueries(lines, queriesFile);
  const qrels = parseQrels(await readText(qrelsFile), qrelsFile);
  const known = await knownPapers(prisma, parsed, files.citingPapersFile);

  const problems: LineProblem[] = [];
  const resolved = parsed.flatMap((query) => {
    const paper = known.get(query.citing ?? query.id) ?? null;
    if (query.citing !== null && paper === null) {
      problems.push({ line: query.line, message: `citing paper '${query.citing}' is neither stored nor in the citing-papers file` });
      return [];
    }
    if (paper !== null && query.year !== null && query.year !== paper.year) {
      problems.push({ line: query.line, message: `year ${query.year} disagrees with citing paper '${paper.id}' (${paper.year})` });
      return [];
    }
    if (paper === null && query.year === null) {
      problems.push({ line: query.line, message: 'give the year (or the citing paper to take it from)' });
      return [];
    }
    return [{ query, paper }];
  });
  if (problems.length > 0) throw fileProblems(queriesFile, problems);

  const queries: GoldQuery[] = [];
  for (const { query, paper } of resolved) {
    const gold = qrels.get(query.id);
    if (!gold) continue;
    queries.push({
      id: query.id,
      year: paper?.year ?? query.year!,
      source: {
        kind: 'external',
        text: externalQueryText(query, paper?.title ?? null),
        authorIds: paper?.authorIds ?? query.authors.map(nameKey),
        title: query.title ?? paper?.title ?? null,
        abstract: query.abstract,
      },
      fieldsOfStudy: paper?.fieldsOfStudy ?? [],
      excludeIds: paper?.stored ? [paper.id] : [],
      group: paper?.id ?? query.id,
      gold,
    });
  }
  const queryIds = new Set(parsed.map((q) => q.id));
  return {
    queries: queries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    withoutQrels: resolved.length - queries.length,
    qrelsWithoutQuery: [...qrels.keys()].filter((id) => !queryIds.has(id)).length,
  };
}

/** The papers queries may come from: named by `citing`, or by the query's own id; stored ones first. */
async function knownPapers(prisma: PrismaClient, queries: readonly ExternalQuery[], citingPapersFile: string | null): Promise<Map<string, CitingPaper>> {
  const known = citingPapersFile === null ? new Map<string, CitingPaper>() : await readCitingPapers(citingPapersFile);
  const ids = [...new Set(queries.map((q) => q.citing ?? q.id))];
  const stored = await prisma.paper.findMany({
    where: { id: { in: ids } },
    select: { id: true, year: true, title: true, fieldsOfStudy: true, authors: { select: { authorId: true }, orderBy: { position: 'asc' } } },
  });
  for (const paper of stored) {
    known.set(paper.id, { id: paper.id, year: paper.year, title: paper.title, authorIds: paper.authors.map((a) => a.authorId), fieldsOfStudy: paper.fieldsOfStudy, stored: true });
  }
  return known;
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
}
