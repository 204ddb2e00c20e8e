import { checkedParityRegression, checkParityRegression, parityRegressionFrom } from '../../../../src/eval/parity/parity-regression';
import type { SystemParity } from '../../../../src/eval/parity/run-parity';
import { evaluationPlan } from '../../../../src/eval/plan-options';

const plan = evaluationPlan({ systems: 'bm25', 'queries-file': ['d.en.jsonl', 'd.es.jsonl'], 'qrels-file': ['d.tsv', 'd.tsv'], split: 'all' });
const boundaries = { validationFrom: 2018, testFrom: 2020 };
const results = (esAp: number): SystemParity[] => [
  {
    system: 'bm25',
    languages: [
      { language: 'en', queries: 2, ap: 0.5, ratio: null, top10Share: 0.8, goldShare: 0.7 },
      { language: 'es', queries: 2, ap: esAp, ratio: esAp / 0.5, top10Share: 0.3, goldShare: 0.1 },
    ],
  },
];

describe('parity regressions', () => {
  const saved = parityRegressionFrom(plan, boundaries, results(0.4), 'why', 0.001);

  it('keep every number per system and language, and read back', () => {
    expect(saved.expected).toEqual({
      bm25: { en: { ap: 0.5, ratio: null, top10Share: 0.8, goldShare: 0.7 }, es: { ap: 0.4, ratio: 0.8, top10Share: 0.3, goldShare: 0.1 } },
    });
    expect(checkedParityRegression(JSON.parse(JSON.stringify(saved)), 'f.json').plan.queries).toEqual(plan.queries);
    expect(() => checkedParityRegression({ about: 'x', tolerance: -1, expected: {}, plan: saved.plan }, 'f.json')).toThrow(/tolerance/);
  });

  it('pass within the tolerance and fail beyond it, up or down', () => {
    expect(checkParityRegression(saved, results(0.4004)).ok).toBe(true);
    const up = checkParityRegression(saved, results(0.41));
    expect(up.ok).toBe(false);
    expect(up.lines.filter((l) => l.startsWith('FAIL'))).toEqual(['FAIL bm25 es ap: expected 0.4000, got 0.4100', 'FAIL bm25 es ratio: expected 0.8000, got 0.8200']);
    expect(checkParityRegression(saved, results(0.39)).ok).toBe(false);
  });

  it('fail when a system or a language is missing', () => {
    expect(checkParityRegression(saved, []).ok).toBe(false);
    expect(checkParityRegression(saved, [{ system: 'bm25', languages: results(0.4)[0]!.languages.slice(0, 1) }]).ok).toBe(false);
  });
});
