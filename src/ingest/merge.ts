/**
 * MERGE and REPLACE, the two ways an ingested paper meets the stored one (docs/ingest-format.md).
 * REPLACE writes the record whole: a field it leaves out is stored empty. MERGE keeps the stored
 * value of each field whose key the record leaves out, so a partial record ({kind, id, title,
 * year}) corrects what it gives without wiping the authors, venue or abstract an earlier source
 * gave; a field given as null or [] still clears it. Talks the same way (sourceUrl, language,
 * speakers, paper). Pure.
 */
import type { RecordFields } from '../bibliography';
import type { AuthorDetail, PaperRecord, TalkRecord } from './records';

export const INGEST_MODES = ['merge', 'replace'] as const;
export type IngestMode = (typeof INGEST_MODES)[number];

/** What PostgreSQL holds of a paper, in the record's terms (stored-papers.ts reads it). */
export interface StoredPaper extends RecordFields {
  abstract: string | null;
  venue: string | null;
  doi: string | null;
  /** Names in order, each as its Author row spells it (the same author key as when it was written). */
  authors: string[];
  /** The same authors' parts, ORCIDs and affiliations. */
  authorDetails: AuthorDetail[];
  language: string | null;
  fieldsOfStudy: string[];
  externalIds: Record<string, string>;
}

/** A stored paper with what identifies it, as the matching rule reads it (matching/). */
export interface StoredMatchPaper extends StoredPaper {
  id: string;
  title: string;
  year: number;
}

/** The record to write: itself for an unknown paper; with the stored paper's values in the fields it left out. */
export function mergedPaperRecord(record: PaperRecord, stored: StoredPaper | undefined): PaperRecord {
  if (stored === undefined || record.omitted.length === 0) return record;
  const merged: PaperRecord = { ...record, omitted: [] };
  for (const field of record.omitted) {
    if (field === 'authors') {
      merged.authors = stored.authors;
      merged.authorDetails = stored.authorDetails;
      // The stored Author rows keep their ORCIDs: nothing to give again.
      merged.authorOrcids = {};
    } else if (field === 'fieldsOfStudy') {
      merged.fieldsOfStudy = stored.fieldsOfStudy;
    } else if (field === 'externalIds') {
      merged.externalIds = stored.externalIds;
    } else if (field === 'issn' || field === 'isbn') {
      merged[field] = stored[field];
    } else if (field === 'type') {
      merged.type = stored.type;
    } else {
      merged[field] = stored[field];
    }
  }
  return merged;
}

/** What PostgreSQL holds of a talk, in the record's terms. */
export interface StoredTalk {
  sourceUrl: string | null;
  language: string | null;
  speakers: string[];
  paper: string | null;
}

export function mergedTalkRecord(record: TalkRecord, stored: StoredTalk | undefined): TalkRecord {
  if (stored === undefined || record.omitted.length === 0) return record;
  const merged: TalkRecord = { ...record, omitted: [] };
  for (const field of record.omitted) {
    if (field === 'speakers') merged.speakers = stored.speakers;
    else merged[field] = stored[field];
  }
  return merged;
}
