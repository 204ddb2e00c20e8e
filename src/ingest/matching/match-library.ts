/**
 * A user's library as seeds (issue #48): which entries of a pasted BibTeX, RIS, CSL-JSON or
 * Crossref text the library holds, and how each matched (match-rule.ts), and which it does not,
 * with the record as read. Reads only: nothing is written. Entries come in file order; an entry
 * that cannot be read or is not a valid record is reported with its line and errors, and the
 * others are still matched. Adapter (one candidate read for the whole text).
 */
import type { PrismaClient } from '@prisma/client';
import { overCap } from '../../errors/refgraph-error';
import { fileText, readSourceText } from '../files/read-source';
import { readRecord } from '../formats';
import type { IngestLimits } from '../limits';
import type { PaperRecord, RecordError } from '../records';
import { candidatePapers } from './match-candidates';
import { recordMatchInput, storedMatchInput } from './match-input';
import { bestMatch, MatchKeys, matchKeys, MatchMethod } from './match-rule';

/** The formats a user's library comes in. */
export const LIBRARY_FORMATS = ['bibtex', 'ris', 'csl-json', 'crossref'] as const;
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number];

/** The format a file's name says (.bib, .ris, .json), or null. */
export function libraryFormatOf(file: string): LibraryFormat | null {
  const name = file.toLowerCase().replace(/\.gz$/, '');
  if (/\.(bib|bibtex)$/.test(name)) return 'bibtex';
  if (name.endsWith('.ris')) return 'ris';
  if (name.endsWith('.json')) return 'csl-json';
  return null;
}

export type LibraryEntry =
  | { line: number; status: 'held'; key: string; paperId: string; method: MatchMethod; record: PaperRecord }
  | { line: number; status: 'missing'; key: string; record: PaperRecord }
  | { line: number; status: 'invalid'; key: string | null; errors: RecordError[] };

export interface LibraryOptions {
  limits?: IngestLimits;
  /** Most entries a text may hold, and the setting that says so (QUERY_TOO_LARGE above it); no cap when absent. */
  maxEntries?: { cap: number; setting: string };
}

/** An entry read into a valid record, before it is matched. */
interface ReadEntry {
  line: number;
  record: PaperRecord;
}

export async function matchLibrary(prisma: PrismaClient, format: LibraryFormat, text: string, options: LibraryOptions = {}): Promise<LibraryEntry[]> {
  const items = readSourceText(format, text);
  if (options.maxEntries !== undefined && items.length > options.maxEntries.cap) throw overCap('entries', items.length, options.maxEntries.cap, options.maxEntries.setting);
  const read = items.map((item): LibraryEntry | ReadEntry => {
    if ('error' in item) return { line: item.line, status: 'invalid', key: item.error.recordId, errors: [item.error] };
    const validation = readRecord(format, item.value, item.line, options.limits);
    if (!validation.ok) return { line: item.line, status: 'invalid', key: validation.errors[0]?.recordId ?? null, errors: validation.errors };
    // The library formats map every entry to a paper (formats.ts).
    return { line: item.line, record: validation.record as PaperRecord };
  });
  const records = read.filter((entry): entry is ReadEntry => !('status' in entry)).map((entry) => entry.record);
  const pool: MatchKeys[] = (await candidatePapers(prisma, records.map(recordMatchInput))).map((paper) => matchKeys(storedMatchInput(paper)));
  return read.map((entry): LibraryEntry => {
    if ('status' in entry) return entry;
    const { line, record } = entry;
    const match = bestMatch(matchKeys(recordMatchInput(record)), pool);
    return match === null ? { line, status: 'missing', key: record.id, record } : { line, status: 'held', key: record.id, paperId: match.paperId, method: match.method, record };
  });
}

/** matchLibrary on a file's text (FILE_UNREADABLE when it cannot be read). */
export async function matchLibraryFile(prisma: PrismaClient, format: LibraryFormat, file: string, options: LibraryOptions = {}): Promise<LibraryEntry[]> {
  return matchLibrary(prisma, format, await fileText(file), options);
}
