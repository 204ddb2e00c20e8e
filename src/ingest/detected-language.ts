/**
 * Papers and talks whose record gives no language get the one their text is written in, or
 * none when the detector is not confident (src/language). A given language is kept as it is.
 * Pure, given the detector: the same text always gives the same language, so re-ingesting a
 * file writes the same rows again.
 */
import { paperLanguageText, talkLanguageText } from '../language';
import type { IngestRecord } from './records';

export function withDetectedLanguage(record: IngestRecord, detect: (text: string) => string | null): IngestRecord {
  if (record.kind === 'paper' && record.language === null) return { ...record, language: detect(paperLanguageText(record)) };
  if (record.kind === 'talk' && record.language === null) return { ...record, language: detect(talkLanguageText(record)) };
  return record;
}
