import type { JudgedQuery } from '../../../../src/eval/gold/gold-query';
import { parseMeasure } from '../../../../src/metrics';
import { curveDepths, summarise } from '../../../../src/eval/run/summarise';

function judged(id: string, relevant: string[], field = 'IR'): JudgedQuery {
  const qrels = new Map(relevant.map((doc) => [doc, 1]));
  return { id, year: 2020, source: { kind: 'paper', paperId: id }, fieldsOfStudy: [], excludeIds: [], gold: qrels, qrels, field };
}

describe('summarising one system', () => {
  // q1: relevant a, b; ranked a x b → R@1 1/2, R@3 1, RR 1, AP (1 + 2/3)/2.
  // q2: relevant c; ranked x y → every measure 0.
  const queries = [judged('q1', ['a', 'b']), judged('q2', ['c'], 'NLP')];
  const output = {
    rankings: new Map([['q1', ['a', 'x', 'b']], ['q2', ['x', 'y']]]),
    milliseconds: new Map([['q1', 30], ['q2', 10]]),
    totalMilliseconds: 45,
  };
  const summary = summarise(queries, output, ['AP@100', 'RR@10', 'R@1'].map(parseMeasure), 3, 1);

  it('keeps per-query values and means under canonical names', () => {
    expect(summary.queries).toBe(2);
    expect(summary.measures.map((m) => [m.measure, m.mean])).toEqual([
      ['AP@100', (1 + 2 / 3) / 2 / 2],
      ['RR@10', 0.5],
      ['R@1', 0.25],
    ]);
    expect(summary.perQuery).toEqual([
      { queryId: 'q1', kind: 'paper', year: 2020, field: 'IR', relevant: 2, milliseconds: 30, measures: { 'AP@100': (1 + 2 / 3) / 2, 'RR@10': 1, 'R@1': 0.5 } },
      { queryId: 'q2', kind: 'paper', year: 2020, field: 'NLP', relevant: 1, milliseconds: 10, measures: { 'AP@100': 0, 'RR@10': 0, 'R@1': 0 } },
    ]);
    for (const m of summary.measures) expect(m.low! <= m.mean! && m.mean! <= m.high!).toBe(true);
  });

  it('draws the recall curve up to the depth, and times queries by percentile', () => {
    expect(summary.recallCurve).toEqual([
      { k: 1, recall: 0.25 },
      { k: 2, recall: 0.25 },
      { k: 3, recall: 0.5 },
    ]);
    expect(summary.timings).toEqual({ totalMs: 45, p50Ms: 10, p95Ms: 30 });
    expect(curveDepths(1000)).toEqual([1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 300, 500, 1000]);
    expect(curveDepths(150)).toEqual([1, 2, 3, 5, 10, 20, 30, 50, 100, 150]);
  });

  it('counts a query the system did not answer as 0, not as missing', () => {
    const silent = summarise(queries, { ...output, rankings: new Map([['q1', ['a']]]) }, [parseMeasure('RR@10')], 3, 1);
    expect(silent.measures[0]!.mean).toBe(0.5);
  });
});
