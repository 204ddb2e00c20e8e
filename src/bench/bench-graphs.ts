/**
 * Loads benchmark graphs into Neo4j through the projection's own upserts: the seed corpus
 * straight from seed/*.jsonl (no PostgreSQL needed) and generated graphs in batches.
 */
import { readFileSync } from 'node:fs';
import type { Driver } from 'neo4j-driver';
import type { CitationRow, PaperRow } from '../db';
import { upsertGraphCitations, upsertGraphPapers } from '../graph';
import { repoPath } from '../common/repo-path';
import type { GeneratedGraph } from './generate-graph';

const PAPER_BATCH = 5_000;
const CITATION_BATCH = 20_000;

function paperRow(paper: { id: string; title: string; year: number; fieldsOfStudy: string[] }, citationCount: number): PaperRow {
  return { ...paper, abstract: null, doi: null, language: null, venue: null, authors: [], citationCount };
}

async function load(driver: Driver, papers: PaperRow[], citations: CitationRow[], onProgress: (edges: number) => void): Promise<void> {
  for (let i = 0; i < papers.length; i += PAPER_BATCH) await upsertGraphPapers(driver, papers.slice(i, i + PAPER_BATCH));
  for (let i = 0; i < citations.length; i += CITATION_BATCH) {
    await upsertGraphCitations(driver, citations.slice(i, i + CITATION_BATCH));
    onProgress(Math.min(i + CITATION_BATCH, citations.length));
  }
}

/** The seed corpus's papers and the citations between them; returns the paper ids. */
export async function loadSeedCorpus(driver: Driver): Promise<string[]> {
  type SeedPaper = { kind: string; id: string; title: string; year: number; fieldsOfStudy?: string[]; references?: string[] };
  const records = ['papers-computing.jsonl', 'papers-sciences.jsonl'].flatMap((file) =>
    readFileSync(repoPath('seed', file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as SeedPaper),
  );
  const papers = records.filter((r) => r.kind === 'paper');
  const known = new Set(papers.map((p) => p.id));
  const citations = papers.flatMap((p) => (p.references ?? []).filter((cited) => known.has(cited)).map((citedId) => ({ citingId: p.id, citedId })));
  const counts = new Map<string, number>();
  for (const c of citations) counts.set(c.citedId, (counts.get(c.citedId) ?? 0) + 1);
  const rows = papers.map((p) => paperRow({ id: p.id, title: p.title, year: p.year, fieldsOfStudy: p.fieldsOfStudy ?? [] }, counts.get(p.id) ?? 0));
  await load(driver, rows, citations, () => {});
  return rows.map((r) => r.id);
}

export async function loadGeneratedGraph(driver: Driver, graph: GeneratedGraph, onProgress: (edges: number) => void): Promise<void> {
  const rows = graph.ids.map((id, i) => paperRow({ id, title: `Synthetic paper ${i}`, year: graph.years[i]!, fieldsOfStudy: [graph.fields[i]!] }, graph.citationCounts[i]!));
  const citations = Array.from(graph.citing, (from, e) => ({ citingId: graph.ids[from]!, citedId: graph.ids[graph.cited[e]!]! }));
  await load(driver, rows, citations, onProgress);
}
