import { readRecord } from '../../../src/ingest/formats';

describe('plain papers and citations formats', () => {
  it('maps a plain paper line (no kind) to a paper record; keywords and unknown fields are ignored', () => {
    const line = {
      id: 12345, title: 'Dense Passage Retrieval', abstract: 'Dual encoders.', year: '2020', venue: 'EMNLP', doi: 'https://doi.org/10.18653/V1/2020.EMNLP-MAIN.550',
      authors: ['Vladimir Karpukhin', { name: 'Barlas Oguz', affiliation: 'x' }], keywords: ['retrieval', 'QA'], n_citation: 99,
    };
    expect(readRecord('papers', line, 3)).toEqual({
      ok: true,
      record: {
        kind: 'paper', id: '12345', title: 'Dense Passage Retrieval', abstract: 'Dual encoders.', year: 2020, venue: 'EMNLP', doi: '10.18653/v1/2020.emnlp-main.550',
        authors: ['Vladimir Karpukhin', 'Barlas Oguz'], authorOrcids: {}, language: null, fieldsOfStudy: [], externalIds: {}, references: [], vector: null,
        authorDetails: [
          { name: { family: 'Karpukhin', given: 'Vladimir' }, orcid: null, affiliations: [] },
          { name: { family: 'Oguz', given: 'Barlas' }, orcid: null, affiliations: ['x'] },
        ],
        type: null, issn: [], isbn: [], volume: null, issue: null, pages: null, publisher: null, url: null, openAccessUrl: null,
        // The plain format never carries externalIds nor the record's fields (issue #48); the line gave no language or fields of study: a MERGE keeps stored ones.
        omitted: ['language', 'fieldsOfStudy', 'externalIds', 'type', 'issn', 'isbn', 'volume', 'issue', 'pages', 'publisher', 'url', 'openAccessUrl'],
      },
    });
    expect(readRecord('papers', { id: 'p', title: 't', year: 2001, fieldsOfStudy: ['Biology'], language: 'en' }, 1)).toMatchObject({ ok: true, record: { fieldsOfStudy: ['Biology'], language: 'en' } });
  });

  it('names the line and field of a bad plain paper', () => {
    expect(readRecord('papers', { id: 'p', title: '', year: 'recent' }, 7)).toEqual({
      ok: false,
      errors: [
        { line: 7, recordId: 'p', field: 'title', code: 'INVALID_VALUE', message: 'title must be a non-empty string' },
        { line: 7, recordId: 'p', field: 'year', code: 'INVALID_VALUE', message: 'year must be an integer year in [1000, 2999]' },
      ],
    });
  });

  it("refuses lines in Refgraph's own format and lines that are not objects, rather than guess", () => {
    expect(readRecord('papers', { kind: 'paper', id: 'p', title: 't', year: 2000 }, 2)).toEqual({
      ok: false,
      errors: [{ line: 2, recordId: 'p', field: 'kind', code: 'INVALID_VALUE', message: "plain lines have no kind: this looks like Refgraph's own format, use --format jsonl" }],
    });
    expect(readRecord('citations', [1, 2], 4)).toMatchObject({ ok: false, errors: [{ line: 4, field: '(record)' }] });
  });

  it('maps {citing, cited} lines to citations, ignoring any other field', () => {
    expect(readRecord('citations', { citing: 'a', cited: 2, contexts: ['as in [2]'], intent: 'method' }, 1)).toEqual({ ok: true, record: { kind: 'citation', citing: 'a', cited: '2' } });
    expect(readRecord('citations', { citing: 'a' }, 5)).toEqual({
      ok: false,
      errors: [{ line: 5, recordId: null, field: 'cited', code: 'MISSING_FIELD', message: 'cited is required' }],
    });
  });
});
