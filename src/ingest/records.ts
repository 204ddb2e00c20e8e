/** The validated shapes of ingestion records (docs/ingest-format.md). */
import type { RecordFields, StructuredName } from '../bibliography';

/**
 * Paper fields a MERGE keeps from the stored paper when the record leaves their key out
 * (merge.ts). Title and year are required in every record; references only ever add citations.
 */
export const MERGED_PAPER_FIELDS = [
  'abstract', 'venue', 'doi', 'authors', 'language', 'fieldsOfStudy', 'externalIds',
  'type', 'issn', 'isbn', 'volume', 'issue', 'pages', 'publisher', 'url', 'openAccessUrl',
] as const;
export type MergedPaperField = (typeof MERGED_PAPER_FIELDS)[number];
/** Talk fields a MERGE keeps when left out; title, year and transcript are required in every record. */
export const MERGED_TALK_FIELDS = ['sourceUrl', 'language', 'speakers', 'paper'] as const;
export type MergedTalkField = (typeof MERGED_TALK_FIELDS)[number];

/** An author of one paper: the name's parts, and the ORCID and affiliations the source gave. */
export interface AuthorDetail {
  name: StructuredName;
  orcid: string | null;
  affiliations: string[];
}

/** A paper: its own fields and the bibliographic record's (RecordFields, issue #48). */
export interface PaperRecord extends RecordFields {
  kind: 'paper';
  id: string;
  title: string;
  abstract: string | null;
  year: number;
  venue: string | null;
  doi: string | null;
  /** Display names in order ("Laurens van der Maaten"): each names its Author row. */
  authors: string[];
  /** The same authors with their name parts, ORCIDs and affiliations, in the same order. */
  authorDetails: AuthorDetail[];
  /** ORCID iDs (normalised) by author name as written in `authors`, for the authors the source gave one. */
  authorOrcids: Record<string, string>;
  language: string | null;
  fieldsOfStudy: string[];
  externalIds: Record<string, string>;
  references: string[];
  /**
   * Its references may be to later papers (a preprint citing a later version, an erratum): without
   * it, a reference to a paper published after this one is refused (store.ts). Not stored.
   */
  allowLaterCitations?: boolean;
  /** A vector the user made with the configured model (unit length); null: ingestion encodes the paper. */
  vector: Float32Array | null;
  /** Fields whose key the record left out (not those given as null or []): a MERGE keeps their stored values. */
  omitted: MergedPaperField[];
}

export interface CitationRecord {
  kind: 'citation';
  citing: string;
  cited: string;
  /** As PaperRecord's: the cited paper may be later than the citing one. */
  allowLaterCitations?: boolean;
}

export interface TalkRecord {
  kind: 'talk';
  id: string;
  title: string;
  year: number;
  transcript: string;
  sourceUrl: string | null;
  language: string | null;
  speakers: string[];
  /** The talk's own paper, never recommended for it; null when it has none. */
  paper: string | null;
  references: string[];
  /** Fields whose key the record left out: a MERGE keeps their stored values. */
  omitted: MergedTalkField[];
}

export type IngestRecord = PaperRecord | CitationRecord | TalkRecord;

/** A record-level problem, named by its source line and field so a user can fix the file. */
export interface RecordError {
  line: number;
  recordId: string | null;
  field: string;
  /**
   * INVALID_VALUE: anything wrong with the record itself (a field, unsafe text, nesting, a list
   * over its limit, an id given twice or differing only in case from a stored one). ENGINE_REFUSED: stored in
   * PostgreSQL, but Elasticsearch or Neo4j refused it (the message gives the engine's reason).
   * VECTOR_MODEL_MISMATCH: the record's vector was made by another model than the configured one.
   */
  code: 'INVALID_JSON' | 'MISSING_FIELD' | 'INVALID_VALUE' | 'UNKNOWN_REFERENCE' | 'CONFLICT' | 'ENGINE_REFUSED' | 'VECTOR_MODEL_MISMATCH';
  message: string;
}

/** A record with the line of its source it came from, so errors can name it. */
export interface Numbered<T> {
  line: number;
  record: T;
}
