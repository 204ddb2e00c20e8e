import { generateGraph, GraphShape } from '../../../src/bench/generate-graph';

const shape: GraphShape = { papers: 2000, referencesPerPaper: 5, seed: 1, firstYear: 1980, lastYear: 2019, fields: ['A', 'B', 'C'] };

describe('generateGraph', () => {
  const graph = generateGraph(shape);

  it('gives each paper min(m, i) distinct references to older papers', () => {
    expect(graph.citing.length).toBe(0 + 1 + 2 + 3 + 4 + 5 * (2000 - 5));
    const seen = new Set<string>();
    for (let e = 0; e < graph.citing.length; e += 1) {
      const [from, to] = [graph.citing[e]!, graph.cited[e]!];
      expect(to < from && graph.years[to]! <= graph.years[from]!).toBe(true);
      seen.add(`${from}>${to}`);
    }
    expect(seen.size).toBe(graph.citing.length);
  });

  it('spreads papers over the years in time order, with ids that sort in that order', () => {
    expect([graph.years[0], graph.years[1999]]).toEqual([1980, 2019]);
    expect(graph.ids[0]).toBe('g0000');
    expect([...graph.ids].sort()).toEqual(graph.ids);
    expect(new Set(graph.fields)).toEqual(new Set(['A', 'B', 'C']));
  });

  it('counts citations received, skewed by preferential attachment', () => {
    const counts = [...graph.citationCounts];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(graph.citing.length);
    const mean = graph.citing.length / shape.papers;
    expect(Math.max(...counts)).toBeGreaterThan(10 * mean);
  });

  it('is reproducible from its seed', () => {
    const again = generateGraph(shape);
    expect(again.cited).toEqual(graph.cited);
    expect(generateGraph({ ...shape, seed: 2 }).cited).not.toEqual(graph.cited);
  });
});
