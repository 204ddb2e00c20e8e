import { lineBatches, mapLines } from '../../../web/src/explorer/views/neighbourhood/map-links';
import { crowdScale } from '../../../web/src/explorer/views/neighbourhood/year-colours';

const citations = [
  { source: 'a', target: 'b' },
  { source: 'b', target: 'c' },
  { source: 'a', target: 'gone' },
];
const links = [
  { source: 'a', target: 'b', coCited: 3, coupled: 1, similarity: 0.9 },
  { source: 'b', target: 'c', coCited: 1, coupled: 0, similarity: 0.1 },
  { source: 'c', target: 'a', coCited: 1, coupled: 0, similarity: 0.05 },
  { source: 'c', target: 'gone', coCited: 9, coupled: 9, similarity: 1 },
];
const drawn = (id: string) => id !== 'gone';

describe('mapLines', () => {
  it('keeps the citations between drawn papers, and leaves the similarity links out by time', () => {
    expect(mapLines(citations, links, false, drawn)).toEqual([
      { source: 'a', target: 'b', similar: false, width: 1 },
      { source: 'b', target: 'c', similar: false, width: 1 },
    ]);
  });

  it('adds the links between drawn papers by similarity, wider for more alike papers', () => {
    const similar = mapLines(citations, links, true, drawn).filter((line) => line.similar);
    expect(similar.map((line) => `${line.source}~${line.target}`)).toEqual(['a~b', 'b~c', 'c~a']);
    expect(similar[0]!.width).toBeGreaterThan(similar[1]!.width);
    expect(similar[1]!.width).toBe(similar[2]!.width);
  });
});

describe('lineBatches', () => {
  it('groups the lines by look, citations first, thinner links before wider ones', () => {
    const batches = lineBatches(mapLines(citations, links, true, drawn));
    expect(batches.map((b) => [b.similar, b.lines.length])).toEqual([
      [false, 2],
      [true, 2],
      [true, 1],
    ]);
    expect(batches[1]!.width).toBeLessThan(batches[2]!.width);
  });
});

describe('crowdScale', () => {
  it('keeps papers at full size up to 100 and shrinks them with the square root of the count beyond', () => {
    expect(crowdScale(1)).toBe(1);
    expect(crowdScale(100)).toBe(1);
    expect(crowdScale(400)).toBeCloseTo(0.5, 9);
    expect(crowdScale(0)).toBe(1);
  });
});
