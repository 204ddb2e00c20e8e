import { compareEncoders, encoderSplit, hardestComparison } from '../../../src/training';
import type { Serving } from '../../../src/training';
import type { TuningQuery } from '../../../src/rank';

const slices = (trainFrom: number, validationFrom: number) => ({ slices: { trainFrom, validationFrom, lastYear: validationFrom + 3, available: { training: 100, validation: 30 } } });

describe("refgraph train --encoder's pure parts", () => {
  it('trains the encoder inside the training slice: its last year chooses the step, the years before train', () => {
    expect(encoderSplit(slices(1905, 2016))).toEqual({ trainUntil: 2014, validateUntil: 2015 });
    expect(encoderSplit(slices(2014, 2016))).toEqual({ trainUntil: 2014, validateUntil: 2015 });
    expect(() => encoderSplit(slices(2015, 2016))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/one year \(2015\)/) }));
  });

  it('compares the new index under its fusion with the served one under the served fusion, paired by query', () => {
    const features = { bm25: 0, dense: 0, graph: 0, popularity: 0, recency: 0, cocitation: 0 } as unknown as TuningQuery['candidates'][number]['features'];
    const pool = (id: string, order: string[], relevant: string[]): TuningQuery => ({ id, candidates: order.map((paperId) => ({ paperId, features })), relevant: new Set(relevant) });
    // The fusion keeps each pool's order: what differs is what each index put in the pool.
    const fusion: Serving = { model: 'weighted', order: (p) => p.candidates.map((c) => c.paperId) };
    const served = [pool('q1', ['a', 'b'], ['b']), pool('q2', ['c', 'd'], ['c']), pool('q3', ['e'], ['e'])];
    const candidate = [pool('q2', ['c', 'd'], ['c']), pool('q1', ['b', 'a'], ['b'])];
    const comparison = compareEncoders(candidate, served, { candidate: fusion, served: fusion }, 25);
    expect(comparison).toMatchObject({ queries: 2, candidate: 1, serving: 0.75, difference: 0.25 });
    // Each side under its own fusion: here the candidate's puts each pool's last paper first.
    const reversed: Serving = { model: 'learned:e-fusion', order: (p) => p.candidates.map((c) => c.paperId).reverse() };
    expect(compareEncoders(candidate, served, { candidate: reversed, served: fusion }, 25)).toMatchObject({ queries: 2, candidate: 0.5, serving: 0.75, difference: -0.25 });
    // Against two baselines, the comparison hardest to pass is kept, whichever comes first: here
    // one that puts the relevant papers first (AP 1 on every served pool).
    const oracle: Serving = { model: 'learned:r', order: (p) => [...p.candidates].sort((a, b) => Number(p.relevant.has(b.paperId)) - Number(p.relevant.has(a.paperId))).map((c) => c.paperId) };
    const hardest = hardestComparison(candidate, served, reversed, [fusion, oracle], 25);
    expect(hardest.against).toBe(oracle);
    expect(hardest.comparison).toMatchObject({ candidate: 0.5, serving: 1, difference: -0.5 });
    expect(hardestComparison(candidate, served, reversed, [oracle, fusion], 25).against).toBe(oracle);
  });
});
