import { BackgroundSums, backgroundCosine, backgroundFor, MIN_BACKGROUND_PAPERS } from '../../../src/concepts';
import { cosine } from '../../../src/embed/pooling';

describe('backgrounds', () => {
  const many = (n: number, vector: number[]) => Array.from({ length: n }, () => vector);

  it('averages unit vectors per language and over all papers; a language with few papers has no mean of its own', () => {
    const sums = new BackgroundSums();
    for (const v of many(MIN_BACKGROUND_PAPERS, [2, 0])) sums.add('ca', v);
    for (const v of many(MIN_BACKGROUND_PAPERS, [0, 3])) sums.add('en', v);
    sums.add('fr', [1, 1]);
    sums.add(null, [0, -1]);
    const backgrounds = sums.backgrounds()!;
    expect([...backgrounds.byLanguage.keys()]).toEqual(['ca', 'en']);
    expect(Array.from(backgrounds.byLanguage.get('ca')!.vector)).toEqual([1, 0]);
    expect(backgrounds.all.papers).toBe(2 * MIN_BACKGROUND_PAPERS + 2);
    expect(backgroundFor(backgrounds, 'fr')).toBe(backgrounds.all);
    expect(backgroundFor(backgrounds, null)).toBe(backgrounds.all);
    expect(new BackgroundSums().backgrounds()).toBeNull();
  });

  it("is the query's mean cosine over the papers averaged", () => {
    const papers = [
      [0.9, 0.1, 0.2],
      [0.1, 0.8, 0.3],
      [-0.2, 0.4, 0.9],
      [0.5, -0.5, 0.1],
    ];
    const sums = new BackgroundSums();
    for (const p of papers) sums.add(null, p);
    const query = [0.3, 0.6, -0.2];
    const mean = papers.reduce((s, p) => s + cosine(query, p), 0) / papers.length;
    expect(backgroundCosine(query, sums.backgrounds()!.all)).toBeCloseTo(mean, 6);
  });

  it('refuses a vector it cannot scale to unit length', () => {
    expect(() => new BackgroundSums().add('ca', [0, 0])).toThrow('norm 0');
  });
});
