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

  it('maps the full record: type, biblio, source (ISSN, publisher), landing page, open access, institutions', () => {
    const work = {
      id: 'https://openalex.org/W900010',
      doi: 'https://doi.org/10.18653/v1/N19-1423',
      title: 'BERT',
      publication_year: 2019,
      type: 'article',
      biblio: { volume: null, issue: null, first_page: '4171', last_page: '4186' },
      primary_location: {
        landing_page_url: 'https://aclanthology.org/N19-1423',
        source: { display_name: 'North American Chapter of the ACL', type: 'conference', issn: null, host_organization_name: 'Association for Computational Linguistics' },
      },
      open_access: { is_oa: true, oa_url: 'https://aclanthology.org/N19-1423.pdf' },
      authorships: [
        { author: { display_name: 'Jacob Devlin' }, institutions: [{ display_name: 'Google (United States)' }] },
        { author: { display_name: 'Ming-Wei Chang' }, institutions: [], raw_affiliation_strings: ['Google AI Language'] },
      ],
    };
    const result = validateRecord(paperFromOpenAlexWork(work), 1);
    expect(result).toMatchObject({
      ok: true,
      record: {
        type: 'conference-paper', pages: '4171-4186', volume: null, publisher: 'Association for Computational Linguistics',
        url: 'https://aclanthology.org/N19-1423', openAccessUrl: 'https://aclanthology.org/N19-1423.pdf',
        authorDetails: [
          { name: { given: 'Jacob', family: 'Devlin' }, affiliations: ['Google (United States)'], orcid: null },
          { name: { given: 'Ming-Wei', family: 'Chang' }, affiliations: ['Google AI Language'], orcid: null },
        ],
      },
    });
    const journal = paperFromOpenAlexWork({ ...work, type: 'article', biblio: { volume: '27', issue: '3', first_page: '379', last_page: '423' }, primary_location: { source: { display_name: 'BSTJ', type: 'journal', issn: ['0005-8580'] } } });
    expect(journal).toMatchObject({ type: 'journal-article', volume: '27', issue: '3', pages: '379-423', issn: ['0005-8580'] });
    expect(paperFromOpenAlexWork({ ...work, type: 'preprint' })).toMatchObject({ type: 'preprint' });
    expect(paperFromOpenAlexWork({ ...work, type: 'book-chapter' })).toMatchObject({ type: 'chapter' });
  });
});
