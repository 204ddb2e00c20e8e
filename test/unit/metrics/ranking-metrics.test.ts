/**
 * Every expected value is worked out by hand in the comment next to it; the expression in the
 * assertion is the same arithmetic, so a reviewer can check it without running anything.
 */
import { RefgraphError } from '../../../src/errors/refgraph-error';
import {
  averagePrecision,
  f1,
  ndcg,
  precision,
  rPrecision,
  rankByScore,
  recall,
  reciprocalRank,
} from '../../../src/metrics';

const qrelsOf = (grades: Record<string, number>) => new Map(Object.entries(grades));

// The classic example: ten docs, relevant ones at ranks 1, 3, 6, 9 and 10 (5 relevant in all).
const tenDocs = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10'];
const fiveRelevant = qrelsOf({ d1: 1, d2: 0, d3: 1, d6: 1, d9: 1, d10: 1 });

describe('binary metrics on the ten-doc example (relevant at ranks 1, 3, 6, 9, 10)', () => {
  it('precision divides by k', () => {
    expect(precision(tenDocs, fiveRelevant, 1)).toBe(1); // d1 → 1/1
    expect(precision(tenDocs, fiveRelevant, 5)).toBe(2 / 5); // d1, d3 → 2/5 = 0.4
    expect(precision(tenDocs, fiveRelevant, 10)).toBe(5 / 10); // all 5 → 0.5
    expect(precision(tenDocs, fiveRelevant, 20)).toBe(5 / 20); // k > length: still 5/20 = 0.25 (trec_eval P_20)
  });

  it('recall divides by all relevant docs', () => {
    expect(recall(tenDocs, fiveRelevant, 5)).toBe(2 / 5); // 2 of 5 relevant in the top 5
    expect(recall(tenDocs, fiveRelevant, 6)).toBe(3 / 5); // d6 joins
    expect(recall(tenDocs, fiveRelevant, 10)).toBe(1); // 5/5
  });

  it('F1 is the harmonic mean of P@k and R@k', () => {
    // k=5: P = 0.4, R = 0.4 → 2·0.4·0.4/0.8 = 0.4 = 2·2/(5+5)
    expect(f1(tenDocs, fiveRelevant, 5)).toBeCloseTo(0.4, 15);
    // k=10: P = 0.5, R = 1 → 2·0.5·1/1.5 = 2/3 = 2·5/(10+5)
    expect(f1(tenDocs, fiveRelevant, 10)).toBeCloseTo(2 / 3, 15);
    // k=1: P = 1, R = 0.2 → 2·0.2/1.2 = 1/3 = 2·1/(1+5)
    expect(f1(tenDocs, fiveRelevant, 1)).toBeCloseTo(1 / 3, 15);
  });

  it('R-precision is precision at R = 5', () => {
    expect(rPrecision(tenDocs, fiveRelevant)).toBe(2 / 5); // top 5 holds d1, d3
  });

  it('reciprocal rank is 1 / rank of the first relevant doc, 0 past the cutoff', () => {
    expect(reciprocalRank(tenDocs, fiveRelevant)).toBe(1);
    const late = ['d2', 'd4', 'd5', 'd6']; // first relevant at rank 4
    expect(reciprocalRank(late, fiveRelevant)).toBe(1 / 4);
    expect(reciprocalRank(late, fiveRelevant, 4)).toBe(1 / 4);
    expect(reciprocalRank(late, fiveRelevant, 3)).toBe(0);
  });

  it('AP sums precision at each relevant rank and divides by all relevant docs (0.6222…)', () => {
    // (P@1 + P@3 + P@6 + P@9 + P@10) / 5 = (1/1 + 2/3 + 3/6 + 4/9 + 5/10) / 5 = 3.1111… / 5 = 28/45 = 0.6222…
    expect(averagePrecision(tenDocs, fiveRelevant)).toBeCloseTo((1 / 1 + 2 / 3 + 3 / 6 + 4 / 9 + 5 / 10) / 5, 15);
    expect(averagePrecision(tenDocs, fiveRelevant)).toBeCloseTo(0.6222222, 7);
    expect(averagePrecision(tenDocs, fiveRelevant, 10)).toBeCloseTo(28 / 45, 15);
  });

  it('AP@k divides by all relevant docs, not by min(relevant, k) (trec_eval map_cut, ir_measures AP@k)', () => {
    // AP@2: only d1 (rank 1) is in the top 2 → P@1 / 5 = 1/5 = 0.2; min(5, 2) would give 1/2.
    expect(averagePrecision(tenDocs, fiveRelevant, 2)).toBe(1 / 5);
    // AP@5: d1, d3 → (1/1 + 2/3) / 5 = (5/3) / 5 = 1/3
    expect(averagePrecision(tenDocs, fiveRelevant, 5)).toBeCloseTo(1 / 3, 15);
    // A perfect top 10 for a query with 20 relevant docs scores 10/20 = 0.5 at AP@10.
    const twenty = qrelsOf(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`r${i}`, 1])));
    const perfect = Array.from({ length: 10 }, (_, i) => `r${i}`);
    expect(averagePrecision(perfect, twenty, 10)).toBe(0.5);
  });

  it('nDCG with binary grades', () => {
    // DCG@10 = 1/log2(2) + 1/log2(4) + 1/log2(7) + 1/log2(10) + 1/log2(11)
    //        = 1 + 0.5 + 0.356207 + 0.301030 + 0.289065 = 2.446302
    // IDCG@10 = 1/log2(2) + 1/log2(3) + 1/log2(4) + 1/log2(5) + 1/log2(6)
    //        = 1 + 0.630930 + 0.5 + 0.430677 + 0.386853 = 2.948459
    // nDCG@10 = 2.446302 / 2.948459 = 0.829688
    const dcg = 1 / Math.log2(2) + 1 / Math.log2(4) + 1 / Math.log2(7) + 1 / Math.log2(10) + 1 / Math.log2(11);
    const ideal = 1 / Math.log2(2) + 1 / Math.log2(3) + 1 / Math.log2(4) + 1 / Math.log2(5) + 1 / Math.log2(6);
    expect(ndcg(tenDocs, fiveRelevant, 10)).toBeCloseTo(dcg / ideal, 15);
    expect(ndcg(tenDocs, fiveRelevant, 10)).toBeCloseTo(0.829688, 6);
    expect(ndcg(tenDocs, fiveRelevant)).toBeCloseTo(dcg / ideal, 15); // no cutoff = whole ranking here
    // nDCG@3: DCG = 1 + 1/log2(4) = 1.5; IDCG@3 = 1 + 1/log2(3) + 1/log2(4) = 2.130930 → 0.703918
    expect(ndcg(tenDocs, fiveRelevant, 3)).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3) + 0.5), 15);
  });
});

