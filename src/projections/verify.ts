/**
 * `refgraph verify`: PostgreSQL's ids against each projection's (papers in the Elasticsearch
 * index; papers, citation edges and talks in Neo4j), reported as differences per kind.
 * Adapter: reads all three stores; the comparison itself is id-diff.ts.
 */
import { graphCitations, graphPaperIds, graphTalkIds } from '../graph';
import type { ProjectionTargets } from './project-records';
import { paperIndexName, indexedPaperIds } from '../search';
import { onEngine } from './engine-failure';
import { diffIds, edgeKey, IdDiff, isClean } from './id-diff';

export type ProjectionTarget = 'elasticsearch' | 'neo4j' | 'all';
export const PROJECTION_TARGETS: ProjectionTarget[] = ['all', 'elasticsearch', 'neo4j'];

export interface VerifyReport {
  diffs: IdDiff[];
  clean: boolean;
}

/** Ids shown per kind and direction when they differ. */
export const DEFAULT_SHOWN_IDS = 10;

export async function verifyProjections(targets: ProjectionTargets, target: ProjectionTarget = 'all', shown = DEFAULT_SHOWN_IDS): Promise<VerifyReport> {
  const { prisma } = targets;
  const papers = (await prisma.paper.findMany({ select: { id: true } })).map((p) => p.id);
  const diffs: IdDiff[] = [];
  if (target !== 'neo4j') {
    const indexed = await onEngine('elasticsearch', () => indexedPaperIds(targets.elasticsearch, paperIndexName(targets.index.indexPrefix)));
    diffs.push(diffIds('elasticsearch papers', papers, indexed, shown));
  }
  if (target !== 'elasticsearch') {
    const citations = (await prisma.citation.findMany({ select: { citingId: true, citedId: true } })).map((c) => edgeKey(c.citingId, c.citedId));
    const talks = (await prisma.talk.findMany({ select: { id: true } })).map((t) => t.id);
    const graph = {
      papers: await onEngine('neo4j', () => graphPaperIds(targets.neo4j)),
      citations: (await onEngine('neo4j', () => graphCitations(targets.neo4j))).map((c) => edgeKey(c.citingId, c.citedId)),
      talks: await onEngine('neo4j', () => graphTalkIds(targets.neo4j)),
    };
    diffs.push(diffIds('neo4j papers', papers, graph.papers, shown));
    diffs.push(diffIds('neo4j citations', citations, graph.citations, shown));
    diffs.push(diffIds('neo4j talks', talks, graph.talks, shown));
  }
  return { diffs, clean: diffs.every(isClean) };
}
