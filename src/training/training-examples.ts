/**
 * A citing paper's training examples: one per cited paper, `perExample` negatives each, as the
 * trainer reads them (training/triples.py: {"query", "positive", "negatives"}). Pure.
 */
import type { NegativeStrategy } from '../negatives';

export interface PaperText {
  id: string;
  year: number;
  /** What the index embeds for the paper (embed's paperText with the configured fields). */
  text: string;
}

export interface DrawnNegative extends PaperText {
  strategy: NegativeStrategy;
}

/** One JSON line of the trainer's input. */
export interface TrainingExample {
  query: string;
  positive: string;
  negatives: string[];
}

export interface GroupedExamples {
  examples: TrainingExample[];
  /** Negatives used, by the strategy that drew them. */
  negatives: Partial<Record<NegativeStrategy, number>>;
  /** Positives left without an example because too few negatives were drawn. */
  shortOfNegatives: number;
}

/**
 * Cited papers in order, each with the next `perExample` negatives in draw order (hard ones
 * first); positives beyond what the negatives cover get no example. Every paper must be from
 * `latestYear` or before, and no negative may be the query or a positive: the data sources
 * guarantee both, and breaking either would leak the future or poison training, so it throws.
 */
export function groupExamples(query: PaperText, positives: readonly PaperText[], negatives: readonly DrawnNegative[], perExample: number, latestYear: number): GroupedExamples {
  const positiveIds = new Set(positives.map((p) => p.id));
  for (const paper of [query, ...positives, ...negatives]) {
    if (paper.year > latestYear) throw new Error(`paper ${paper.id} (${paper.year}) is after the split's ${latestYear}: it would leak into ${query.id}'s examples`);
  }
  for (const negative of negatives) {
    if (negative.id === query.id || positiveIds.has(negative.id)) throw new Error(`negative ${negative.id} of ${query.id} is the query or one of its positives`);
  }
  const covered = perExample === 0 ? positives.length : Math.min(positives.length, Math.floor(negatives.length / perExample));
  const used = negatives.slice(0, covered * perExample);
  const counts: Partial<Record<NegativeStrategy, number>> = {};
  for (const n of used) counts[n.strategy] = (counts[n.strategy] ?? 0) + 1;
  return {
    examples: positives.slice(0, covered).map((positive, i) => ({
      query: query.text,
      positive: positive.text,
      negatives: used.slice(i * perExample, (i + 1) * perExample).map((n) => n.text),
    })),
    negatives: counts,
    shortOfNegatives: positives.length - covered,
  };
}