describe('short rankings: k larger than the ranking', () => {
  // Ranking [a, b, c]; relevant a, c and x (x never retrieved): 3 relevant.
  const ranking = ['a', 'b', 'c'];
  const qrels = qrelsOf({ a: 1, b: 0, c: 1, x: 1 });

  it('treats the missing ranks as non-relevant, without rescaling', () => {
    expect(precision(ranking, qrels, 10)).toBe(2 / 10); // 2 relevant / k = 10, not / 3
    expect(recall(ranking, qrels, 10)).toBe(2 / 3);
    expect(f1(ranking, qrels, 10)).toBeCloseTo((2 * 2) / (10 + 3), 15); // 4/13
    expect(rPrecision(ranking, qrels)).toBe(2 / 3); // R = 3: a, c in the top 3
    expect(averagePrecision(ranking, qrels, 100)).toBeCloseTo((1 / 1 + 2 / 3) / 3, 15); // 5/9; x adds 0
    // DCG = 1 + 1/log2(4) = 1.5; IDCG (a, c, x ideal) = 1 + 1/log2(3) + 1/log2(4) = 2.130930 → 0.703918
    expect(ndcg(ranking, qrels, 10)).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3) + 0.5), 15);
  });

  it('scores an empty ranking 0 when the query has relevant docs', () => {
    for (const value of [precision([], qrels, 5), recall([], qrels, 5), f1([], qrels, 5), rPrecision([], qrels),
      reciprocalRank([], qrels), averagePrecision([], qrels), ndcg([], qrels, 10)]) {
      expect(value).toBe(0);
    }
  });
});

