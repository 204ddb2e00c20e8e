import { connectionPage } from '../../../src/api/connection-page';

describe('connectionPage', () => {
  const page = (rows: number[], size: number, after: boolean) => connectionPage(rows, size, after, (n) => `c${n}`, (n) => n * 10);

  it('uses the extra row only to tell that a next page exists', () => {
    expect(page([1, 2, 3], 2, false)).toEqual({
      edges: [{ cursor: 'c1', node: 10 }, { cursor: 'c2', node: 20 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: 'c1', endCursor: 'c2' },
    });
    expect(page([3], 2, true).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: 'c3', endCursor: 'c3' });
  });

  it('gives null cursors for an empty page', () => {
    expect(page([], 5, true)).toEqual({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null } });
  });
});
