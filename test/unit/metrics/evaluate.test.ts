import { RefgraphError } from '../../../src/errors/refgraph-error';
import { evaluate, measureValue, parseMeasure, rankByScore } from '../../../src/metrics';

const qrelsOf = (grades: Record<string, number>) => new Map(Object.entries(grades));
const measures = (...names: string[]) => names.map(parseMeasure);

describe('evaluate', () => {
  // q1: ranking [a, b, c], relevant a, c, x (3).  q2: only non-relevant judgements.
  // q3: relevant y, but the run has no ranking for it.  q4: in the run, not in the qrels.
  const qrels = new Map([
    ['q1', qrelsOf({ a: 1, b: 0, c: 1, x: 1 })],
    ['q2', qrelsOf({ a: 0 })],
    ['q3', qrelsOf({ y: 1 })],
  ]);
  const run = new Map([
    ['q1', ['a', 'b', 'c']],
    ['q2', ['a']],
    ['q4', ['z']],
  ]);

  it('gives values per query and means over the queries with relevant docs', () => {
    const result = evaluate(measures('P@10', 'MAP', 'RR@10', 'ndcg_cut_10'), run, qrels);
    // q1: P@10 = 2/10; AP = (1/1 + 2/3)/3 = 5/9; RR@10 = 1; nDCG@10 = 1.5 / (1 + 1/log2(3) + 0.5)
    const q1Ap = (1 / 1 + 2 / 3) / 3;
    const q1Ndcg = 1.5 / (1 + 1 / Math.log2(3) + 0.5);
    expect(result.perQuery.get('q1')).toEqual(new Map([['P@10', 0.2], ['AP', q1Ap], ['RR@10', 1], ['nDCG@10', q1Ndcg]]));
    // q2 has no relevant doc: null everywhere, left out of the means.
    expect(result.perQuery.get('q2')).toEqual(new Map([['P@10', null], ['AP', null], ['RR@10', null], ['nDCG@10', null]]));
    // q3 is missing from the run: an empty ranking, 0 everywhere, and it counts in the means.
    expect(result.perQuery.get('q3')).toEqual(new Map([['P@10', 0], ['AP', 0], ['RR@10', 0], ['nDCG@10', 0]]));
    expect(result.perQuery.has('q4')).toBe(false);
    // means over q1 and q3: (q1 + 0) / 2
    expect(result.means).toEqual(new Map([['P@10', 0.1], ['AP', q1Ap / 2], ['RR@10', 0.5], ['nDCG@10', q1Ndcg / 2]]));
    expect(result).toMatchObject({
      queriesInMeans: 2,
      queriesWithoutRelevant: ['q2'],
      queriesMissingFromRun: ['q3'],
      queriesWithoutQrels: ['q4'],
    });
    expect([...result.perQuery.keys()]).toEqual(['q1', 'q2', 'q3']);
  });

  it('keys results by canonical name, whatever alias was asked for', () => {
    const result = evaluate(measures('MAP@100', 'MRR@10', 'Recall@10', 'R-precision'), run, qrels);
    expect([...result.means.keys()]).toEqual(['AP@100', 'RR@10', 'R@10', 'Rprec']);
  });

  it('has null means when no query has a relevant doc', () => {
    const result = evaluate(measures('P@5'), run, new Map([['q2', qrelsOf({ a: 0 })]]));
    expect(result.means.get('P@5')).toBeNull();
    expect(result.queriesInMeans).toBe(0);
  });

  it('does not depend on the order the maps were filled in', () => {
    const many = new Map(Array.from({ length: 30 }, (_, i) => [`q${i}`, qrelsOf({ [`d${i % 7}`]: 1 + (i % 3), d1: 1 })]));
    const manyRun = new Map(Array.from({ length: 30 }, (_, i) => [`q${i}`, ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'].slice(i % 5)]));
    const forward = evaluate(measures('nDCG@5', 'AP'), manyRun, many);
    const backward = evaluate(measures('nDCG@5', 'AP'), new Map([...manyRun].reverse()), new Map([...many].reverse()));
    expect(backward.means).toEqual(forward.means); // exact, not close: same summation order
  });

  it('rejects a measure listed twice under two names', () => {
    expect(() => evaluate(measures('MAP@100', 'AP@100'), run, qrels)).toThrow(RefgraphError);
    expect(() => evaluate(measures('MAP@100', 'AP@100'), run, qrels)).toThrow('measures: AP@100 is listed twice');
  });

  it('rejects a hand-built measure without the cutoff its family needs', () => {
    const noCutoff = { name: 'P', family: 'P', cutoff: null, params: {} } as const;
    expect(() => measureValue(noCutoff, ['a'], qrelsOf({ a: 1 }))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('cross-check with published values', () => {
  it('matches the ir_measures README example', () => {
    // From github.com/terrierteam/ir_measures README: run scores are ranked (ties: none here).
    const qrels = new Map([['Q0', qrelsOf({ D0: 0, D1: 1 })], ['Q1', qrelsOf({ D0: 0, D3: 2 })]]);
    const run = new Map([
      ['Q0', rankByScore(new Map([['D0', 1.2], ['D1', 1.0]]))], // [D0, D1]
      ['Q1', rankByScore(new Map([['D0', 2.4], ['D3', 3.6]]))], // [D3, D0]
    ]);
    const result = evaluate(measures('AP', 'nDCG', 'RR', 'nDCG@10'), run, qrels);
    // Q0: AP = (1/2)/1 = 0.5, RR = 1/2, nDCG = (1/log2(3)) / 1 = 0.6309297535714575; Q1: all 1.0
    expect(result.perQuery.get('Q0')?.get('AP')).toBe(0.5);
    expect(result.perQuery.get('Q0')?.get('RR')).toBe(0.5);
    expect(result.perQuery.get('Q0')?.get('nDCG')).toBeCloseTo(0.6309297535714575, 15);
    expect(result.perQuery.get('Q1')).toEqual(new Map([['AP', 1], ['nDCG', 1], ['RR', 1], ['nDCG@10', 1]]));
    // README: {AP: 0.75, nDCG: 0.8154648767857288, RR: 0.75, nDCG@10: 0.8154648767857288}
    expect(result.means.get('AP')).toBe(0.75);
    expect(result.means.get('RR')).toBe(0.75);
    expect(result.means.get('nDCG')).toBeCloseTo(0.8154648767857288, 15);
    expect(result.means.get('nDCG@10')).toBeCloseTo(0.8154648767857288, 15);
  });

  it('matches the classic AP example (relevant at ranks 1, 3, 6, 9, 10 of 5 relevant → 0.6222)', () => {
    const ranking = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10'];
    const qrels = qrelsOf({ d1: 1, d3: 1, d6: 1, d9: 1, d10: 1 });
    expect(measureValue(parseMeasure('map'), ranking, qrels)).toBeCloseTo(0.6222, 4);
    expect(measureValue(parseMeasure('P_10'), ranking, qrels)).toBe(0.5);
    expect(measureValue(parseMeasure('Rprec'), ranking, qrels)).toBe(0.4);
  });
});
