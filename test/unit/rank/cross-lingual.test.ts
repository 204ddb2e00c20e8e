import { bilingualVector, crossLingualExpansion, EXPANSION_WEIGHT, expansionLanguage, interleavedNeighbours } from '../../../src/rank/cross-lingual';
import { cosine, l2Norm } from '../../../src/embed';

describe('cross-lingual query expansion (issue #24)', () => {
  it('expands a query placed in another language than the library\'s main one into the main one', () => {
    expect(expansionLanguage('es', 'en')).toBe('en');
    expect(expansionLanguage('ca', 'en')).toBe('en');
    // A language without an analyzer of its own is expanded too: BM25 reads it under the library's.
    expect(expansionLanguage('fr', 'en')).toBe('en');
  });

  it('leaves main-language queries, unplaced ones and libraries without an analysed main language alone', () => {
    expect(expansionLanguage('en', 'en')).toBeNull();
    expect(expansionLanguage(null, 'en')).toBeNull();
    expect(expansionLanguage('es', null)).toBeNull();
    expect(expansionLanguage('en', 'de')).toBeNull();
  });

  it('does not expand into a language the query\'s filter leaves out', () => {
    expect(expansionLanguage('es', 'en', ['es'])).toBeNull();
    expect(expansionLanguage('es', 'en', ['es', 'en'])).toBe('en');
  });

  it('makes the expansion of the neighbours\' titles, one a line, with the measured weight', () => {
    expect(crossLingualExpansion(null, ['Blue economy ', '', 'Ocean accounts'], 'en')).toEqual({ language: 'en', feedback: { text: 'Blue economy\nOcean accounts', weight: EXPANSION_WEIGHT } });
    expect(crossLingualExpansion(null, [' '], 'en')).toBeUndefined();
  });

  it("reads the query's translation as the query itself, beside the neighbours, and expands with it alone when there are none", () => {
    expect(crossLingualExpansion('The blue economy ', ['Ocean accounts'], 'en')).toEqual({ language: 'en', translation: 'The blue economy', feedback: { text: 'Ocean accounts', weight: EXPANSION_WEIGHT } });
    expect(crossLingualExpansion('The blue economy', [], 'en')).toEqual({ language: 'en', translation: 'The blue economy' });
    expect(crossLingualExpansion(' ', [], 'en')).toBeUndefined();
  });

  it('takes the neighbours from both retrievers in turn, dense first, each paper once', () => {
    const paper = (paperId: string) => ({ paperId, title: `Title ${paperId}` });
    const dense = ['a', 'b', 'c', 'd'].map(paper);
    const lexical = ['x', 'a', 'y', 'z'].map(paper);
    expect(interleavedNeighbours(dense, lexical, 4).map((p) => p.paperId)).toEqual(['a', 'x', 'b', 'c']);
    expect(interleavedNeighbours(dense, lexical, 10).map((p) => p.paperId)).toEqual(['a', 'x', 'b', 'c', 'y', 'd', 'z']);
    // One retriever without hits (no encoder, or nothing matched): the other's alone.
    expect(interleavedNeighbours([], lexical, 2)).toEqual(lexical.slice(0, 2));
    expect(interleavedNeighbours(dense, [], 3)).toEqual(dense.slice(0, 3));
    expect(interleavedNeighbours([], [], 4)).toEqual([]);
  });

  it("averages the query's vector and its translation's into a unit vector: a document scores the mean of its cosines to the two", () => {
    const query = new Float32Array([1, 0, 0]);
    const translation = new Float32Array([0, 1, 0]);
    const bilingual = bilingualVector(query, translation);
    expect(l2Norm(bilingual)).toBeCloseTo(1, 6);
    expect(Array.from(bilingual)).toEqual([Math.SQRT1_2, Math.SQRT1_2, 0].map((v) => expect.closeTo(v, 6)));
    // Up to the constant 1/|q + t|, every document's cosine is the mean of its two cosines.
    const documents = [new Float32Array([0.6, 0.8, 0]), new Float32Array([0, 0.6, 0.8]), new Float32Array([0, 0, 1])];
    const scale = 2 / l2Norm(query.map((v, i) => v + translation[i]!));
    for (const document of documents) expect(cosine(bilingual, document)).toBeCloseTo(scale * ((cosine(query, document) + cosine(translation, document)) / 2), 6);
    expect(query).toEqual(new Float32Array([1, 0, 0]));
  });

  it('keeps the query where its translation reads the same', () => {
    const query = new Float32Array([0.6, 0.8]);
    expect(Array.from(bilingualVector(query, query))).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
  });
});
