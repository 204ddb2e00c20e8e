/**
 * Takes deleted papers and talks out of the projections once PostgreSQL has committed their
 * deletion: the papers' Elasticsearch documents, their Neo4j nodes with every edge (and the
 * authors and venues only they pointed to), the talks' nodes; then the papers they cited get the
 * citation counts PostgreSQL now holds, in both, as ingestion gives them. An engine that is down
 * throws ENGINE_UNAVAILABLE: PostgreSQL has the truth, and `refgraph reindex` brings the
 * projections to it.
 */
import { deleteGraphPapersWithOrphans, deleteGraphTalks } from '../graph';
import { deletePaperDocuments, paperIndexName, RefusedRecord } from '../search';
import { onEngine } from './engine-failure';
import { prepareProjections } from './prepare-projections';
import { chunks, projectPapersToIndex, ProjectionTargets, refreshGraphCitationCounts, refreshSearchIndex } from './project-records';

export interface RemovedRecords {
  papers: string[];
  talks: string[];
  /** Papers the removed papers cited: their counts have changed. */
  cited: string[];
}

/** Returns the documents Elasticsearch refused to delete or rewrite, with its reasons. */
export async function removeFromProjections(targets: ProjectionTargets, removed: RemovedRecords): Promise<RefusedRecord[]> {
  await prepareProjections(targets);
  const index = paperIndexName(targets.index.indexPrefix);
  const refused: RefusedRecord[] = [];
  for (const ids of chunks(removed.papers, targets.batchSize)) {
    refused.push(...(await onEngine('elasticsearch', () => deletePaperDocuments(targets.elasticsearch, index, ids))));
    await onEngine('neo4j', () => deleteGraphPapersWithOrphans(targets.neo4j, ids));
  }
  for (const ids of chunks(removed.talks, targets.batchSize)) await onEngine('neo4j', () => deleteGraphTalks(targets.neo4j, ids));
  await refreshGraphCitationCounts(targets, removed.cited);
  refused.push(...(await projectPapersToIndex(targets, removed.cited)).refused);
  await refreshSearchIndex(targets);
  return refused;
}
