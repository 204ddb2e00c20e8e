/** What the matching rule reads of an ingestion record and of a stored paper (match-rule.ts's MatchInput). Pure. */
import type { PaperRecord } from '../records';
import type { StoredMatchPaper } from '../merge';
import type { MatchInput } from './match-rule';

export function recordMatchInput(record: PaperRecord): MatchInput {
  return {
    id: record.id,
    title: record.title,
    year: record.year,
    doi: record.doi,
    externalIds: record.externalIds,
    firstAuthor: record.authorDetails[0]?.name ?? null,
    type: record.type,
    venue: record.venue,
  };
}

export function storedMatchInput(paper: StoredMatchPaper): MatchInput {
  return {
    id: paper.id,
    title: paper.title,
    year: paper.year,
    doi: paper.doi,
    externalIds: paper.externalIds,
    firstAuthor: paper.authorDetails[0]?.name ?? null,
    type: paper.type,
    venue: paper.venue,
  };
}
