import { enrichedRecord } from '../../../../src/ingest';
import type { StoredMatchPaper } from '../../../../src/ingest/merge';
import { NO_RECORD_FIELDS } from '../../../../src/bibliography';
import { paperRecord } from '../../../support/matching-pairs';

const stored: StoredMatchPaper = {
  ...NO_RECORD_FIELDS,
  id: 'shannon1948',
  title: 'A Mathematical Theory of Communication',
  year: 1948,
  volume: '27',
  issn: ['0005-8580'],
  abstract: 'Stored abstract.',
  venue: 'Bell System Technical Journal',
  doi: null,
  authors: ['Claude E. Shannon'],
  authorDetails: [{ name: { family: 'Shannon', given: 'Claude E.' }, orcid: null, affiliations: [] }],
  language: 'en',
  fieldsOfStudy: ['Information theory'],
  externalIds: { mag: '1' },
};

const imported = paperRecord({
  kind: 'paper',
  id: 'shannon_1948',
  title: 'A mathematical theory of communication',
  year: 1949,
  abstract: 'Imported abstract.',
  venue: 'Bell Syst. Tech. J.',
  doi: '10.1002/j.1538-7305.1948.tb01338.x',
  volume: '28',
  issue: '3',
  pages: '379-423',
  issn: ['1538-7305', '0005-8580'],
  authors: [{ family: 'Shannon', given: 'C. E.', orcid: '0000-0002-1825-0097', affiliations: ['Bell Labs'] }],
  externalIds: { mag: '2', wikidata: 'Q1' },
});

describe('enrichedRecord', () => {
  const enriched = enrichedRecord(stored, imported);

  it('keeps the stored id, title, year and every field the stored paper holds', () => {
    expect(enriched).toMatchObject({ id: 'shannon1948', title: stored.title, year: 1948, abstract: 'Stored abstract.', venue: stored.venue, volume: '27', language: 'en', fieldsOfStudy: ['Information theory'] });
  });

  it('fills what the stored paper lacks from the imported record', () => {
    expect(enriched).toMatchObject({ doi: '10.1002/j.1538-7305.1948.tb01338.x', issue: '3', pages: '379-423', omitted: [], vector: null });
  });

  it('gathers ISSNs and external ids, the stored value winning for one system', () => {
    expect(enriched.issn).toEqual(['0005-8580', '1538-7305']);
    expect(enriched.externalIds).toEqual({ mag: '1', wikidata: 'Q1' });
  });

  it('keeps the stored authors and adds the ORCID and affiliations of the same people', () => {
    expect(enriched.authors).toEqual(['Claude E. Shannon']);
    expect(enriched.authorDetails).toEqual([{ name: { family: 'Shannon', given: 'Claude E.' }, orcid: '0000-0002-1825-0097', affiliations: ['Bell Labs'] }]);
    expect(enriched.authorOrcids).toEqual({ 'Claude E. Shannon': '0000-0002-1825-0097' });
  });

  it('adds nothing to authors that are not the same list', () => {
    const other = paperRecord({ kind: 'paper', id: 'x', title: 't', year: 1948, authors: [{ family: 'Weaver', given: 'Warren', orcid: '0000-0002-1825-0097' }] });
    expect(enrichedRecord(stored, other).authorDetails).toEqual(stored.authorDetails);
  });

  it('never loses a field: every stored value survives a record that gives none', () => {
    const bare = paperRecord({ kind: 'paper', id: 'x', title: 't', year: 1948 });
    const kept = enrichedRecord(stored, bare);
    for (const field of ['abstract', 'venue', 'volume', 'language', 'issn', 'fieldsOfStudy', 'externalIds', 'authors', 'authorDetails'] as const) expect(kept[field]).toEqual(stored[field]);
  });

  it('takes the imported authors when the stored paper has none', () => {
    expect(enrichedRecord({ ...stored, authors: [], authorDetails: [] }, imported).authors).toEqual(imported.authors);
  });
});
