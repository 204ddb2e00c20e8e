/** Co-cited and bibliographically coupled papers, with counts and Salton's cosine. */
import neo4j from 'neo4j-driver';
import { graphPaperOf, GraphPaper } from './graph-paper';
import { readGraph, GraphReader } from './read-graph';
import { saltonCosine } from './similarity';
import { boundedTraversal } from './traversal-estimate';
import type { CitationDirection } from './traversal-bounds';

export const RELATEDNESS = ['coCited', 'coupled'] as const;
/** coCited: papers citing both. coupled: references in common. */
export type Relatedness = (typeof RELATEDNESS)[number];

export interface RelatedPaper {
  paper: GraphPaper;
  /** Papers citing both (coCited) or references in common (coupled). */
  shared: number;
  /** Salton's cosine: shared / sqrt(degree · otherDegree), degrees being citation counts (coCited) or reference counts (coupled). */
  similarity: number;
}

const WALK: Record<Relatedness, { statement: string; steps: CitationDirection[] }> = {
  coCited: { statement: 'co-cited-papers', steps: ['IN', 'OUT'] },
  coupled: { statement: 'coupled-papers', steps: ['OUT', 'IN'] },
};

export async function relatedPapers(reader: GraphReader, relatedness: Relatedness, paperId: string, k: number): Promise<RelatedPaper[]> {
  const { statement, steps } = WALK[relatedness];
  await boundedTraversal(reader, relatedness, paperId, steps);
  const rows = await readGraph(reader, statement, { paperId, k: neo4j.int(k) });
  return rows.map((row) => ({
    paper: graphPaperOf(row),
    shared: row.shared as number,
    similarity: saltonCosine(row.shared as number, row.degree as number, row.otherDegree as number),
  }));
}
