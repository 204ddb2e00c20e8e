import { collectionMap, collectionMapRequests, MAP_PAPERS, NEIGHBOURS_PER_PAPER } from '../../../web/src/explorer/views/collection/collection-map-data';
import type { GraphNode, Neighbourhood } from '../../../web/src/explorer/views/neighbourhood/neighbourhood-query';

const node = (id: string, citationCount = 0): GraphNode => ({ id, title: id, year: 2020, citationCount, depth: 1, paper: { shortLabel: id, venue: null, authors: [] } });
const around = (centre: GraphNode, nodes: GraphNode[], edges: [string, string][]): Neighbourhood => ({ centre: { ...centre, depth: 0 }, nodes, edges: edges.map(([source, target]) => ({ source, target })), reachable: nodes.length, truncated: false });

describe('collectionMapRequests', () => {
  it("asks each of the first accepted papers' one-hop neighbourhood, both ways", () => {
    const accepted = Array.from({ length: MAP_PAPERS + 3 }, (_, i) => `p${i}`);
    const requests = collectionMapRequests(accepted);
    expect(requests).toHaveLength(MAP_PAPERS);
    expect(requests[0]).toEqual({ paperId: 'p0', variables: { paperId: 'p0', depth: 1, direction: 'BOTH', yearFrom: null, yearTo: null, first: NEIGHBOURS_PER_PAPER } });
  });
});

describe('collectionMap', () => {
  const requests = collectionMapRequests(['a', 'b']);
  const a = around(node('a', 5), [node('x'), node('b', 50)], [['a', 'x'], ['b', 'a']]);
  const b = around(node('b', 50), [node('x'), node('y'), node('a', 5)], [['b', 'a'], ['y', 'b'], ['x', 'b']]);

  it('waits for every neighbourhood', () => {
    expect(collectionMap(requests, [{ parent: 'a', neighbourhood: a }])).toBeNull();
    expect(collectionMap([], [])).toBeNull();
  });

  it('merges them: the collected papers apart, each neighbour once, each citation once, the most linked collected paper at the centre', () => {
    const map = collectionMap(requests, [{ parent: 'b', neighbourhood: b }, { parent: 'a', neighbourhood: a }])!;
    expect(map.centre.id).toBe('b');
    expect(map.papers.map((p) => [p.id, p.depth])).toEqual([['b', 0], ['a', 0], ['x', 1], ['y', 1]]);
    expect([...map.collected]).toEqual(['a', 'b']);
    expect(map.edges.map((e) => `${e.source}->${e.target}`).sort()).toEqual(['a->x', 'b->a', 'x->b', 'y->b']);
    expect(map.neighbourOf).toEqual(new Map([['x', 'a'], ['y', 'b']]));
  });

  it('breaks a tie in links by citations, then by the reader’s order', () => {
    const lone = (id: string, citations: number) => around(node(id, citations), [], []);
    const two = collectionMapRequests(['a', 'b']);
    expect(collectionMap(two, [{ parent: 'a', neighbourhood: lone('a', 1) }, { parent: 'b', neighbourhood: lone('b', 9) }])!.centre.id).toBe('b');
    expect(collectionMap(two, [{ parent: 'a', neighbourhood: lone('a', 9) }, { parent: 'b', neighbourhood: lone('b', 9) }])!.centre.id).toBe('a');
  });
});
