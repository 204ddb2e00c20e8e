import { DrawnNegative, groupExamples, PaperText } from '../../../src/training';

const paper = (id: string, year = 2000): PaperText => ({ id, year, text: `text of ${id}` });
const negative = (id: string, strategy: DrawnNegative['strategy'], year = 2000): DrawnNegative => ({ ...paper(id, year), strategy });

describe('groupExamples', () => {
  const query = paper('q', 2005);
  const positives = [paper('a'), paper('b'), paper('c')];

  it('gives each cited paper the next negatives in draw order, hard ones first', () => {
    const drawn = [negative('g1', 'GRAPH_NEIGHBOURS'), negative('g2', 'GRAPH_NEIGHBOURS'), negative('r1', 'RANDOM'), negative('r2', 'RANDOM'), negative('r3', 'RANDOM'), negative('r4', 'RANDOM')];
    expect(groupExamples(query, positives, drawn, 2, 2005)).toEqual({
      examples: [
        { query: 'text of q', positive: 'text of a', negatives: ['text of g1', 'text of g2'] },
        { query: 'text of q', positive: 'text of b', negatives: ['text of r1', 'text of r2'] },
        { query: 'text of q', positive: 'text of c', negatives: ['text of r3', 'text of r4'] },
      ],
      negatives: { GRAPH_NEIGHBOURS: 2, RANDOM: 4 },
      shortOfNegatives: 0,
    });
  });

  it('leaves out cited papers the negatives do not cover, and counts them', () => {
    const grouped = groupExamples(query, positives, [negative('r1', 'RANDOM'), negative('r2', 'RANDOM'), negative('r3', 'RANDOM')], 2, 2005);
    expect(grouped.examples.map((e) => e.positive)).toEqual(['text of a']);
    expect(grouped).toMatchObject({ negatives: { RANDOM: 2 }, shortOfNegatives: 2 });
  });

  it('makes in-batch-only examples with no negatives', () => {
    expect(groupExamples(query, positives, [], 0, 2005).examples.map((e) => e.negatives)).toEqual([[], [], []]);
  });

  it('refuses a paper after the split boundary or a negative that is a positive', () => {
    expect(() => groupExamples(query, [paper('a', 2006)], [negative('r', 'RANDOM')], 1, 2005)).toThrow('paper a (2006) is after the split');
    expect(() => groupExamples(paper('q', 2006), [paper('a')], [negative('r', 'RANDOM')], 1, 2005)).toThrow('paper q (2006)');
    expect(() => groupExamples(query, positives, [negative('b', 'RANDOM')], 1, 2005)).toThrow('negative b of q is the query or one of its positives');
  });
});
