import { crossValidatePooling, fitPoolingScorer, meanPoolingLoss, PoolingExample, poolingLoss, pooledAveragePrecision } from '../../../src/training/pooling-fit';
import { seededRandom } from '../../../src/common/random';

const DIMENSION = 8;

function unit(values: number[]): Float32Array {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (x) => x / norm);
}

/**
 * Texts whose on-topic windows carry a marker (last component +) and whose digressions carry its
 * opposite; the cited paper reads like the on-topic windows, the other candidates like the
 * digressions. Mean pooling mixes them; a scorer that learns the marker weights the topic.
 */
function examples(count: number, seed: number): PoolingExample[] {
  const random = seededRandom(seed);
  const direction = () => Array.from({ length: DIMENSION - 1 }, () => random() * 2 - 1);
  return Array.from({ length: count }, (_, n) => {
    const topic = direction();
    const digressions = [direction(), direction(), direction()];
    const windows = [unit([...topic, 0.6]), ...digressions.map((d) => unit([...d, -0.6]))];
    const candidates = [
      { paperId: `cited-${n}`, vector: unit([...topic, 0]), cited: true },
      ...digressions.map((d, i) => ({ paperId: `other-${n}-${i}`, vector: unit([...d, 0]), cited: false })),
    ];
    return { id: `text-${n}`, windows, candidates };
  });
}

describe('fitting the weighted pooling scorer', () => {
  it('gives the gradient finite differences give', () => {
    const [example] = examples(1, 3);
    const weights = Float64Array.from({ length: DIMENSION }, (_, k) => 0.3 * Math.sin(k + 1));
    const { gradient } = poolingLoss(weights, example!, 0.1);
    const step = 1e-6;
    for (let k = 0; k < DIMENSION; k++) {
      const plus = Float64Array.from(weights);
      const minus = Float64Array.from(weights);
      plus[k]! += step;
      minus[k]! -= step;
      const numeric = (poolingLoss(plus, example!, 0.1).loss - poolingLoss(minus, example!, 0.1).loss) / (2 * step);
      expect(gradient[k]).toBeCloseTo(numeric, 5);
    }
  });

  it('adds the L2 penalty to the mean loss', () => {
    const texts = examples(3, 5);
    const weights = Float64Array.from({ length: DIMENSION }, () => 0.5);
    const without = meanPoolingLoss(weights, texts, { l2: 0, temperature: 0.1 });
    const withPenalty = meanPoolingLoss(weights, texts, { l2: 0.01, temperature: 0.1 });
    expect(withPenalty.loss - without.loss).toBeCloseTo(0.01 * DIMENSION * 0.25, 10);
    expect(withPenalty.gradient[0]! - without.gradient[0]!).toBeCloseTo(0.01, 10);
  });

  it('learns to weight the windows like the cited papers, and ranks held-out texts better than mean pooling', () => {
    const options = { epochs: 150, learningRate: 0.05, l2: 0.0001, temperature: 0.1 };
    const { scorer, losses } = fitPoolingScorer(examples(40, 7), DIMENSION, options);
    expect(losses[losses.length - 1]!).toBeLessThan(losses[0]! * 0.8);
    expect(scorer.weights[DIMENSION - 1]!).toBeGreaterThan(1);
    const heldOut = examples(20, 11);
    const mean = heldOut.reduce((sum, e) => sum + pooledAveragePrecision(e, undefined, 10), 0) / heldOut.length;
    const weighted = heldOut.reduce((sum, e) => sum + pooledAveragePrecision(e, scorer, 10), 0) / heldOut.length;
    expect(weighted).toBeGreaterThan(mean + 0.1);
    // No randomness: the same examples give the same weights.
    expect(fitPoolingScorer(examples(40, 7), DIMENSION, options).scorer).toEqual(scorer);
  });

  it('starts from mean pooling: zero weights score texts as mean pooling does', () => {
    const [example] = examples(1, 13);
    const zero = { weights: new Array<number>(DIMENSION).fill(0), bias: 0 };
    expect(pooledAveragePrecision(example!, zero, 10)).toBe(pooledAveragePrecision(example!, undefined, 10));
  });
});

describe('cross-validating the pooling scorer', () => {
  it('scores every text once, held out, fitted on the others', () => {
    const options = { epochs: 60, learningRate: 0.05, l2: 0.0001, temperature: 0.1 };
    const folds = crossValidatePooling(examples(30, 17), DIMENSION, options, 3, 10);
    expect(folds.map((f) => f.heldOut)).toEqual([10, 10, 10]);
    for (const fold of folds) expect(fold.weighted).toBeGreaterThan(fold.mean);
  });
});
