import { baggedAscent, bootstrapResample } from '../../../../src/rank/tuning/bagged-ascent';
import { coordinateAscent } from '../../../../src/rank/tuning/coordinate-ascent';
import type { TuningQuery } from '../../../../src/rank/tuning/tuning-query';
import { mulberry32 } from '../../../../src/common/random';

const zero = { bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0 };

/**
 * One relevant paper and two decoys: `bm25Side` queries rank it first only when bm25 outweighs
 * graph, the others only the other way round (equal weights fail both). A mix of both makes the
 * best fit depend on which queries a resample happens to draw.
 */
function query(id: string, bm25Side: boolean): TuningQuery {
  const side = (main: number, other: number) => (bm25Side ? { bm25: main, graph: other } : { bm25: other, graph: main });
  return {
    id,
    relevant: new Set([`${id}-r`]),
    candidates: [
      { paperId: `${id}-a`, features: { ...zero, ...side(1, 0) } },
      { paperId: `${id}-b`, features: { ...zero, ...side(0.5, 1) } },
      { paperId: `${id}-r`, features: { ...zero, ...side(0.9, 0.3) } },
    ],
  };
}

const queries = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => query(id, i % 3 === 0));
const start = { ...zero, bm25: 1, graph: 1 };
const ascent = { grid: [0, 0.25, 0.5, 1, 2, 4], maxSweeps: 3, fusion: 'WEIGHTED' as const, features: ['bm25', 'graph'] as const };

describe('bootstrapResample', () => {
  it('draws as many queries as it is given, each drawn one once with its count', () => {
    const drawn = bootstrapResample(queries, mulberry32(7));
    expect(drawn.reduce((total, q) => total + q.count!, 0)).toBe(queries.length);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(drawn.length);
    expect(drawn.every((q) => queries.some((original) => original.id === q.id && original.candidates === q.candidates))).toBe(true);
    expect(bootstrapResample(queries, mulberry32(7))).toEqual(drawn);
  });
});

describe('baggedAscent', () => {
  it('with no bags is plain coordinate ascent', () => {
    expect(baggedAscent(queries, start, { ...ascent, bags: 0, seed: 1 })).toEqual(coordinateAscent(queries, start, ascent).weights);
  });

  it('averages the resampled fits: a ratio between the fits, scaled to the start, the same for the same seed', () => {
    const bagged = baggedAscent(queries, start, { ...ascent, bags: 30, seed: 3 });
    expect(Math.max(bagged.bm25, bagged.graph)).toBe(1);
    // Resamples rich in graph-side queries fit graph > bm25 and the others the reverse; the
    // average leans to graph (two queries in three) without the all-or-nothing of one fit.
    expect(bagged.graph).toBe(1);
    expect(bagged.bm25).toBeGreaterThan(0);
    expect(bagged.bm25).toBeLessThan(1);
    expect(bagged.dense).toBe(0);
    expect(baggedAscent(queries, start, { ...ascent, bags: 30, seed: 3 })).toEqual(bagged);
    expect(baggedAscent(queries, start, { ...ascent, bags: 30, seed: 4 })).not.toEqual(bagged);
  });

  it('refuses a bag count out of range (seeds are checked where users give them)', () => {
    expect(() => baggedAscent(queries, start, { ...ascent, bags: -1, seed: 1 })).toThrow(/bags: must be an integer in \[0, 1000\]/);
    expect(() => baggedAscent(queries, start, { ...ascent, bags: 2.5, seed: 1 })).toThrow(/bags/);
  });
});
