/**
 * Brings the Neo4j projection to PostgreSQL's content without emptying it first (Community
 * edition has one database, so there is no second graph to swap in): everything PostgreSQL holds
 * is upserted in batches, then what PostgreSQL no longer holds is removed. Readers see the old
 * graph gaining the changes; a failure part-way leaves a readable graph that the next reindex
 * (or ingestion) completes. Counts are then checked by verify.
 */
import { citationPages, loadPaperRows, loadTalkRows, paperIdPages } from '../db';
import {
  applyGraphConstraints,
  deleteGraphCitations,
  deleteGraphOrphans,
  deleteGraphPapers,
  deleteGraphTalks,
  graphCitations,
  graphPaperIds,
  graphTalkIds,
  upsertGraphCitations,
  upsertGraphPapers,
  upsertGraphTalks,
} from '../graph';
import { chunks, citationId, ProjectionTargets } from './project-records';
import type { RefusedRecord } from '../search';
import { edgeKey } from './id-diff';
import { onEngine, writeIsolatingRefusals } from './engine-failure';

export interface GraphRebuild {
  papers: number;
  citations: number;
  talks: number;
  /** Nodes and edges removed because PostgreSQL no longer holds them. */
  removed: { papers: number; citations: number; talks: number };
  refused: RefusedRecord[];
}

export async function rebuildGraph(targets: ProjectionTargets, onPapers: (done: number) => void): Promise<GraphRebuild> {
  const { neo4j, prisma } = targets;
  await onEngine('neo4j', () => applyGraphConstraints(neo4j));
  const refused: RefusedRecord[] = [];
  const papers = new Set<string>();
  for await (const ids of paperIdPages(prisma, targets.batchSize)) {
    const rows = await loadPaperRows(prisma, ids);
    refused.push(...(await writeIsolatingRefusals(rows, (row) => row.id, (batch) => upsertGraphPapers(neo4j, batch))));
    ids.forEach((id) => papers.add(id));
    onPapers(papers.size);
  }
  const citations = new Set<string>();
  for await (const page of citationPages(prisma, targets.batchSize * 10)) {
    refused.push(...(await writeIsolatingRefusals(page, citationId, (batch) => upsertGraphCitations(neo4j, batch))));
    page.forEach((c) => citations.add(edgeKey(c.citingId, c.citedId)));
  }
  const talkRows = await loadTalkRows(prisma);
  refused.push(...(await writeIsolatingRefusals(talkRows, (row) => row.id, (batch) => upsertGraphTalks(neo4j, batch))));
  const talks = new Set(talkRows.map((t) => t.id));

  // The sweep: what the graph holds beyond PostgreSQL. Edges first, so no paper deletion has to detach many.
  const staleCitations = (await onEngine('neo4j', () => graphCitations(neo4j))).filter((c) => !citations.has(edgeKey(c.citingId, c.citedId)));
  for (const batch of chunks(staleCitations, targets.batchSize * 10)) await onEngine('neo4j', () => deleteGraphCitations(neo4j, batch));
  const stalePapers = (await onEngine('neo4j', () => graphPaperIds(neo4j))).filter((id) => !papers.has(id));
  for (const batch of chunks(stalePapers, targets.batchSize)) await onEngine('neo4j', () => deleteGraphPapers(neo4j, batch));
  const staleTalks = (await onEngine('neo4j', () => graphTalkIds(neo4j))).filter((id) => !talks.has(id));
  for (const batch of chunks(staleTalks, targets.batchSize)) await onEngine('neo4j', () => deleteGraphTalks(neo4j, batch));
  await onEngine('neo4j', () => deleteGraphOrphans(neo4j));
  return {
    papers: papers.size,
    citations: citations.size,
    talks: talks.size,
    removed: { papers: stalePapers.length, citations: staleCitations.length, talks: staleTalks.length },
    refused,
  };
}
