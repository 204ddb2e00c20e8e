import { similarityLinks, strongestLinks } from '../../../src/graph/similarity-links';

// d cites a, b; e cites a, b, c; f cites a; g cites d, e; h cites d, e, f (the hand graph's papers).
const DEGREES = new Map([
  ['d', { citations: 2, references: 2 }],
  ['e', { citations: 2, references: 3 }],
  ['f', { citations: 1, references: 1 }],
  ['g', { citations: 1, references: 2 }],
  ['h', { citations: 1, references: 3 }],
]);
const CO_CITED = [
  { source: 'd', target: 'e', shared: 2 },
  { source: 'd', target: 'f', shared: 1 },
  { source: 'e', target: 'f', shared: 1 },
  { source: 'g', target: 'h', shared: 1 },
];
const COUPLED = [
  { source: 'd', target: 'e', shared: 2 },
  { source: 'd', target: 'f', shared: 1 },
  { source: 'e', target: 'f', shared: 1 },
  { source: 'g', target: 'h', shared: 2 },
];

describe('similarityLinks', () => {
  it("adds co-citation and coupling and takes Salton's cosine over both degrees, most alike first", () => {
    const links = similarityLinks(CO_CITED, COUPLED, DEGREES);
    expect(links.map((l) => [l.source, l.target, l.coCited, l.coupled])).toEqual([
      ['d', 'e', 2, 2],
      ['g', 'h', 1, 2],
      ['d', 'f', 1, 1],
      ['e', 'f', 1, 1],
    ]);
    expect(links.map((l) => l.similarity)).toEqual([4 / Math.sqrt(4 * 5), 3 / Math.sqrt(3 * 4), 2 / Math.sqrt(4 * 2), 2 / Math.sqrt(5 * 2)]);
  });

  it('links a pair by one kind alone', () => {
    const [only] = similarityLinks([], [{ source: 'g', target: 'h', shared: 2 }], DEGREES);
    expect(only).toEqual({ source: 'g', target: 'h', coCited: 0, coupled: 2, similarity: 2 / Math.sqrt(12) });
  });

  it('refuses a pair whose degrees are unknown or too small for what it shares', () => {
    expect(() => similarityLinks([{ source: 'd', target: 'x', shared: 1 }], [], DEGREES)).toThrow(RangeError);
    expect(() => similarityLinks([{ source: 'f', target: 'g', shared: 3 }], [], DEGREES)).toThrow(RangeError);
  });
});

describe('strongestLinks', () => {
  const links = similarityLinks(CO_CITED, COUPLED, DEGREES);

  it("keeps a link among the strongest of either end's", () => {
    expect(strongestLinks(links, 1).map((l) => `${l.source}-${l.target}`)).toEqual(['d-e', 'g-h', 'd-f']);
    expect(strongestLinks(links, 3)).toEqual(links);
  });

  it('keeps every link of the centre', () => {
    expect(strongestLinks(links, 1, 'e').map((l) => `${l.source}-${l.target}`)).toEqual(['d-e', 'g-h', 'd-f', 'e-f']);
  });
});
