import { abstractFromInvertedIndex, paperFromOpenAlexWork } from '../../../src/ingest/openalex';
import { validateRecord } from '../../../src/ingest/validate';

describe('OpenAlex works', () => {
  it('rebuilds an abstract from its inverted index', () => {
    expect(abstractFromInvertedIndex({ graphs: [2], Citation: [0], form: [1], 'graphs.': [3] })).toBe('Citation form graphs graphs.');
    expect(abstractFromInvertedIndex(null)).toBeNull();
  });

  it('maps a work to a valid paper record', () => {
    const work = {
      id: 'https://openalex.org/W2741809807',
      doi: 'https://doi.org/10.7717/PEERJ.4375',
      title: 'The state of OA',
      publication_year: 2018,
      language: 'en',
      ids: { openalex: 'https://openalex.org/W2741809807', doi: 'https://doi.org/10.7717/peerj.4375', pmid: 'https://pubmed.ncbi.nlm.nih.gov/29456894' },
      primary_location: { source: { display_name: 'PeerJ' } },
      authorships: [{ author: { display_name: 'Heather Piwowar', orcid: 'https://orcid.org/0000-0003-1613-5981' } }, { author: { display_name: 'Jason Priem', orcid: null } }],
      concepts: [{ display_name: 'Computer science', level: 0 }, { display_name: 'Citation', level: 2 }],
      abstract_inverted_index: { Despite: [0], growing: [1] },
      referenced_works: ['https://openalex.org/W1', 'https://openalex.org/W2'],
    };
    const result = validateRecord(paperFromOpenAlexWork(work), 1);
    expect(result).toMatchObject({
      ok: true,
      record: {
        id: 'W2741809807', doi: '10.7717/peerj.4375', venue: 'PeerJ', year: 2018, abstract: 'Despite growing',
        authors: ['Heather Piwowar', 'Jason Priem'], authorOrcids: { 'Heather Piwowar': '0000-0003-1613-5981' }, fieldsOfStudy: ['Computer science'], references: ['W1', 'W2'],
        externalIds: { openalex: 'https://openalex.org/W2741809807', pmid: 'https://pubmed.ncbi.nlm.nih.gov/29456894' },
      },
    });
  });
});