describe('repeated doc ids count only at their first occurrence', () => {
  // Ranking [a, a, b, a, c]; relevant a, b, d (3 relevant). The repeats of a keep ranks 2 and 4
  // but earn nothing: grades by rank = [1, 0, 1, 0, 0].
  const ranking = ['a', 'a', 'b', 'a', 'c'];
  const qrels = qrelsOf({ a: 1, b: 1, d: 1 });

  it('does not count a relevant doc twice', () => {
    expect(precision(ranking, qrels, 5)).toBe(2 / 5); // a, b; counting repeats would give 4/5
    expect(recall(ranking, qrels, 5)).toBe(2 / 3); // never above 1 (repeats would give 4/3)
    expect(rPrecision(ranking, qrels)).toBe(2 / 3); // top 3 = a, a(repeat), b
    // b sits at rank 3, where 2 relevant docs have been seen: (1/1 + 2/3) / 3 = 5/9.
    // (Dropping repeats instead would move b to rank 2: (1 + 2/2) / 3 = 2/3.)
    expect(averagePrecision(ranking, qrels)).toBeCloseTo((1 / 1 + 2 / 3) / 3, 15);
    // DCG = 1/log2(2) + 1/log2(4) = 1.5 (the repeats at ranks 2 and 4 add 0); IDCG = 2.130930
    expect(ndcg(ranking, qrels, 5)).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3) + 0.5), 15);
    expect(ndcg(['a', 'a', 'a'], qrelsOf({ a: 1 }))).toBe(1); // one relevant doc at rank 1: 1/1
  });
});

describe('queries without relevant docs', () => {
  it('give null from every metric (means skip them)', () => {
    for (const qrels of [new Map<string, number>(), qrelsOf({ a: 0, b: 0 }), qrelsOf({ a: -1 })]) {
      const ranking = ['a', 'b'];
      expect([
        precision(ranking, qrels, 10), recall(ranking, qrels, 10), f1(ranking, qrels, 10), rPrecision(ranking, qrels),
        reciprocalRank(ranking, qrels), averagePrecision(ranking, qrels), ndcg(ranking, qrels), ndcg(ranking, qrels, 5, 'exp-log2'),
      ]).toEqual([null, null, null, null, null, null, null, null]);
    }
  });
});

describe('graded nDCG', () => {
  // Ranking [d1, d2, d3, d4] with grades d1=2, d2=0, d3=3, d4=1; d5=2 is relevant but not retrieved.
  const ranking = ['d1', 'd2', 'd3', 'd4'];
  const qrels = qrelsOf({ d1: 2, d2: 0, d3: 3, d4: 1, d5: 2 });

  it('uses the grade as the gain by default (trec_eval)', () => {
    // DCG@4  = 2/log2(2) + 0/log2(3) + 3/log2(4) + 1/log2(5) = 2 + 0 + 1.5 + 0.430677 = 3.930677
    // ideal grades [3, 2, 2, 1] (d3, d1, d5, d4):
    // IDCG@4 = 3/log2(2) + 2/log2(3) + 2/log2(4) + 1/log2(5) = 3 + 1.261860 + 1 + 0.430677 = 5.692537
    // nDCG@4 = 3.930677 / 5.692537 = 0.690497
    const dcg = 2 + 3 / 2 + 1 / Math.log2(5);
    const ideal = 3 + 2 / Math.log2(3) + 2 / 2 + 1 / Math.log2(5);
    expect(ndcg(ranking, qrels, 4)).toBeCloseTo(dcg / ideal, 15);
    expect(ndcg(ranking, qrels, 4)).toBeCloseTo(0.690497, 6);
    // The ideal is cut at the same k: nDCG@2 = (2 + 0) / (3 + 2/log2(3)) = 2 / 4.261860 = 0.469279
    expect(ndcg(ranking, qrels, 2)).toBeCloseTo(2 / (3 + 2 / Math.log2(3)), 15);
    // Without a cutoff the ideal takes all 4 relevant docs: the same [3, 2, 2, 1] here.
    expect(ndcg(ranking, qrels)).toBeCloseTo(dcg / ideal, 15);
    expect(ndcg(['d3', 'd1', 'd5', 'd4'], qrels, 4)).toBe(1);
  });

  it("uses 2^grade − 1 with dcg='exp-log2'", () => {
    // gains: d1 = 2^2−1 = 3, d3 = 2^3−1 = 7, d4 = 2^1−1 = 1, d5 = 3
    // DCG@4  = 3/1 + 0 + 7/2 + 1/log2(5) = 3 + 3.5 + 0.430677 = 6.930677
    // IDCG@4 = 7/1 + 3/log2(3) + 3/2 + 1/log2(5) = 7 + 1.892789 + 1.5 + 0.430677 = 10.823466
    // nDCG@4 = 6.930677 / 10.823466 = 0.640338
    const dcg = 3 + 7 / 2 + 1 / Math.log2(5);
    const ideal = 7 + 3 / Math.log2(3) + 3 / 2 + 1 / Math.log2(5);
    expect(ndcg(ranking, qrels, 4, 'exp-log2')).toBeCloseTo(dcg / ideal, 15);
    expect(ndcg(ranking, qrels, 4, 'exp-log2')).toBeCloseTo(0.640338, 6);
  });

  it('matches the worked example of the Wikipedia article on DCG (0.785)', () => {
    // Grades in ranked order [3, 2, 3, 0, 1, 2]; two more relevant docs (3 and 2) were not retrieved.
    // DCG6 = 3 + 2/1.585 + 3/2 + 0 + 1/2.585 + 2/2.807 = 6.861; ideal [3, 3, 3, 2, 2, 2]: IDCG6 = 8.740.
    const graded = qrelsOf({ D1: 3, D2: 2, D3: 3, D4: 0, D5: 1, D6: 2, D7: 3, D8: 2 });
    expect(ndcg(['D1', 'D2', 'D3', 'D4', 'D5', 'D6'], graded, 6)).toBeCloseTo(6.861 / 8.74, 3);
    expect(ndcg(['D1', 'D2', 'D3', 'D4', 'D5', 'D6'], graded, 6)).toBeCloseTo(0.785, 3);
  });

  it('gives nothing for negative grades, in the ranking or the ideal', () => {
    // [n, a]: n = −2 gains 0, a = 1 at rank 2 → 1/log2(3) = 0.630930; ideal [1] → 1
    expect(ndcg(['n', 'a'], qrelsOf({ n: -2, a: 1 }))).toBeCloseTo(1 / Math.log2(3), 15);
  });
});

