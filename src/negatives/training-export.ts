/**
 * Streams of training triplets and evaluation pools over every query paper (every paper that
 * cites at least one other), in id order. Reproducible: a run's records depend only on the
 * graph, the index and the options (the seed among them).
 */
import { drawNegatives } from './draw-negatives';
import { NegativeSources, queryPapers } from './negative-candidates';
import { derivedSeed, mulberry32, drawInOrder } from '../common/random';
import { NEGATIVE_STRATEGIES, NegativeStrategy } from './strategies';
import { evalPool, EvalPool, hardCount, Triplet, triplets } from './training-records';

export interface TripletOptions {
  strategy: NegativeStrategy;
  /** Share of negatives drawn with `strategy`; the rest are RANDOM. */
  hardRatio: number;
  seed: number;
  /** Positives per query paper (a seeded sample); null: all its references. */
  perQuery: number | null;
}

/** One triplet per positive: hard negatives first, RANDOM for the rest (and for any shortfall). */
export async function* tripletRecords(sources: NegativeSources, options: TripletOptions): AsyncGenerator<Triplet> {
  const { strategy, hardRatio, seed, perQuery } = options;
  let before = 0;
  for await (const query of queryPapers(sources)) {
    const positives = perQuery === null ? query.references : drawInOrder(query.references, perQuery, mulberry32(derivedSeed(seed, query.id, 'positives')));
    const hard = await drawNegatives(sources, query, strategy, hardCount(hardRatio, before, positives.length), seed);
    before += positives.length;
    const random = await drawNegatives(sources, query, 'RANDOM', positives.length - hard.length, seed, new Set(hard));
    yield* triplets(query.id, positives, { strategy, ids: hard }, random);
  }
}

export interface PoolOptions {
  /** Negatives of each strategy per query paper. */
  perType: number;
  seed: number;
}

/** Each query's references ('positive') and perType negatives of each strategy, labelled by it. */
export async function* evalPools(sources: NegativeSources, options: PoolOptions): AsyncGenerator<EvalPool> {
  for await (const query of queryPapers(sources)) {
    const drawn = new Set<string>();
    const draws: { strategy: NegativeStrategy; ids: string[] }[] = [];
    for (const strategy of NEGATIVE_STRATEGIES) {
      const ids = await drawNegatives(sources, query, strategy, options.perType, options.seed, drawn);
      ids.forEach((id) => drawn.add(id));
      draws.push({ strategy, ids });
    }
    yield evalPool(query.id, query.references, draws);
  }
}
