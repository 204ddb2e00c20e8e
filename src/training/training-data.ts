/**
 * Training examples from the stored library, one set (train or validation) at a time: every
 * citing paper of the set's years (time-split.ts), each of its cited papers as a positive,
 * negatives drawn by the project's own strategies (src/negatives: hard ones with `strategy`
 * at `hardRatio` over the whole set, RANDOM for the rest, seeded), and the papers' texts as
 * the index embeds them (embed's paperText with the configured fields). Reproducible: the
 * examples depend only on the stored graph, the index and the options.
 */
import { drawNegatives, hardCount, NegativeSources, NegativeStrategy, queryPapers } from '../negatives';
import type { QueryPaper } from '../negatives';
import { derivedSeed, drawInOrder, mulberry32 } from '../common/random';
import { paperText, PaperTextField } from '../embed';
import { mainLanguage, paperLanguageCounts } from '../search';
import { invalidArgument, papersNotFound } from '../errors/refgraph-error';
import { citingSet, latestYear, SplitSet, TimeSplit } from './time-split';
import { DrawnNegative, groupExamples, PaperText, TrainingExample } from './training-examples';
import { queryRenderer, QueryRendering } from './query-languages';
import { SILENT_PROGRESS } from '../eval';
import type { RankingProgress } from '../eval';

export interface TrainingDataOptions {
  split: TimeSplit;
  strategy: NegativeStrategy;
  /** Share of negatives drawn with `strategy`; the rest are RANDOM. */
  hardRatio: number;
  negativesPerExample: number;
  seed: number;
  paperFields: readonly PaperTextField[];
  /**
   * At most this many citing papers in the validation set (a seeded sample, in id order); null:
   * all. Each validation pass encodes the set's whole pool (45 s for 113 passages on the seed
   * corpus, 2 cores), and a year of a real library cites thousands of papers.
   */
  validationPapers: number | null;
  /** The languages training queries are rendered in (query-languages.ts); null: as stored. */
  queryLanguages: string[] | null;
}

/** What one set's file holds; kept in the trained model's manifest. */
export interface SetCounts {
  citingPapers: number;
  examples: number;
  negatives: Partial<Record<NegativeStrategy, number>>;
  /** Cited papers after the set's last year (a record error or a preprint): left out. */
  laterCited: number;
  /** Cited papers without an example: the strategies found too few negatives. */
  shortOfNegatives: number;
  /** Oldest and newest year of any paper in the set's examples. */
  years: [number, number] | null;
  /** Examples by the language of their query, when training queries were rendered (--query-languages). */
  queryLanguages?: Record<string, number>;
}

export function emptyCounts(): SetCounts {
  return { citingPapers: 0, examples: 0, negatives: {}, laterCited: 0, shortOfNegatives: 0, years: null };
}

/**
 * Citing papers whose texts and negatives are read at once: each needs a few PostgreSQL and Neo4j
 * round trips, and one at a time left the cores mostly waiting on them.
 */
const CITING_PAPERS_IN_FLIGHT = 4;

/** The papers' texts (and stored languages) by id; every id must be stored (the graph is a projection of PostgreSQL). */
async function texts(sources: NegativeSources, ids: readonly string[], fields: readonly PaperTextField[]): Promise<Map<string, PaperText & { language: string | null }>> {
  const rows = await sources.prisma.paper.findMany({ where: { id: { in: [...ids] } }, select: { id: true, title: true, abstract: true, year: true, language: true, venue: { select: { name: true } } } });
  const found = new Map(rows.map((r) => [r.id, { id: r.id, year: r.year, language: r.language, text: paperText({ ...r, venue: r.venue?.name ?? null }, fields) }]));
  const missing = ids.filter((id) => !found.has(id));
  // The graph names papers PostgreSQL does not have: `refgraph verify` says what differs.
  if (missing.length > 0) throw papersNotFound(missing);
  return found;
}

function widen(years: SetCounts['years'], papers: readonly PaperText[]): SetCounts['years'] {
  return papers.reduce<SetCounts['years']>((range, p) => (range === null ? [p.year, p.year] : [Math.min(range[0], p.year), Math.max(range[1], p.year)]), years);
}

/**
 * The citing papers of one set, in id order: the validation set's sampled down to its cap. Read
 * whole (ids and reference lists only) so that the pass over them can say how far it is.
 */