describe('ties are broken by the caller', () => {
  it('rankByScore sorts by score descending, then doc id ascending', () => {
    const scores = new Map([['b', 0.9], ['a', 0.9], ['c', 0.5], ['d', 0.9], ['e', -Infinity], ['f', Infinity]]);
    expect(rankByScore(scores)).toEqual(['f', 'a', 'b', 'd', 'c', 'e']);
    const reversed = new Map([...scores].reverse());
    expect(rankByScore(reversed)).toEqual(rankByScore(scores)); // insertion order does not matter
    expect(rankByScore(new Map([['B', 1], ['a', 1], ['A', 1]]))).toEqual(['A', 'B', 'a']); // code units, not locale
  });

  it('the tie-break decides the value, which is why it must be fixed', () => {
    // a, b and d tie at 0.9; only d is relevant. Broken by id: [a, b, d, c] → d at rank 3.
    const scores = new Map([['b', 0.9], ['a', 0.9], ['c', 0.5], ['d', 0.9]]);
    const qrels = qrelsOf({ d: 1 });
    const ranking = rankByScore(scores);
    expect(reciprocalRank(ranking, qrels)).toBe(1 / 3);
    expect(averagePrecision(ranking, qrels)).toBe(1 / 3); // (1/3) / 1
    expect(precision(ranking, qrels, 1)).toBe(0);
    // Had the tie put d first, RR would be 1: same scores, different number.
    expect(reciprocalRank(['d', 'a', 'b', 'c'], qrels)).toBe(1);
  });

  it('rejects NaN scores', () => {
    expect(() => rankByScore(new Map([['a', Number.NaN]]))).toThrow(RefgraphError);
  });
});

describe('bad arguments', () => {
  it.each([0, -1, 2.5, Number.NaN])('rejects the cutoff %p', (k) => {
    expect(() => precision(['a'], qrelsOf({ a: 1 }), k)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => ndcg(['a'], qrelsOf({ a: 1 }), k)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('rejects grades that are not finite numbers', () => {
    expect(() => averagePrecision(['a'], qrelsOf({ a: Number.NaN }))).toThrow("qrels: the grade of 'a' is NaN, not a finite number");
  });
});
