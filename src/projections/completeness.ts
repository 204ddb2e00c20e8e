/**
 * Refuses to evaluate on projections that do not hold the papers PostgreSQL holds: an ingestion
 * stopped at its index stage once left 9,345 of AAN's 16,999 papers indexed, and `eval` ranked
 * against that index without a word. Counts, not ids (`refgraph verify` names the ids): three
 * cheap requests before a run, where reading every id would cost seconds on a large corpus.
 * Adapter: reads the three stores.
 */
import type { PrismaClient } from '@prisma/client';
import type { Client } from '@elastic/elasticsearch';
import type { Driver } from 'neo4j-driver';
import { countGraph } from '../graph';
import { countIndexedPapers } from '../search';
import { RefgraphError } from '../errors/refgraph-error';
import { onEngine } from './engine-failure';

export interface PaperStores {
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
}

export interface PaperCounts {
  postgres: number;
  elasticsearch: number;
  neo4j: number;
}

export async function paperCounts(stores: PaperStores, index: string): Promise<PaperCounts> {
  return {
    postgres: await stores.prisma.paper.count(),
    elasticsearch: await onEngine('elasticsearch', () => countIndexedPapers(stores.elasticsearch, index)),
    neo4j: (await onEngine('neo4j', () => countGraph(stores.neo4j))).papers,
  };
}

/** PROJECTIONS_INCOMPLETE, naming the counts and the commands that find and mend what differs; null when both projections hold as many papers as PostgreSQL. */
export function incompleteProjections(counts: PaperCounts, index: string): RefgraphError | null {
  const differ = [counts.elasticsearch, counts.neo4j].map((n) => n !== counts.postgres);
  if (!differ.some(Boolean)) return null;
  const target = differ.every(Boolean) ? 'all' : differ[0] ? 'elasticsearch' : 'neo4j';
  return new RefgraphError(
    'PROJECTIONS_INCOMPLETE',
    `the projections do not hold the papers PostgreSQL holds (PostgreSQL ${counts.postgres}, Elasticsearch index ${index} ${counts.elasticsearch}, Neo4j ${counts.neo4j}): ` +
      `an evaluation would rank another corpus than the one it judges. 'refgraph verify --target ${target}' names the papers that differ; 'refgraph reindex --target ${target}' rebuilds from PostgreSQL`,
    { index, ...counts, target },
  );
}

/** The counts, when both projections hold as many papers as PostgreSQL; PROJECTIONS_INCOMPLETE otherwise. */
export async function assertProjectionsComplete(stores: PaperStores, index: string): Promise<PaperCounts> {
  const counts = await paperCounts(stores, index);
  const refusal = incompleteProjections(counts, index);
  if (refusal !== null) throw refusal;
  return counts;
}
