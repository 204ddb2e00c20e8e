import { bestMatch, matchKeys, type MatchInput } from '../../../../src/ingest';

const input = (over: Partial<MatchInput>): MatchInput => ({
  id: 'p',
  title: 'Graph Attention for Citation Recommendation',
  year: 2018,
  doi: null,
  externalIds: {},
  firstAuthor: { family: 'García-López', given: 'María' },
  type: null,
  venue: null,
  ...over,
});
const keys = (over: Partial<MatchInput>) => matchKeys(input(over));

describe('the matching rule', () => {
  it('matches by DOI first, whatever the title says, ignoring the resolver prefix and case', () => {
    const stored = [keys({ id: 'a', doi: '10.1000/abc', title: 'Something else' })];
    expect(bestMatch(keys({ doi: 'https://doi.org/10.1000/ABC' }), stored)).toEqual({ paperId: 'a', method: 'doi' });
  });

  it('matches by an external id, an arXiv id without its version and an arXiv DOI alike', () => {
    const stored = [keys({ id: 'a', externalIds: { arxiv: '1706.03762' }, title: 'Other' })];
    expect(bestMatch(keys({ externalIds: { arxiv: '1706.03762v5' } }), stored)).toEqual({ paperId: 'a', method: 'external-id' });
    expect(bestMatch(keys({ doi: '10.48550/arXiv.1706.03762' }), stored)).toEqual({ paperId: 'a', method: 'external-id' });
    const openalex = [keys({ id: 'w', externalIds: { openalex: 'https://openalex.org/W2963403868' }, title: 'Other' })];
    expect(bestMatch(keys({ externalIds: { openalex: 'W2963403868' } }), openalex)).toEqual({ paperId: 'w', method: 'external-id' });
  });

  it('matches by title, year and first author', () => {
    const stored = [keys({ id: 'a' })];
    expect(bestMatch(keys({ title: 'graph attention for citation recommendation', firstAuthor: { family: 'Garcia-Lopez' } }), stored)).toEqual({ paperId: 'a', method: 'title-year-author' });
  });

  it('refuses a title match against two different DOIs or two ids of one system', () => {
    const stored = [keys({ id: 'a', doi: '10.1000/a', externalIds: { pmid: '1' } })];
    expect(bestMatch(keys({ doi: '10.1000/b' }), stored)).toBeNull();
    expect(bestMatch(keys({ externalIds: { PubMed: '2' } }), stored)).toBeNull();
  });

  it('needs the same first author', () => {
    expect(bestMatch(keys({ firstAuthor: { family: 'Puig i Ferrer' } }), [keys({ id: 'a' })])).toBeNull();
    expect(bestMatch(keys({ firstAuthor: null }), [keys({ id: 'a' })])).toBeNull();
  });

  it('takes a particle in or out of the family name', () => {
    const stored = [keys({ id: 'a', firstAuthor: { family: 'Maaten', particle: 'van der', given: 'Laurens' } })];
    expect(bestMatch(keys({ firstAuthor: { family: 'van der Maaten', given: 'Laurens' } }), stored)?.paperId).toBe('a');
    expect(bestMatch(keys({ firstAuthor: { family: 'Maaten' } }), stored)?.paperId).toBe('a');
  });

  it('allows one year apart only when one of them is a preprint (the rule in force)', () => {
    const stored = [keys({ id: 'a', year: 2019 })];
    expect(bestMatch(keys({ year: 2018 }), stored)).toBeNull();
    expect(bestMatch(keys({ year: 2018, venue: 'arXiv preprint arXiv:1810.04805' }), stored)?.paperId).toBe('a');
    expect(bestMatch(keys({ year: 2018, type: 'preprint' }), stored)?.paperId).toBe('a');
    expect(bestMatch(keys({ year: 2017, type: 'preprint' }), stored)).toBeNull();
    expect(bestMatch(keys({ year: 2018 }), stored, 'one')?.paperId).toBe('a');
    expect(bestMatch(keys({ year: 2018, type: 'preprint' }), stored, 'same')).toBeNull();
  });

  it('takes a main title for the whole only when it has four words or more', () => {
    const long = [keys({ id: 'a', title: 'Molecular Structure of Nucleic Acids: A Structure for Deoxyribose Nucleic Acid' })];
    expect(bestMatch(keys({ title: 'Molecular structure of nucleic acids' }), long)?.paperId).toBe('a');
    const short = [keys({ id: 'b', title: 'Prospect Theory: An Analysis of Decision under Risk' })];
    expect(bestMatch(keys({ title: 'Prospect theory' }), short)).toBeNull();
  });

  it('never takes a reply, an erratum or another part for the paper', () => {
    const stored = [keys({ id: 'a' })];
    for (const title of ['Reply to: Graph Attention for Citation Recommendation', 'Erratum: Graph Attention for Citation Recommendation', 'Graph Attention for Citation Recommendation, Part II']) {
      expect(bestMatch(keys({ title }), stored)).toBeNull();
    }
  });

  it('matches a re-read entry by its key and title when it has nothing else', () => {
    expect(bestMatch(keys({ id: 'Garcia2018', firstAuthor: null }), [keys({ id: 'garcia2018', firstAuthor: null })])).toEqual({ paperId: 'garcia2018', method: 'key' });
    expect(bestMatch(keys({ id: 'garcia2018', firstAuthor: null, title: 'Other' }), [keys({ id: 'garcia2018', firstAuthor: null })])).toBeNull();
  });

  it('picks the closest of several, then the smallest id, whatever their order', () => {
    const stored = [keys({ id: 'journal', year: 2019 }), keys({ id: 'workshop', year: 2018 }), keys({ id: 'doi', doi: '10.1000/x', year: 2000, title: 'x' })];
    expect(bestMatch(keys({ year: 2018, type: 'preprint' }), stored)?.paperId).toBe('workshop');
    expect(bestMatch(keys({ year: 2018, type: 'preprint' }), [...stored].reverse())?.paperId).toBe('workshop');
    expect(bestMatch(keys({ doi: '10.1000/x' }), stored)?.paperId).toBe('doi');
    expect(bestMatch(keys({}), [keys({ id: 'b' }), keys({ id: 'a' })])?.paperId).toBe('a');
  });
});
