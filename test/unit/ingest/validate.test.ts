import { validateRecord } from '../../../src/ingest/validate';

const paper = { kind: 'paper', id: 'p1', title: 'A title', year: 2001 };

describe('validateRecord', () => {
  it('accepts a minimal paper and fills defaults', () => {
    const result = validateRecord(paper, 1);
    expect(result).toEqual({
      ok: true,
      record: {
        kind: 'paper', id: 'p1', title: 'A title', abstract: null, year: 2001, venue: null, doi: null,
        authors: [], authorOrcids: {}, authorDetails: [], language: null, fieldsOfStudy: [], externalIds: {}, references: [], vector: null,
        type: null, issn: [], isbn: [], volume: null, issue: null, pages: null, publisher: null, url: null, openAccessUrl: null,
        omitted: ['abstract', 'venue', 'doi', 'authors', 'language', 'fieldsOfStudy', 'externalIds', 'type', 'issn', 'isbn', 'volume', 'issue', 'pages', 'publisher', 'url', 'openAccessUrl'],
      },
    });
  });

  it('tells a field left out from one given as null or []: only the left-out ones are omitted (a MERGE keeps them)', () => {
    const result = validateRecord({ ...paper, abstract: null, authors: [], venue: 'ACL', fieldsOfStudy: null }, 1);
    expect(result).toMatchObject({ ok: true, record: { abstract: null, authors: [], venue: 'ACL', fieldsOfStudy: [], omitted: ['doi', 'language', 'externalIds', 'type', 'issn', 'isbn', 'volume', 'issue', 'pages', 'publisher', 'url', 'openAccessUrl'] } });
  });

  it('reads authors as names or {name, orcid}, ORCIDs normalised and checked by their check digit', () => {
    const authors = ['Ada Lovelace', { name: 'Jane Q. Doe', orcid: 'https://orcid.org/0000-0002-1694-233x' }, { name: 'Alan Turing', orcid: null }];
    const result = validateRecord({ ...paper, authors }, 1);
    expect(result).toMatchObject({ ok: true, record: { authors: ['Ada Lovelace', 'Jane Q. Doe', 'Alan Turing'], authorOrcids: { 'Jane Q. Doe': '0000-0002-1694-233X' } } });
    const bad = validateRecord({ ...paper, authors: [{ name: 'Jane Doe', orcid: '0000-0002-1825-0098' }, { orcid: '0000-0002-1825-0097' }] }, 3);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => [e.field, e.message])).toEqual([
      ['authors[0].orcid', 'authors[0].orcid must be an ORCID iD such as 0000-0002-1825-0097 (its last character is a check digit)'],
      ['authors[1].name', 'authors[1].name must be a non-empty string (or give family or literal)'],
    ]);
  });

  it('names every bad field with the line', () => {
    const result = validateRecord({ kind: 'paper', id: 'p2', year: 'soon', authors: ['Ada', 7], language: 'english' }, 12);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.line, e.recordId, e.field, e.code])).toEqual([
      [12, 'p2', 'title', 'MISSING_FIELD'],
      [12, 'p2', 'year', 'INVALID_VALUE'],
      [12, 'p2', 'authors[1]', 'INVALID_VALUE'],
      [12, 'p2', 'language', 'INVALID_VALUE'],
    ]);
  });

  it('normalises DOIs and language codes', () => {
    const result = validateRecord({ ...paper, doi: 'https://doi.org/10.1145/ABC.123', language: 'CA' }, 1);
    expect(result.ok && result.record.kind === 'paper' && [result.record.doi, result.record.language]).toEqual(['10.1145/abc.123', 'ca']);
  });

  it('rejects a malformed DOI, self-citations and unknown kinds', () => {
    const badDoi = validateRecord({ ...paper, doi: 'not-a-doi' }, 3);
    expect(!badDoi.ok && badDoi.errors[0]?.field).toBe('doi');
    const selfReference = validateRecord({ ...paper, references: ['p1'] }, 4);
    expect(!selfReference.ok && selfReference.errors[0]?.field).toBe('references');
    const selfCitation = validateRecord({ kind: 'citation', citing: 'a', cited: 'a' }, 5);
    expect(!selfCitation.ok && selfCitation.errors[0]?.field).toBe('cited');
    const unknown = validateRecord({ kind: 'book', id: 'b' }, 6);
    expect(!unknown.ok && unknown.errors[0]).toMatchObject({ field: 'kind', code: 'INVALID_VALUE' });
    const notObject = validateRecord([1, 2], 7);
    expect(!notObject.ok && notObject.errors[0]?.field).toBe('(record)');
  });

  it('validates talks and removes duplicate references', () => {
    const result = validateRecord(
      { kind: 'talk', id: 't1', title: 'T', year: 2020, transcript: 'um so', references: ['p1', 'p1', 'p2'] },
      9,
    );
    expect(result.ok && result.record.kind === 'talk' && result.record.references).toEqual(['p1', 'p2']);
    const missingTranscript = validateRecord({ kind: 'talk', id: 't2', title: 'T', year: 2020 }, 10);
    expect(!missingTranscript.ok && missingTranscript.errors[0]).toMatchObject({ field: 'transcript', code: 'MISSING_FIELD' });
  });

  it("keeps a talk's own paper, checked by the id rule", () => {
    const own = validateRecord({ kind: 'talk', id: 't1', title: 'T', year: 2020, transcript: 'um so', paper: 'p9' }, 1);
    expect(own.ok && own.record.kind === 'talk' && own.record.paper).toBe('p9');
    const none = validateRecord({ kind: 'talk', id: 't1', title: 'T', year: 2020, transcript: 'um so' }, 1);
    expect(none.ok && none.record.kind === 'talk' && none.record.paper).toBeNull();
    const bad = validateRecord({ kind: 'talk', id: 't1', title: 'T', year: 2020, transcript: 'um so', paper: 'has space' }, 1);
    expect(!bad.ok && bad.errors[0]).toMatchObject({ field: 'paper', code: 'INVALID_VALUE' });
  });
});

