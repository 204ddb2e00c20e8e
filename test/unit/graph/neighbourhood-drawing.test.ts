import { drawNeighbourhood, ReachedPaper } from '../../../src/graph/neighbourhood-drawing';

const paper = (id: string, depth: number, references: string[]): ReachedPaper => ({ id, title: id.toUpperCase(), year: 2000, citationCount: 0, depth, references });

describe('drawNeighbourhood', () => {
  it('keeps the citations between drawn papers only, sorted, without references', () => {
    const centre = paper('m', 0, ['b', 'a', 'x']);
    const kept = [paper('a', 1, ['b', 'y']), paper('b', 1, []), paper('c', 2, ['m', 'a', 'a', 'c'])];
    const drawn = drawNeighbourhood(centre, kept, 3, 42);
    expect(drawn.edges).toEqual([
      { source: 'a', target: 'b' },
      { source: 'c', target: 'a' },
      { source: 'c', target: 'm' },
      { source: 'm', target: 'a' },
      { source: 'm', target: 'b' },
    ]);
    expect(drawn.centre).toEqual({ id: 'm', title: 'M', year: 2000, citationCount: 0, depth: 0 });
    expect(drawn.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(drawn.nodes[0]).not.toHaveProperty('references');
    expect(drawn).toMatchObject({ reachable: 3, truncated: false, estimatedTraversals: 42 });
  });

  it('says when the limit cut papers off', () => {
    expect(drawNeighbourhood(paper('m', 0, []), [paper('a', 1, [])], 5, 9).truncated).toBe(true);
    expect(drawNeighbourhood(paper('m', 0, []), [], 0, 0)).toMatchObject({ nodes: [], edges: [], truncated: false });
  });
});
