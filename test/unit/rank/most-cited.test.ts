import { mulberry32 } from '../../../src/common/random';
import { BoundedCount, mostCitedByBound, ReadByBound } from '../../../src/rank/most-cited';

/** A library held in memory: each paper's citations today (the bound) and as of the year asked. */
function reader(papers: BoundedCount[]): { read: ReadByBound; pagesRead: () => number } {
  const inBoundOrder = [...papers].sort((a, b) => b.bound - a.bound || (a.paperId < b.paperId ? -1 : 1));
  let pages = 0;
  return {
    read: async (skip, size) => {
      pages += 1;
      return inBoundOrder.slice(skip, skip + size);
    },
    pagesRead: () => pages,
  };
}

/** What counting every citation gives: most citations first, ties by id, uncited papers left out. */
function fullCount(papers: BoundedCount[], k: number) {
  return papers
    .filter((p) => p.citations > 0)
    .sort((a, b) => b.citations - a.citations || (a.paperId < b.paperId ? -1 : 1))
    .slice(0, k)
    .map(({ paperId, citations }) => ({ paperId, citations }));
}

describe('mostCitedByBound', () => {
  it('stops once the k-th count beats the next bound', async () => {
    const papers = [
      { paperId: 'a', bound: 10, citations: 9 },
      { paperId: 'b', bound: 8, citations: 8 },
      { paperId: 'c', bound: 7, citations: 1 },
      { paperId: 'd', bound: 6, citations: 6 },
      { paperId: 'e', bound: 2, citations: 2 },
      { paperId: 'f', bound: 1, citations: 1 },
    ];
    const library = reader(papers);
    // k = 2: the first page (4 papers) has 9 and 8; the next bound, 6, cannot reach 8.
    expect(await mostCitedByBound(2, library.read)).toEqual([
      { paperId: 'a', citations: 9 },
      { paperId: 'b', citations: 8 },
    ]);
    expect(library.pagesRead()).toBe(1);
  });

  it('reads on while a later paper could still tie and win by id', async () => {
    const papers = [
      { paperId: 'm', bound: 5, citations: 3 },
      { paperId: 'n', bound: 4, citations: 1 },
      { paperId: 'b', bound: 3, citations: 3 },
    ];
    const library = reader(papers);
    expect(await mostCitedByBound(1, library.read)).toEqual([{ paperId: 'b', citations: 3 }]);
    expect(library.pagesRead()).toBe(2);
  });

  it('leaves out papers without a citation as of the year and returns fewer than k when the library has fewer', async () => {
    const papers = [
      { paperId: 'a', bound: 4, citations: 0 },
      { paperId: 'b', bound: 2, citations: 2 },
    ];
    expect(await mostCitedByBound(5, reader(papers).read)).toEqual([{ paperId: 'b', citations: 2 }]);
    expect(await mostCitedByBound(0, reader(papers).read)).toEqual([]);
  });

  it('equals counting every citation on random libraries, early years included', async () => {
    const random = mulberry32(27);
    for (let trial = 0; trial < 200; trial++) {
      const size = 1 + Math.floor(random() * 60);
      const papers = Array.from({ length: size }, (_, i) => {
        const bound = Math.floor(random() * 12);
        // An early year: most of a paper's citations came later, so counts sit far below bounds.
        const share = trial % 2 === 0 ? random() : random() * 0.2;
        return { paperId: `p${String(i).padStart(2, '0')}`, bound, citations: Math.floor(bound * share) };
      });
      const k = 1 + Math.floor(random() * 10);
      expect(await mostCitedByBound(k, reader(papers).read)).toEqual(fullCount(papers, k));
    }
  });
});