describe('validateRecord: the id rule and limits', () => {
  const tight = { maxTitleChars: 10, maxAbstractChars: 20, maxTranscriptChars: 30, maxNameChars: 5, maxAuthors: 2, maxFieldsOfStudy: 1, maxReferences: 3 };

  it('refuses ids against the rule, in records and in references, without echoing a long id whole', () => {
    const long = validateRecord({ ...paper, id: 'z'.repeat(300) }, 1);
    expect(!long.ok && long.errors[0]).toMatchObject({ field: 'id', code: 'INVALID_VALUE', recordId: `${'z'.repeat(40)}…` });
    const spaced = validateRecord({ ...paper, references: ['ok', 'not ok'] }, 2);
    expect(!spaced.ok && spaced.errors.map((e) => e.field)).toEqual(['references[1]']);
    const citation = validateRecord({ kind: 'citation', citing: 'a b', cited: 'c' }, 3);
    expect(!citation.ok && citation.errors[0]?.field).toBe('citing');
  });

  it('applies the configured text limits, naming the setting', () => {
    const result = validateRecord({ ...paper, title: 'a title longer than ten', abstract: 'x'.repeat(21), authors: ['Ada Lovelace'] }, 4, tight);
    expect(!result.ok && result.errors.map((e) => [e.field, e.message])).toEqual([
      ['title', 'title must be at most 10 characters (REFGRAPH_INGEST_MAX_TITLE_CHARS), got 23'],
      ['abstract', 'abstract must be at most 20 characters (REFGRAPH_INGEST_MAX_ABSTRACT_CHARS), got 21'],
      ['authors[0]', 'authors[0] must be at most 5 characters (REFGRAPH_INGEST_MAX_NAME_CHARS), got 12'],
    ]);
    const talk = validateRecord({ kind: 'talk', id: 't', title: 'T', year: 2020, transcript: 'y'.repeat(31) }, 5, tight);
    expect(!talk.ok && talk.errors[0]?.field).toBe('transcript');
  });

  it('applies the configured list limits, naming the setting, without reading the entries', () => {
    const result = validateRecord({ ...paper, authors: ['A', 'B', 'C'], fieldsOfStudy: ['x', 'y'], references: ['a', 'b', 'c', 'd'] }, 4, tight);
    expect(!result.ok && result.errors.map((e) => [e.field, e.code, e.message])).toEqual([
      ['authors', 'INVALID_VALUE', 'authors must hold at most 2 entries (REFGRAPH_INGEST_MAX_AUTHORS), got 3'],
      ['fieldsOfStudy', 'INVALID_VALUE', 'fieldsOfStudy must hold at most 1 entries (REFGRAPH_INGEST_MAX_FIELDS_OF_STUDY), got 2'],
      ['references', 'INVALID_VALUE', 'references must hold at most 3 entries (REFGRAPH_INGEST_MAX_REFERENCES), got 4'],
    ]);
    const talk = validateRecord({ kind: 'talk', id: 't', title: 'T', year: 2020, transcript: 'y', references: ['a', 'b', 'c', 'd'] }, 5, tight);
    expect(!talk.ok && talk.errors.map((e) => e.field)).toEqual(['references']);
    expect(validateRecord({ ...paper, authors: ['A', 'B'], fieldsOfStudy: ['x'], references: ['a', 'b', 'c'] }, 6, tight).ok).toBe(true);
  });

  it('accepts 5,154 authors by default (the largest real author list known to us) and refuses 20,000', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Author ${i}`);
    expect(validateRecord({ ...paper, authors: names(5_154) }, 1).ok).toBe(true);
    expect(validateRecord({ ...paper, authors: names(20_000) }, 1)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ field: 'authors', code: 'INVALID_VALUE', message: 'authors must hold at most 10000 entries (REFGRAPH_INGEST_MAX_AUTHORS), got 20000' })],
    });
  });

  it('refuses a record with a NUL or a lone surrogate anywhere, in a value or a key, as INVALID_VALUE naming the field', () => {
    const nul = validateRecord({ ...paper, abstract: 'a\u0000b' }, 6);
    expect(nul).toEqual({ ok: false, errors: [expect.objectContaining({ line: 6, recordId: 'p1', field: 'abstract', code: 'INVALID_VALUE' })] });
    const inId = validateRecord({ ...paper, id: 'p\ud800' }, 7);
    expect(!inId.ok && inId.errors[0]).toMatchObject({ recordId: null, field: 'id', code: 'INVALID_VALUE' });
    const inKey = validateRecord({ ...paper, externalIds: { ['mag\ud800']: '1' } }, 8);
    expect(!inKey.ok && inKey.errors).toEqual([
      { line: 8, recordId: 'p1', field: 'externalIds.mag\\ud800', code: 'INVALID_VALUE', message: 'the key of externalIds.mag\\ud800 holds a NUL character or a lone UTF-16 surrogate' },
    ]);
  });

  it('refuses a record nested 50,000 deep alone, as INVALID_VALUE', () => {
    let deep: unknown = [];
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    const result = validateRecord({ ...paper, authors: deep }, 9);
    expect(!result.ok && result.errors).toEqual([expect.objectContaining({ line: 9, recordId: 'p1', field: expect.stringMatching(/^authors(\[0\])+$/), code: 'INVALID_VALUE' })]);
  });

  it('refuses years outside the shared range', () => {
    for (const year of [0, 999, 3000, 99999]) expect(validateRecord({ ...paper, year }, 8).ok).toBe(false);
  });
});
