import { positionsAround, similarityLayout, similarityToCentre, timeLayout, yearScale, MODEL_HEIGHT, MODEL_WIDTH } from '../../../web/src/explorer/views/neighbourhood/map-layouts';
import { grownMap } from '../../../web/src/explorer/views/neighbourhood/map-expansion';
import type { GraphNode, Neighbourhood } from '../../../web/src/explorer/views/neighbourhood/neighbourhood-query';

const paper = (id: string, year: number, citationCount = 0) => ({ id, year, citationCount });
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('timeLayout', () => {
  const papers = [paper('c', 2019, 100), paper('old', 2000, 10), paper('new', 2020, 1), paper('twin', 2020, 1)];

  it('puts the years in order on x, each drawn year an equal column, and a later year between its neighbours', () => {
    const at = timeLayout(papers, 'citations', new Map());
    expect(at.get('old')!.x).toBe(0);
    expect(at.get('c')!.x).toBe(MODEL_WIDTH / 2);
    expect(at.get('new')!.x).toBe(MODEL_WIDTH);
    expect(yearScale(papers)(2010)).toBeCloseTo((10 / 19) * (MODEL_WIDTH / 2), 9);
  });

  it('puts the most cited or the most alike highest, and pushes apart papers that would overlap', () => {
    const byCitations = timeLayout(papers, 'citations', new Map());
    expect(byCitations.get('c')!.y).toBe(0);
    expect(byCitations.get('old')!.y).toBeLessThan(byCitations.get('new')!.y);
    expect(Math.abs(byCitations.get('new')!.y - byCitations.get('twin')!.y)).toBeGreaterThanOrEqual(16);
    const links = [{ source: 'c', target: 'new', similarity: 0.5 }, { source: 'twin', target: 'c', similarity: 0.125 }];
    const bySimilarity = timeLayout(papers, 'similarity', similarityToCentre('c', links));
    // Scaled to the most alike paper (0.5), square-rooted.
    expect(bySimilarity.get('c')!.y).toBe(0);
    expect(bySimilarity.get('new')!.y).toBe(0);
    expect(bySimilarity.get('twin')!.y).toBe(MODEL_HEIGHT / 2);
    // No similarity to the centre: at the bottom.
    expect(bySimilarity.get('old')!.y).toBe(MODEL_HEIGHT);
  });
});

describe('similarityLayout', () => {
  // Two tight groups, linked inside each; the centre belongs to the first.
  const papers = ['c', 'a1', 'a2', 'a3', 'b1', 'b2', 'b3'].map((id, i) => paper(id, 2000 + i));
  const links = [
    { source: 'a1', target: 'c', similarity: 0.9 },
    { source: 'a2', target: 'c', similarity: 0.9 },
    { source: 'a1', target: 'a3', similarity: 0.8 },
    { source: 'a2', target: 'a3', similarity: 0.8 },
    { source: 'b1', target: 'b2', similarity: 0.9 },
    { source: 'b2', target: 'b3', similarity: 0.9 },
    { source: 'b1', target: 'b3', similarity: 0.9 },
  ];

  it('keeps the centre in the middle and puts alike papers nearer each other than unalike ones', () => {
    const at = similarityLayout(papers, 'c', links, []);
    expect(at.get('c')).toEqual({ x: 0, y: 0 });
    expect(distance(at.get('b1')!, at.get('b2')!)).toBeLessThan(distance(at.get('b1')!, at.get('a1')!));
    expect(distance(at.get('a1')!, at.get('c')!)).toBeLessThan(distance(at.get('b1')!, at.get('c')!));
  });

  it('is deterministic, and spreads 500 papers with no two at one point', () => {
    expect(similarityLayout(papers, 'c', links, [])).toEqual(similarityLayout(papers, 'c', links, []));
    const many = Array.from({ length: 500 }, (_, i) => paper(`p${i}`, 2000));
    const at = [...similarityLayout(many, 'p0', [], []).values()];
    expect(new Set(at.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`)).size).toBe(500);
  });
});

describe('expanding in place', () => {
  const node = (id: string, depth: number): GraphNode => ({ id, title: id, year: 2000, citationCount: 0, depth, paper: { shortLabel: id, venue: null, authors: [] } });
  const base: Neighbourhood = { centre: node('c', 0), nodes: [node('a', 1), node('b', 1)], edges: [{ source: 'a', target: 'c' }, { source: 'c', target: 'b' }], reachable: 2, truncated: false };

  it('adds the papers an expansion brings, each once, keeping the drawn ones and their edges', () => {
    const expansion: Neighbourhood = { centre: node('a', 0), nodes: [node('c', 1), node('x', 1), node('y', 1)], edges: [{ source: 'a', target: 'c' }, { source: 'a', target: 'x' }, { source: 'y', target: 'a' }], reachable: 3, truncated: false };
    const again: Neighbourhood = { centre: node('b', 0), nodes: [node('x', 1), node('z', 1)], edges: [{ source: 'b', target: 'x' }, { source: 'z', target: 'b' }], reachable: 2, truncated: false };
    const grown = grownMap(base, [{ parent: 'a', neighbourhood: expansion }, { parent: 'b', neighbourhood: again }]);
    expect(grown.nodes.map((n) => n.id)).toEqual(['c', 'a', 'b', 'x', 'y', 'z']);
    expect([...grown.addedBy]).toEqual([['x', 'a'], ['y', 'a'], ['z', 'b']]);
    expect(grown.edges.map((e) => `${e.source}->${e.target}`)).toEqual(['a->c', 'c->b', 'a->x', 'y->a', 'b->x', 'z->b']);
  });

  it('places added papers around the expanded one', () => {
    const around = positionsAround({ x: 100, y: 50 }, [paper('x', 2000), paper('y', 2001)], 'similarity');
    for (const position of around.values()) expect(distance(position, { x: 100, y: 50 })).toBeCloseTo(60, 9);
  });
});
