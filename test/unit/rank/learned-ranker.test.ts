import { FEATURES, RANKER_FEATURES } from '../../../src/rank/features';
import { fuse } from '../../../src/rank/fusion';
import { learnedFusion, learnedOrder } from '../../../src/rank/learned/learned-fusion';
import { fitRanker, initialRankerParameters, queryLoss, rankerExample, rankerParameters } from '../../../src/rank/learned/ranker-fit';
import { checkedRanker, LearnedRanker, rankerScorer } from '../../../src/rank/learned/ranker-model';
import { shapleyValues } from '../../../src/rank/learned/shapley';
import type { TuningQuery } from '../../../src/rank/tuning/tuning-query';

const zero = { bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0 };
const features = [...FEATURES];

/** score = relu(bm25 + graph − 1) · 3 + dense: bm25 and graph only count together. */
const together: LearnedRanker = {
  features,
  layers: [
    { weights: [[1, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0]], bias: [-1, 0] },
    { weights: [[3, 1]], bias: [0] },
  ],
};

describe('the learned ranker model', () => {
  it('scores features through ReLU layers and a linear last layer', () => {
    expect(rankerScorer(together)([1, 0.5, 0, 0, 0, 1])).toBeCloseTo(3 * 1 + 0.5, 12);
    expect(rankerScorer(together)([0.5, 0, 0, 0, 0, 0.25])).toBe(0);
    const negativeOutput: LearnedRanker = { features, layers: [{ weights: [[-1, 0, 0, 0, 0, 0]], bias: [0] }] };
    expect(rankerScorer(negativeOutput)([2, 0, 0, 0, 0, 0])).toBe(-2);
  });

  it('refuses files for other features, unchained layers, several outputs and non-numbers, naming the file', () => {
    const refused = (raw: unknown) => () => checkedRanker(raw, 'r.json');
    expect(refused({ ...together, features: ['bm25', 'dense'] })).toThrow(/r\.json: its features must be bm25, dense, citations, recentCitations, author, graph, recency, cocitation or bm25, dense, citations/);
    expect(refused({ features, layers: [{ weights: [[1, 2]], bias: [0] }] })).toThrow(/layer 1 must hold 6 finite weights/);
    expect(refused({ features, layers: [{ weights: [[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], bias: [0, 0] }] })).toThrow(/one output, it has 2/);
    expect(refused({ features, layers: [{ weights: [[1, 0, 0, 0, 0, 'x']], bias: [0] }] })).toThrow(/finite weights/);
    expect(refused({ features, layers: [] })).toThrow(/no layers/);
    expect(refused(null)).toThrow(/not a JSON object/);
    expect(checkedRanker(JSON.parse(JSON.stringify(together)), 'r.json')).toEqual(together);
  });

  it('reads the ranker-only features too, in RANKER_FEATURES order, and a file fitted before them as it was fitted', () => {
    const eight: LearnedRanker = { features: [...RANKER_FEATURES], layers: [{ weights: [[1, 0, 0, 0, 0, 0, 2, 3]], bias: [0] }] };
    expect(checkedRanker(JSON.parse(JSON.stringify(eight)), 'r.json')).toEqual(eight);
    expect(rankerScorer(eight)([0.5, 0, 0, 0, 0, 0, 0.25, 1])).toBeCloseTo(0.5 + 0.5 + 3, 12);
    expect(() => checkedRanker({ ...eight, features: [...FEATURES, 'cocitation', 'recency'] }, 'r.json')).toThrow(/its features must be/);
    // A six-input file keeps six inputs: the candidates' recency and cocitation are not read.
    expect(checkedRanker(JSON.parse(JSON.stringify(together)), 'r.json').features).toEqual([...FEATURES]);
  });
});

describe('Shapley values', () => {
  it('of a linear model are weight × value, and they add up to f(x) − f(0)', () => {
    const weights = [1, -2, 0.5];
    const linear = (x: readonly number[]) => 7 + x.reduce((sum, v, i) => sum + weights[i]! * v, 0);
    expect(shapleyValues(linear, [0.5, 0.25, 1]).map((v) => Number(v.toFixed(12)))).toEqual([0.5, -0.5, 0.5]);
  });

  it('split an interaction evenly, add up to the output, and give an input at the baseline nothing', () => {
    const product = (x: readonly number[]) => x[0]! * x[1]! + x[2]!;
    const values = shapleyValues(product, [2, 3, 0]);
    expect(values[0]).toBeCloseTo(3, 12);
    expect(values[1]).toBeCloseTo(3, 12);
    expect(values[2]).toBe(0);
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(product([2, 3, 0]) - product([0, 0, 0]), 12);
  });
});

describe('LEARNED fusion', () => {
  const candidates = [
    { paperId: 'both', features: { ...zero, bm25: 0.8, graph: 0.6, dense: 0.1 } },
    { paperId: 'text-only', features: { ...zero, bm25: 1, dense: 0.9 } },
    { paperId: 'tie-b', features: { ...zero, dense: 0.5 } },
    { paperId: 'tie-a', features: { ...zero, dense: 0.5 } },
  ];

  it('ranks by the model, ties by paper id, and explains every result: contributions add up to its score', () => {
    const fused = learnedFusion(candidates, together, 10);
    expect(fused.map((f) => f.paperId)).toEqual(['both', 'text-only', 'tie-a', 'tie-b']);
    expect(learnedOrder(candidates, together)).toEqual(fused.map((f) => f.paperId));
    for (const result of fused) {
      expect(result.contributions.map((c) => c.feature)).toEqual(features);
      expect(result.contributions.reduce((sum, c) => sum + c.contribution, 0)).toBeCloseTo(result.score, 12);
      for (const c of result.contributions) {
        if (c.value === 0) expect([c.contribution, c.weight]).toEqual([0, 0]);
        else expect(c.weight * c.value).toBeCloseTo(c.contribution, 12);
      }
    }
    // 'both': 3 · (0.8 + 0.6 − 1) + 0.1 = 1.3, the interaction shared by bm25 and graph.
    expect(fused[0]!.score).toBeCloseTo(1.3, 12);
    expect(fused[0]!.contributions.find((c) => c.feature === 'bm25')!.contribution).toBeCloseTo(0.6, 12);
  });

  it('explains only the first k it returns', () => {
    expect(learnedFusion(candidates, together, 2).map((f) => f.paperId)).toEqual(['both', 'text-only']);
  });

  it("explains a ranker's every input, the ranker-only features included (0 for a pool that lacks them)", () => {
    const reading: LearnedRanker = { features: [...RANKER_FEATURES], layers: [{ weights: [[1, 0, 0, 0, 0, 0, 0.5, 2]], bias: [0] }] };
    const found = [
      { paperId: 'co-cited', features: { ...zero, bm25: 0.2, recency: 0.5, cocitation: 1 } },
      { paperId: 'stored-before', features: { ...zero, bm25: 0.9 } },
    ];
    const fused = learnedFusion(found, reading, 10);
    expect(fused.map((f) => f.paperId)).toEqual(['co-cited', 'stored-before']);
    const expected: Record<string, number> = { bm25: 0.2, recency: 0.25, cocitation: 2 };
    expect(fused[0]!.contributions.map((c) => c.feature)).toEqual([...RANKER_FEATURES]);
    for (const c of fused[0]!.contributions) expect(c.contribution).toBeCloseTo(expected[c.feature] ?? 0, 12);
    expect(fused[1]!.contributions.find((c) => c.feature === 'cocitation')).toEqual({ feature: 'cocitation', value: 0, weight: 0, contribution: 0 });
  });
});

/** Queries whose relevant paper is the one with both BM25 and graph evidence, beside decoys strong on one alone. */
function interactionQueries(count: number): TuningQuery[] {
  return Array.from({ length: count }, (_, q) => {
    const jitter = (k: number) => ((q * 7 + k * 13) % 10) / 100;
    return {
      id: `q${q}`,
      relevant: new Set([`q${q}-both`]),
      candidates: [
        { paperId: `q${q}-both`, features: { ...zero, bm25: 0.6 + jitter(1), graph: 0.5 + jitter(2), dense: 0.3 } },
        { paperId: `q${q}-text`, features: { ...zero, bm25: 1, dense: 1 - jitter(3) } },
        { paperId: `q${q}-graph`, features: { ...zero, graph: 1, dense: 0.3 + jitter(4) } },
        { paperId: `q${q}-cited`, features: { ...zero, citations: 1, recentCitations: 1, dense: 0.6 } },
      ],
    };
  });
}

describe('fitting the learned ranker', () => {
  it("backpropagates the listwise loss's gradient (checked against finite differences)", () => {
    const sizes = [RANKER_FEATURES.length, 4, 4, 1];
    const model = initialRankerParameters(sizes, 3);
    // Biases off 0: a candidate whose first-layer units are all off would give a second-layer unit
    // exactly its bias, 0 at initialisation, a ReLU kink where finite differences see half a slope.
    for (const layer of model.layers) layer.bias.forEach((_, o) => (layer.bias[o] = 0.01 * (o + 1)));
    const example = rankerExample(interactionQueries(1)[0]!);
    const gradient = rankerParameters(sizes);
    queryLoss(model, example, gradient);
    const step = 1e-6;
    for (let k = 0; k < model.flat.length; k += 3) {
      const kept = model.flat[k]!;
      model.flat[k] = kept + step;
      const above = queryLoss(model, example);
      model.flat[k] = kept - step;
      const below = queryLoss(model, example);
      model.flat[k] = kept;
      expect(gradient.flat[k]).toBeCloseTo((above - below) / (2 * step), 5);
    }
  });

  it('learns to put the paper with both kinds of evidence first, where equal weights do not, the same way for the same seed', () => {
    const queries = interactionQueries(40);
    const options = { hidden: 8, epochs: 30, learningRate: 0.01, seed: 25 };
    const fitted = fitRanker(queries, options);
    expect(fitted.queries).toBe(40);
    expect(fitted.losses[fitted.losses.length - 1]!).toBeLessThan(fitted.losses[0]! / 4);
    for (const query of queries) expect(learnedOrder(query.candidates, fitted.ranker)[0]).toBe(`${query.id}-both`);
    // With equal weights the strong single-evidence decoys win.
    const weighted = fuse('WEIGHTED', queries[0]!.candidates, { bm25: 1, dense: 1, citations: 1, recentCitations: 1, author: 1, graph: 1 });
    expect(weighted[0]!.paperId).not.toBe('q0-both');
    expect(fitRanker(queries, options)).toEqual(fitted);
  });

  it('fits on RANKER_FEATURES: a relevant paper told apart by its cocitation alone comes first', () => {
    const queries: TuningQuery[] = Array.from({ length: 30 }, (_, q) => ({
      id: `q${q}`,
      relevant: new Set([`q${q}-cocited`]),
      candidates: [
        { paperId: `q${q}-cocited`, features: { ...zero, bm25: 0.7, dense: 0.6, recency: 0.8, cocitation: 1 } },
        { paperId: `q${q}-alone`, features: { ...zero, bm25: 0.7 + (q % 3) / 100, dense: 0.6, recency: 0.8, cocitation: 0 } },
      ],
    }));
    const fitted = fitRanker(queries, { hidden: 8, epochs: 20, learningRate: 0.01, seed: 25 });
    expect(fitted.ranker.features).toEqual([...RANKER_FEATURES]);
    for (const query of queries) expect(learnedOrder(query.candidates, fitted.ranker)[0]).toBe(`${query.id}-cocited`);
  });

  it('skips queries with no relevant candidate', () => {
    const [query] = interactionQueries(1);
    const fitted = fitRanker([{ ...query!, relevant: new Set(['elsewhere']) }], { hidden: 4, epochs: 2, learningRate: 0.01, seed: 1 });
    expect(fitted.queries).toBe(0);
  });
});
