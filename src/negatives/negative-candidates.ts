/**
 * Candidate negatives of each strategy for one query paper, from Neo4j (and Elasticsearch for
 * PREFILTERED), always in id order and never including the query paper, its references or
 * papers published after it: sampling then only has to pick.
 */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import neo4j from 'neo4j-driver';
import { notFound } from '../errors/refgraph-error';
import { readGraph, GraphReader, GraphRow, boundedTraversal } from '../graph';
import { searchPapers } from '../search';
import { NegativeStrategy } from './strategies';

/** Where candidates come from: the graph, the papers index, and PostgreSQL for paper texts. */
export interface NegativeSources {
  graph: GraphReader;
  /** Whether graph walks are estimated first and refused above the configured cap (API requests), or not (offline jobs). */
  boundedTraversals: boolean;
  elasticsearch: Client;
  paperIndex: string;
  prisma: PrismaClient;
}

export interface QueryPaper {
  id: string;
  year: number;
  fieldsOfStudy: string[];
  /** The papers it cites, in id order: the positives. */
  references: string[];
}

function queryPaperOf(row: GraphRow): QueryPaper {
  return { id: row.id as string, year: row.year as number, fieldsOfStudy: (row.fieldsOfStudy as string[] | null) ?? [], references: row.references as string[] };
}

export async function queryPaper(sources: NegativeSources, paperId: string): Promise<QueryPaper> {
  const [row] = await readGraph(sources.graph, 'negatives-query-paper', { paperId });
  if (!row) throw notFound('paper', paperId);
  return queryPaperOf(row);
}

/** Every paper that cites at least one paper, in id order, a page at a time. */
export async function* queryPapers(sources: NegativeSources, pageSize = 500): AsyncGenerator<QueryPaper> {
  let after = '';
  for (;;) {
    const rows = await readGraph(sources.graph, 'negatives-query-papers', { after, pageSize: neo4j.int(pageSize) });
    if (rows.length === 0) return;
    for (const row of rows) yield queryPaperOf(row);
    after = rows[rows.length - 1]!.id as string;
  }
}

async function ids(sources: NegativeSources, statement: string, params: Record<string, unknown>): Promise<string[]> {
  return (await readGraph(sources.graph, statement, params)).map((row) => row.id as string);
}

/** BM25 hits for the query paper's own title and abstract, kept when eligible. */
async function prefiltered(sources: NegativeSources, query: QueryPaper, pool: number): Promise<string[]> {
  const paper = await sources.prisma.paper.findUnique({ where: { id: query.id }, select: { title: true, abstract: true } });
  if (!paper) throw notFound('paper', query.id);
  // Ask for enough hits that the pool survives dropping the paper itself and its references.
  const hits = await searchPapers(sources.elasticsearch, sources.paperIndex, {
    text: [paper.title, paper.abstract].filter(Boolean).join('. '),
    size: pool + query.references.length + 1,
  });
  const eligible = new Set(await ids(sources, 'negatives-eligible', { paperId: query.id, ids: hits.map((h) => h.paperId) }));
  return hits
    .map((h) => h.paperId)
    .filter((id) => eligible.has(id))
    .slice(0, pool)
    .sort();
}

/** `pool` bounds the ranked strategies (PREFILTERED, MOST_CITED); the others return all candidates. */
export async function negativeCandidates(sources: NegativeSources, query: QueryPaper, strategy: NegativeStrategy, pool: number): Promise<string[]> {
  const paperId = query.id;
  switch (strategy) {
    case 'GRAPH_NEIGHBOURS':
      if (sources.boundedTraversals) await boundedTraversal(sources.graph, 'negatives GRAPH_NEIGHBOURS', paperId, ['BOTH', 'BOTH', 'BOTH']);
      return ids(sources, 'negatives-graph-neighbours', { paperId });
    case 'PREFILTERED':
      return prefiltered(sources, query, pool);
    case 'MOST_CITED':
      return ids(sources, 'negatives-most-cited', { paperId, pool: neo4j.int(pool) });
    case 'CITED':
      return ids(sources, 'negatives-cited', { paperId });
    case 'RANDOM':
      return ids(sources, 'negatives-random', { paperId });
  }
}
