import { planData } from '../../../src/eval/plan-data';
import { evaluationPlan } from '../../../src/eval/plan-options';
import { checkedRegression, checkRegression, regressionFrom } from '../../../src/eval/regression';
import { reportRun } from './report/report-runs';

const plan = evaluationPlan({ split: 'test', systems: 'bm25,dense' });
const boundaries = { validationFrom: 2018, testFrom: 2020 };

describe('regressions as data', () => {
  const runs = [reportRun('bm25', { 'AP@100': 0.5, 'R@10': 0.25 }), reportRun('dense', { 'AP@100': 0.6, 'R@10': null })];
  const regression = regressionFrom(plan, boundaries, runs, 'test');

  it('keep the plan, the corpus and every mean', () => {
    expect(regression).toEqual({
      about: 'test',
      plan: planData(plan, boundaries),
      corpus: { papers: 10, citations: 12, talks: 1, talkReferences: 3 },
      tolerance: {},
      expected: { bm25: { 'AP@100': 0.5, 'R@10': 0.25 }, dense: { 'AP@100': 0.6, 'R@10': null } },
    });
    expect(checkRegression(regression, runs)).toEqual({
      ok: true,
      lines: [
        'OK   corpus {"citations":12,"papers":10,"talkReferences":3,"talks":1}',
        'OK   bm25 AP@100 0.5',
        'OK   bm25 R@10 0.25',
        'OK   dense AP@100 0.6',
        'OK   dense R@10 null',
      ],
    });
  });

  it('fail on any change, up as well as down, beyond the tolerance', () => {
    const better = [reportRun('bm25', { 'AP@100': 0.5000001, 'R@10': 0.25 }), reportRun('dense', { 'AP@100': 0.59, 'R@10': 0.1 })];
    const check = checkRegression(regression, better);
    expect(check.ok).toBe(false);
    expect(check.lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      'FAIL bm25 AP@100 expected 0.5, got 0.5000001',
      'FAIL dense AP@100 expected 0.6, got 0.59',
      'FAIL dense R@10 expected null, got 0.1',
    ]);
    const tolerant = checkRegression({ ...regression, tolerance: { bm25: 1e-6 } }, [better[0]!, runs[1]!]);
    expect(tolerant.ok).toBe(true);
    expect(tolerant.lines).toContain('OK   bm25 AP@100 0.5000001 (tolerance 0.000001)');
  });

  it('fail on another corpus, a missing measure or an unexpected system', () => {
    const other = { ...runs[0]!, corpus: { ...runs[0]!.corpus, papers: 11 } };
    const check = checkRegression(regression, [other, reportRun('full', { 'AP@100': 0.1 })]);
    expect(check.lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      'FAIL corpus {"citations":12,"papers":10,"talkReferences":3,"talks":1}, found {"citations":12,"papers":11,"talkReferences":3,"talks":1}',
      'FAIL dense AP@100: expected 0.6, not measured',
      'FAIL dense R@10: expected null, not measured',
      'FAIL full: ran, but the regression expects nothing of it',
    ]);
  });

  it('reject a malformed file with a typed error', () => {
    expect(() => checkedRegression({ plan: 'bm25' }, 'r.json')).toThrow(expect.objectContaining({ code: 'RECORD_INVALID' }));
    expect(() => checkedRegression({ ...regression, tolerance: { bm25: -1 } }, 'r.json')).toThrow(/r.json: a regression needs/);
    expect(checkedRegression(JSON.parse(JSON.stringify(regression)), 'r.json')).toEqual({ regression, plan: { ...plan, boundaries } });
  });
});
