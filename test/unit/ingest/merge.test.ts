import { mergedPaperRecord, mergedTalkRecord, StoredPaper } from '../../../src/ingest/merge';
import type { PaperRecord } from '../../../src/ingest/records';
import { validateRecord } from '../../../src/ingest/validate';
import { NO_RECORD_FIELDS } from '../../../src/bibliography';

const stored: StoredPaper = {
  ...NO_RECORD_FIELDS,
  volume: '24',
  pages: '265-269',
  abstract: 'Stored abstract.',
  venue: 'JASIS',
  doi: '10.1002/asi.1',
  authors: ['Henry Small', 'Belver Griffith'],
  authorDetails: [
    { name: { family: 'Small', given: 'Henry' }, orcid: null, affiliations: ['ISI'] },
    { name: { family: 'Griffith', given: 'Belver' }, orcid: null, affiliations: [] },
  ],
  language: 'en',
  fieldsOfStudy: ['Information science'],
  externalIds: { mag: '42' },
};

function record(value: Record<string, unknown>): PaperRecord {
  const result = validateRecord({ kind: 'paper', id: 'p1', title: 'New title', year: 1974, ...value }, 1);
  if (!result.ok || result.record.kind !== 'paper') throw new Error(JSON.stringify(result));
  return result.record;
}

describe('mergedPaperRecord', () => {
  it('keeps every stored field a partial record leaves out, and takes the title and year it gives', () => {
    const merged = mergedPaperRecord(record({}), stored);
    expect(merged).toMatchObject({ ...stored, title: 'New title', year: 1974, authorOrcids: {}, omitted: [] });
  });

  it('clears a field given as null or [] and replaces one given with a value', () => {
    const merged = mergedPaperRecord(record({ abstract: null, authors: [], venue: 'Scientometrics', fieldsOfStudy: [], externalIds: {} }), stored);
    expect(merged).toMatchObject({ abstract: null, authors: [], venue: 'Scientometrics', fieldsOfStudy: [], externalIds: {}, doi: stored.doi, language: 'en' });
  });

  it('takes the given authors with their ORCIDs, keeping the stored fields beside them', () => {
    const merged = mergedPaperRecord(record({ authors: [{ name: 'Ada Lovelace', orcid: '0000-0002-1825-0097' }] }), stored);
    expect(merged).toMatchObject({ authors: ['Ada Lovelace'], authorOrcids: { 'Ada Lovelace': '0000-0002-1825-0097' }, venue: 'JASIS' });
  });

  it('writes a record for an unknown paper as it is (an insert: its left-out fields stay empty)', () => {
    const partial = record({});
    expect(mergedPaperRecord(partial, undefined)).toBe(partial);
    expect(partial).toMatchObject({ abstract: null, venue: null, authors: [], fieldsOfStudy: [] });
  });
});

describe('mergedTalkRecord', () => {
  it('keeps the stored sourceUrl, speakers, paper and language a talk record leaves out; null or [] clears them', () => {
    const stored = { sourceUrl: 'https://example.org/t', language: 'ca', speakers: ['Ada'], paper: 'p1' };
    const read = (value: Record<string, unknown>) => {
      const result = validateRecord({ kind: 'talk', id: 't1', title: 'A talk', year: 2020, transcript: 'Bon dia.', ...value }, 1);
      if (!result.ok || result.record.kind !== 'talk') throw new Error(JSON.stringify(result));
      return result.record;
    };
    expect(mergedTalkRecord(read({}), stored)).toMatchObject({ ...stored, transcript: 'Bon dia.', omitted: [] });
    expect(mergedTalkRecord(read({ paper: null, speakers: [] }), stored)).toMatchObject({ paper: null, speakers: [], sourceUrl: stored.sourceUrl });
  });
});
