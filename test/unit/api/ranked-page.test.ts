import { rankedPage, rankedPageRequest, rankingPageRequest } from '../../../src/api/ranked-page';

describe('ranked pages', () => {
  const size = (value: number) => ({ argument: 'first', value, max: 100 });

  it('reads a ranking further from the rank its cursor names, one more item to tell whether another page follows', () => {
    const first = rankedPageRequest('list', size(2), null, 1000);
    expect(first).toEqual({ key: 'list', offset: 0, size: 2, depth: 3 });
    const ranking = ['a', 'b', 'c', 'd', 'e'];
    const one = rankedPage(ranking, first, (id, rank) => `${rank}:${id}`);
    expect(one.edges.map((e) => e.node)).toEqual(['1:a', '2:b']);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = rankedPageRequest('list', size(2), one.pageInfo.endCursor, 1000);
    expect(second).toEqual({ key: 'list', offset: 2, size: 2, depth: 5 });
    const two = rankedPage(ranking, second, (id, rank) => `${rank}:${id}`);
    expect(two.edges.map((e) => e.node)).toEqual(['3:c', '4:d']);
    const three = rankedPage(ranking, rankedPageRequest('list', size(2), two.pageInfo.endCursor, 1000), (id) => id);
    expect(three.edges.map((e) => e.node)).toEqual(['e']);
    expect(three.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('refuses a cursor of another list and pages past the deepest rank', () => {
    const page = rankedPage(['a', 'b', 'c'], rankedPageRequest('list', size(2), null, 1000), (id) => id);
    expect(() => rankedPageRequest('another list', size(2), page.pageInfo.endCursor, 1000)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => rankedPageRequest('list', size(2), page.pageInfo.endCursor, 2)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    // The last page stops at the depth: no extra item is asked for, and no next page is promised.
    expect(rankedPageRequest('list', size(5), page.pageInfo.endCursor, 4)).toEqual({ key: 'list', offset: 2, size: 2, depth: 4 });
    expect(() => rankedPageRequest('list', size(0), null, 1000)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('pages a ranking by first, at most the ranking depth', () => {
    expect(rankingPageRequest('r', { first: 7 }, 1000)).toMatchObject({ size: 7, depth: 8 });
    expect(() => rankingPageRequest('r', { first: 1001 }, 1000)).toThrow(/^first: /);
  });
});
