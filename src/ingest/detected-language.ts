/**
 * Papers and talks whose record gives no language get the one their text is written in, or
 * 'und' (undetermined) when the detector is not confident (src/language): never a default. A
 * given language is kept as it is. Pure, given the labeller: the same text always gives the same
 * language, so re-ingesting a file writes the same rows again.
 */
import type { IngestRecord } from './records';

/** What labels a record's language (a LanguageDetector). */
export interface RecordLanguages {
  labelPaper(paper: { title: string; abstract: string | null }): string;
  labelTalk(talk: { title: string; transcript: string }): string;
}

export function withDetectedLanguage(record: IngestRecord, languages: RecordLanguages): IngestRecord {
  if (record.kind === 'paper' && record.language === null) return { ...record, language: languages.labelPaper(record) };
  if (record.kind === 'talk' && record.language === null) return { ...record, language: languages.labelTalk(record) };
  return record;
}
