import { idCandidates } from '../../../web/src/explorer/search/pasted-id';
import { idLookupVariables, paperSuggestions, SuggestedPaper, talkSuggestions, wordSearchVariables } from '../../../web/src/explorer/search/search-query';

const kinds = (text: string) => idCandidates(text).external.map((e) => e.kind);

describe('ids as users paste them', () => {
  it.each([
    ['10.1038/171737a0', ['DOI']],
    ['doi:10.1038/171737a0', ['DOI']],
    ['https://doi.org/10.18653/v1/N19-1423', ['DOI']],
    ['1706.03762', ['ARXIV']],
    ['arXiv:1706.03762v5', ['ARXIV']],
    ['https://arxiv.org/abs/1903.10676', ['ARXIV']],
    ['hep-th/9711200', ['ARXIV']],
    ['W2741809807', ['OPENALEX']],
    ['https://openalex.org/W2741809807', ['OPENALEX']],
    ['N19-1423', ['ACL']],
    ['2020.acl-main.207', ['ACL']],
    ['https://aclanthology.org/D19-1371/', ['ACL']],
    ['devlin2019bert', []],
    ['attention is all you need', []],
  ])('%s can be %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('takes any single printable-ASCII token as one of our ids, and nothing with a space or over 200 characters', () => {
    expect(idCandidates(' devlin2019bert ').internal).toBe('devlin2019bert');
    expect(idCandidates('two words').internal).toBeNull();
    expect(idCandidates('é').internal).toBeNull();
    expect(idCandidates('x'.repeat(201)).internal).toBeNull();
  });

  it('asks only the lookups the text can be, and no lookup or search for a text that is neither', () => {
    expect(idLookupVariables('arXiv:1706.03762')).toEqual({ id: 'arXiv:1706.03762', value: 'arXiv:1706.03762', byId: true, doi: false, arxiv: true, openalex: false, acl: false });
    expect(idLookupVariables('attention is all you need')).toBeNull();
    expect(wordSearchVariables('  --  ')).toBeNull();
    expect(wordSearchVariables(' attention ')).toEqual({ query: 'attention', first: 8 });
  });
});

describe('suggestions', () => {
  const paper = (id: string, authors: string[] = ['A. Author']): SuggestedPaper => ({ id, title: `Title ${id}`, year: 2019, authors: authors.map((name) => ({ name })), venue: null });

  it('puts what an id found first, then the word matches, each paper once', () => {
    const suggestions = paperSuggestions({ ID: null, DOI: paper('b') }, { searchPapers: { totalCount: 2, edges: [{ node: { paper: paper('a') } }, { node: { paper: paper('b') } }] } });
    expect(suggestions.map((s) => [s.id, s.via])).toEqual([
      ['b', 'DOI'],
      ['a', 'title words'],
    ]);
    expect(paperSuggestions(null, { searchPapers: { totalCount: 1, edges: [{ node: { paper: paper('c', ['X', 'Y', 'Z']) } }] } })[0]!.detail).toBe('X et al. · 2019');
  });

  it('matches talks by the beginnings of the words of their titles and speakers, accents ignored, or by id', () => {
    const talks = [
      { id: 't1', title: 'From Word Vectors to Transformers', year: 2020, speakers: ['Maya Lindqvist'] },
      { id: 't2', title: 'Traducció automàtica', year: 2021, speakers: ['Núria Puig'] },
    ];
    expect(talkSuggestions(talks, 'word transf').map((s) => s.id)).toEqual(['t1']);
    expect(talkSuggestions(talks, 'traduccio nuria').map((s) => s.id)).toEqual(['t2']);
    expect(talkSuggestions(talks, 't2').map((s) => [s.id, s.via])).toEqual([['t2', 'Refgraph id']]);
    expect(talkSuggestions(talks, 'ord')).toEqual([]);
    expect(talkSuggestions(talks, '').map((s) => s.id)).toEqual(['t1', 't2']);
  });
});