async function setQueries(sources: NegativeSources, options: TrainingDataOptions, set: SplitSet): Promise<QueryPaper[]> {
  const all: QueryPaper[] = [];
  for await (const query of queryPapers(sources)) if (citingSet(query.year, options.split) === set) all.push(query);
  if (set !== 'validation' || options.validationPapers === null) return all;
  const sampled = new Set(drawInOrder(all, options.validationPapers, mulberry32(derivedSeed(options.seed, 'validation-papers'))));
  return all.filter((query) => sampled.has(query));
}

/**
 * The examples of one set, in citing-paper id order; `counts` is filled in as they are made. With
 * `rendering` (options.queryLanguages) the training set's queries are rendered in those languages.
 */
export async function* trainingExamples(
  sources: NegativeSources,
  options: TrainingDataOptions,
  set: SplitSet,
  counts: SetCounts,
  rendering?: QueryRendering,
  progress: RankingProgress = SILENT_PROGRESS,
): AsyncGenerator<TrainingExample> {
  const { split, strategy, hardRatio, negativesPerExample: k, seed, paperFields } = options;
  const last = latestYear(set, split);
  let render: ReturnType<typeof queryRenderer> | null = null;
  if (set === 'train' && rendering !== undefined) {
    counts.queryLanguages = {};
    render = queryRenderer(rendering, seed, counts.queryLanguages);
  }
  let before = 0;
  const queries = await setQueries(sources, options, set);
  progress.start(`data: ${set}`, queries.length, 'citing papers');
  for (let first = 0; first < queries.length; first += CITING_PAPERS_IN_FLIGHT) {
    progress.update(first);
    const batch = queries.slice(first, first + CITING_PAPERS_IN_FLIGHT);
    const read = await Promise.all(batch.map((query) => texts(sources, [query.id, ...query.references], paperFields)));
    // How many hard negatives each citing paper gets depends on the papers before it, so the shares
    // are decided in order; the draws themselves are seeded per paper and read concurrently.
    const planned = batch.map((query, i) => {
      const known = read[i]!;
      const cited = query.references.map((id) => known.get(id)!);
      const positives = cited.filter((p) => p.year <= last);
      counts.laterCited += cited.length - positives.length;
      const wanted = k * positives.length;
      const hardWanted = hardCount(hardRatio, before, wanted);
      before += wanted;
      return { query, known, positives, wanted, hardWanted };
    });
    const drawnPerPaper = await Promise.all(
      planned.map(async ({ query, wanted, hardWanted }) => {
        if (wanted === 0) return [];
        const hard = await drawNegatives(sources, query, strategy, hardWanted, seed);
        const random = await drawNegatives(sources, query, 'RANDOM', wanted - hard.length, seed, new Set(hard));
        const negativeTexts = await texts(sources, [...hard, ...random], paperFields);
        return [...hard.map((id) => ({ ...negativeTexts.get(id)!, strategy })), ...random.map((id) => ({ ...negativeTexts.get(id)!, strategy: 'RANDOM' as const }))];
      }),
    );
    for (const [i, { query, known, positives }] of planned.entries()) {
      if (positives.length === 0) continue;
      const drawn: DrawnNegative[] = drawnPerPaper[i]!;
      const grouped = groupExamples(known.get(query.id)!, positives, drawn, k, last);
      counts.citingPapers += 1;
      counts.examples += grouped.examples.length;
      counts.shortOfNegatives += grouped.shortOfNegatives;
      for (const [name, n] of Object.entries(grouped.negatives)) counts.negatives[name as NegativeStrategy] = (counts.negatives[name as NegativeStrategy] ?? 0) + n;
      if (grouped.examples.length > 0) counts.years = widen(counts.years, [known.get(query.id)!, ...positives.slice(0, grouped.examples.length), ...drawn.slice(0, grouped.examples.length * k)]);
      const queryLanguage = known.get(query.id)!.language;
      for (const example of grouped.examples) yield render === null ? example : await render(example, queryLanguage);
    }
  }
  progress.update(queries.length);
  progress.end();
}

/** The library's main language as the ranker reads it (search's mainLanguage): a query paper without one is read as written in it. */
export async function libraryMainLanguage(sources: NegativeSources): Promise<string> {
  const main = mainLanguage(await paperLanguageCounts(sources.elasticsearch, sources.paperIndex));
  if (main === null) throw invalidArgument('--query-languages', 'no stored paper has a language, so the training queries\' own language is unknown');
  return main;
}
