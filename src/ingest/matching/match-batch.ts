/**
 * Matching inside ingestion (pipeline.ts): each paper of a batch from a user's library or
 * OpenAlex is matched to the stored papers (match-rule.ts) before it is written. A match takes
 * the stored paper's id and, under MERGE, enriches it (enrich.ts; REPLACE writes the record whole
 * under the stored id); a miss is a new paper under its own id. Adapter: one candidate read a
 * batch (match-candidates.ts), the rule in code.
 *
 * Two entries of one ingestion that are one paper (the same DOI, or the same stored paper) land
 * once, from the first; the second is refused naming the first's line, as an id given twice is
 * (first-occurrences.ts): `taken` keeps, across the batches of a run, the line that took each id.
 * A miss whose id a stored paper holds that the rule does not match (a citation key such as
 * smith2020 naming another paper) is refused with CONFLICT: writing it would overwrite that paper.
 */
import type { PrismaClient } from '@prisma/client';
import type { IngestMode } from '../merge';
import type { Numbered, PaperRecord, RecordError } from '../records';
import { enrichedRecord } from './enrich';
import { candidatePapers } from './match-candidates';
import { recordMatchInput, storedMatchInput } from './match-input';
import { bestMatch, Match, MatchKeys, matchKeys } from './match-rule';
import { storedPapers } from '../stored-papers';

/** One record that matched a stored paper. */
export interface RecordMatch extends Match {
  line: number;
  /** The id the record came with. */
  recordId: string;
}

export interface MatchedBatch {
  papers: Numbered<PaperRecord>[];
  errors: RecordError[];
  matches: RecordMatch[];
}

export async function matchedToStored(prisma: PrismaClient, mode: IngestMode, batch: Numbered<PaperRecord>[], taken: Map<string, number>): Promise<MatchedBatch> {
  const candidates = await candidatePapers(prisma, batch.map(({ record }) => recordMatchInput(record)));
  const stored = new Map(candidates.map((paper) => [paper.id, paper]));
  const sameIds = await storedPapers(prisma, batch.map(({ record }) => record.id).filter((id) => !stored.has(id)));
  sameIds.forEach((paper, id) => stored.set(id, paper));
  const pool: MatchKeys[] = [...stored.values()].map((paper) => matchKeys(storedMatchInput(paper)));
  const result: MatchedBatch = { papers: [], errors: [], matches: [] };

  for (const { line, record } of batch) {
    const keys = matchKeys(recordMatchInput(record));
    const match = bestMatch(keys, pool);
    const paperId = match?.paperId ?? record.id;
    const first = taken.get(paperId);
    if (first !== undefined) {
      result.errors.push({ line, recordId: record.id, field: '(entry)', code: 'INVALID_VALUE', message: `the same paper as the entry at line ${first} ('${paperId}'${match === null ? '' : `, by ${match.method}`}): one entry per paper in one ingestion, the first is ingested and this one is refused` });
      continue;
    }
    const storedPaper = stored.get(paperId);
    if (match === null && storedPaper !== undefined) {
      result.errors.push({
        line,
        recordId: record.id,
        field: 'id',
        code: 'CONFLICT',
        message: `'${record.id}' names the stored paper "${storedPaper.title}" (${storedPaper.year}), which this entry does not match by DOI, external id, or title, year and first author: give the entry another key`,
      });
      continue;
    }
    taken.set(paperId, line);
    if (match === null || storedPaper === undefined) {
      // A new paper: later entries of this batch may be it.
      pool.push(keys);
      result.papers.push({ line, record });
      continue;
    }
    result.matches.push({ ...match, line, recordId: record.id });
    result.papers.push({ line, record: mode === 'merge' ? enrichedRecord(storedPaper, record) : { ...record, id: storedPaper.id } });
  }
  return result;
}
