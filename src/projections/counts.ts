/** Records in PostgreSQL and in each projection (`refgraph counts`). */
import { countGraph, GraphCounts } from '../graph';
import type { ProjectionTargets } from './project-records';
import { paperIndexName, countIndexedPapers } from '../search';
import { onEngine } from './engine-failure';

export interface ProjectionCounts {
  postgres: { papers: number; talks: number; citations: number; embeddings: number };
  elasticsearch: { papers: number };
  neo4j: GraphCounts;
}

export async function projectionCounts(targets: ProjectionTargets): Promise<ProjectionCounts> {
  const [papers, talks, citations, embeddings] = await Promise.all([
    targets.prisma.paper.count(),
    targets.prisma.talk.count(),
    targets.prisma.citation.count(),
    targets.prisma.embedding.count(),
  ]);
  const index = paperIndexName(targets.index.indexPrefix);
  return {
    postgres: { papers, talks, citations, embeddings },
    elasticsearch: { papers: await onEngine('elasticsearch', () => countIndexedPapers(targets.elasticsearch, index)) },
    neo4j: await onEngine('neo4j', () => countGraph(targets.neo4j)),
  };
}
