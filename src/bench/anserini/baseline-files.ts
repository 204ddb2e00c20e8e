/**
 * What the Anserini BM25 baseline reads and writes, and the filter that makes its rankings
 * obey the evaluation's rules. Pure.
 *
 * Lucene searches the whole collection; the pipeline searches only papers published no later
 * than the query's limit and never the query paper itself. BM25 scores do not depend on a filter
 * (collection statistics are the index's either way), so searching deep and dropping what the
 * filter would have refused gives the ranking a filtered search would have given.
 */
import { RefgraphError } from '../../errors/refgraph-error';
import type { RankQuery } from '../../rank';

/** One document of Anserini's JsonCollection: title and abstract in one field, as one document. */
export function anseriniDocument(paper: { id: string; title: string; abstract: string | null }): { id: string; contents: string } {
  return { id: paper.id, contents: paper.abstract ? `${paper.title}\n${paper.abstract}` : paper.title };
}

/** A topics line (Anserini's TsvString reader): the exact text the pipeline's BM25 stage searches. */
export function topicLine(id: string, query: RankQuery): string {
  if (/\s/.test(id)) throw new RefgraphError('RECORD_INVALID', `query id '${id}' holds whitespace: a TREC run could not name it`, { id });
  return `${id}\t${query.text.replace(/\s+/g, ' ').trim()}`;
}

export interface QueryLimits {
  maxYear: number;
  excludeIds: string[];
}

/** Why a query may hold more than the filter lets through. */
export function limitsOf(query: RankQuery): QueryLimits {
  const filters = query.filters;
  if (filters.fieldsOfStudy?.length || filters.venues?.length || filters.languages?.length) {
    throw new RefgraphError('INVALID_ARGUMENT', 'the baseline reproduces the year limit and exclusions only: field, venue and language filters are not supported');
  }
  return { maxYear: query.maxYear, excludeIds: query.excludeIds };
}

/**
 * How deep Lucene must search so that, after dropping papers newer than a query's limit and the
 * excluded ones, k remain: k plus the most papers any query's filter refuses.
 */
export function searchDepth(k: number, limits: readonly QueryLimits[], years: ReadonlyMap<string, number>): number {
  const allYears = [...years.values()];
  let refused = 0;
  for (const limit of limits) refused = Math.max(refused, allYears.filter((year) => year > limit.maxYear).length + limit.excludeIds.length);
  return k + refused;
}

export interface RunLine {
  queryId: string;
  docId: string;
  score: number;
}

/**
 * A TREC run's lines for the queries, keeping per query the first k papers its limits admit, in
 * the order Lucene gave (score, then Anserini's docid tie-break), renumbered from rank 1.
 */
export function filteredRun(lines: readonly RunLine[], limits: ReadonlyMap<string, QueryLimits>, years: ReadonlyMap<string, number>, k: number, tag: string): string[] {
  const kept = new Map<string, number>();
  const out: string[] = [];
  for (const line of lines) {
    const limit = limits.get(line.queryId);
    if (limit === undefined) throw new RefgraphError('RECORD_INVALID', `the run names query '${line.queryId}', which the topics do not hold`, { queryId: line.queryId });
    const year = years.get(line.docId);
    if (year === undefined) throw new RefgraphError('RECORD_INVALID', `the run names paper '${line.docId}', which the corpus does not hold`, { docId: line.docId });
    if (year > limit.maxYear || limit.excludeIds.includes(line.docId)) continue;
    const rank = (kept.get(line.queryId) ?? 0) + 1;
    if (rank > k) continue;
    kept.set(line.queryId, rank);
    out.push(`${line.queryId} Q0 ${line.docId} ${rank} ${line.score} ${tag}`);
  }
  return out;
}
