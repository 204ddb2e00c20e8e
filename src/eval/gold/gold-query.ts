/**
 * Evaluation queries with their gold sets, and which of the gold a system could find. Pure.
 *
 * A query is a talk (gold: its TalkReference set), a stored paper (gold: the papers it cites;
 * the global citation recommendation task) or an external query read from a file (gold: the
 * qrels). Ids are `talk:<id>` and `paper:<id>` for stored queries so a talk and a paper with
 * the same id never collide; external queries keep the ids of their file.
 */
import { maxYear } from '../../rank';
import type { Qrels } from '../../metrics';

export type QueryKind = 'talk' | 'paper' | 'external';

/** What the ranking pipeline is asked, by kind (the adapter turns it into a RankQuery). */
export type QuerySource =
  | { kind: 'talk'; talkId: string }
  | { kind: 'paper'; paperId: string }
  /** title and abstract as the file gives them (a bibliography preselection is asked by title). */
  | { kind: 'external'; text: string; authorIds: string[]; title: string | null; abstract: string | null };

export interface GoldQuery {
  id: string;
  year: number;
  source: QuerySource;
  /** The query's own fields of study (a stored paper's); empty when unknown. */
  fieldsOfStudy: string[];
  /** Papers never to recommend: the query paper itself. */
  excludeIds: string[];
  /**
   * Queries that share judgments share a group (a citing paper's global and local queries);
   * cross-validation never splits a group. Absent: the query is its own group.
   */
  group?: string;
  /** Doc id → grade (> 0 relevant), as given: not yet restricted to the candidate pool. */
  gold: Qrels;
}

/** What judging needs to know of a paper. */
export interface PaperFacts {
  year: number;
  /** Its first field of study, or null. */
  field: string | null;
}

export interface JudgedQuery extends GoldQuery {
  /** The gold restricted to papers a system can return. */
  qrels: Qrels;
  /** Field of study the query is reported under (see queryField). */
  field: string;
}

export interface JudgingCounts {
  /** Queries with at least one relevant paper in the pool: the ones evaluated. */
  judged: number;
  /** Queries skipped because none of their relevant papers is in the pool. */
  skippedNoGold: number;
  /** Relevant gold docs that are not stored papers (external qrels naming unknown ids). */
  goldNotInCorpus: number;
  /** Relevant gold docs published in or after the query's year (or the query paper itself). */
  goldNotBefore: number;
}

/** Field of a query with no field of study of its own nor of its gold. */
export const NO_FIELD = '(none)';

/**
 * Keeps, of each query's gold, the papers a system could return: stored papers published
 * no later than the pipeline's time filter lets through (strictly before the query's year, or
 * in or before it with includeSameYear) and not excluded. Recall is then measured against
 * what was findable; what was dropped is counted, not hidden. A query left without a relevant
 * paper says nothing about a system and is skipped (and counted).
 */
export function judgeQueries(
  queries: readonly GoldQuery[],
  facts: ReadonlyMap<string, PaperFacts>,
  includeSameYear = false,
): { judged: JudgedQuery[]; counts: JudgingCounts } {
  const counts: JudgingCounts = { judged: 0, skippedNoGold: 0, goldNotInCorpus: 0, goldNotBefore: 0 };
  const judged: JudgedQuery[] = [];
  for (const query of queries) {
    const qrels = new Map<string, number>();
    for (const [docId, grade] of query.gold) {
      const paper = facts.get(docId);
      const findable = paper !== undefined && paper.year <= maxYear(query.year, { includeSameYear }) && !query.excludeIds.includes(docId);
      if (findable) qrels.set(docId, grade);
      else if (grade > 0) {
        if (paper === undefined) counts.goldNotInCorpus += 1;
        else counts.goldNotBefore += 1;
      }
    }
    if (![...qrels.values()].some((grade) => grade > 0)) {
      counts.skippedNoGold += 1;
      continue;
    }
    judged.push({ ...query, qrels, field: queryField(query.fieldsOfStudy, qrels, facts) });
  }
  counts.judged = judged.length;
  return { judged, counts };
}

/**
 * The field a query is reported under: its own first field of study; for queries without one
 * (talks, external queries), the most common first field among its relevant papers, ties
 * broken by name so the report never depends on the order the gold was read in.
 */
export function queryField(fieldsOfStudy: readonly string[], qrels: Qrels, facts: ReadonlyMap<string, PaperFacts>): string {
  if (fieldsOfStudy.length > 0) return fieldsOfStudy[0]!;
  const votes = new Map<string, number>();
  for (const [docId, grade] of qrels) {
    const field = facts.get(docId)?.field;
    if (grade > 0 && field) votes.set(field, (votes.get(field) ?? 0) + 1);
  }
  const ranked = [...votes].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  return ranked[0]?.[0] ?? NO_FIELD;
}
