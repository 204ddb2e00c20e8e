/** What the collection and bibliography views ask the API (their *-query.ts modules). Pure. */
import { chunked, seedChoice, shortName } from '../../../web/src/explorer/views/collection/collection-query';
import { bibliographyState, droppedParam, keptEntries } from '../../../web/src/explorer/views/bibliography/bibliography-query';
import { downloadName } from '../../../web/src/explorer/exports/export-query';

describe('the collection view’s requests', () => {
  it('asks for recommendations from the accepted (positives) and rejected (negatives), at most 20 of each', () => {
    expect(seedChoice({ accepted: [], rejected: ['x'] })).toBeNull();
    expect(seedChoice({ accepted: ['a', 'b'], rejected: ['x'] })).toEqual({ variables: { positiveIds: ['a', 'b'], negativeIds: ['x'], first: 20 }, positivesLeftOut: 0, negativesLeftOut: 0 });
    const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const big = seedChoice({ accepted: ids('a', 25), rejected: ids('r', 22) })!;
    expect(big.variables.positiveIds).toEqual(ids('a', 20));
    expect(big.variables.negativeIds).toEqual(ids('r', 22).slice(2));
    expect([big.positivesLeftOut, big.negativesLeftOut]).toEqual([5, 2]);
  });

  it('reads papers in chunks of the API’s page size', () => {
    expect(chunked(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(chunked([])).toEqual([]);
  });

  it('names a seed by its first author and year', () => {
    const paper = (names: string[]) => ({ id: 'p', title: 'A Title', year: 2019, venue: null, authors: names.map((name) => ({ name })) });
    expect(shortName(paper(['Jacob Devlin', 'Ming-Wei Chang']), 'p')).toBe('Devlin et al. 2019');
    expect(shortName(paper(['Spärck Jones, Karen']), 'p')).toBe('Spärck Jones 2019');
    expect(shortName(paper([]), 'p')).toBe('A Title');
    expect(shortName(undefined, 'p')).toBe('p');
  });
});

describe('the bibliography view’s dropped entries', () => {
  it('keeps the API’s order without the dropped ones, and writes the drop parameter', () => {
    const entries = ['a', 'b', 'c'].map((id) => ({ paper: { id } }));
    expect(keptEntries(entries, ['b']).map((e) => e.paper.id)).toEqual(['a', 'c']);
    expect(droppedParam([], 'b', true)).toBe('b');
    expect(droppedParam(['b'], 'c', true)).toBe('b c');
    expect(droppedParam(['b'], 'b', false)).toBeUndefined();
    expect(bibliographyState(new URLSearchParams('title=x&drop=b+c')).dropped).toEqual(['b', 'c']);
  });

  it('names a download after the title', () => {
    expect(downloadName('Coral reef bleaching under ocean warming!', 'ris')).toBe('coral-reef-bleaching-under-ocean-warming.ris');
    expect(downloadName('Refgraph collection', 'json')).toBe('refgraph-collection.json');
  });
});
