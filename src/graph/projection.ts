/** Writes PostgreSQL rows into the Neo4j citation graph (Paper, Author, Venue, Talk; CITES, AUTHORED, PUBLISHED_IN). */
import type { Driver } from 'neo4j-driver';
import type { CitationRow, PaperRow, TalkRow } from '../db';
import { cypher, cypherStatements } from './cypher';

export interface GraphCounts {
  papers: number;
  talks: number;
  authors: number;
  citations: number;
}

export async function applyGraphConstraints(driver: Driver): Promise<void> {
  for (const statement of cypherStatements('constraints')) await driver.executeQuery(statement);
}

export async function upsertGraphPapers(driver: Driver, rows: PaperRow[]): Promise<void> {
  if (rows.length === 0) return;
  const papers = rows.map((row) => ({
    id: row.id,
    title: row.title,
    year: row.year,
    doi: row.doi,
    language: row.language,
    fieldsOfStudy: row.fieldsOfStudy,
    citationCount: row.citationCount,
    venue: row.venue,
    authors: row.authors,
  }));
  await driver.executeQuery(cypher('upsert-papers'), { papers });
}

/** Sets the citation counts of papers already in the graph (their other properties stay as they are). */
export async function setGraphCitationCounts(driver: Driver, counts: { id: string; citationCount: number }[]): Promise<void> {
  if (counts.length === 0) return;
  await driver.executeQuery(cypher('set-citation-counts'), { papers: counts });
}

export async function upsertGraphCitations(driver: Driver, citations: CitationRow[]): Promise<void> {
  if (citations.length === 0) return;
  await driver.executeQuery(cypher('upsert-citations'), { citations });
}

export async function upsertGraphTalks(driver: Driver, talks: TalkRow[]): Promise<void> {
  if (talks.length === 0) return;
  await driver.executeQuery(cypher('upsert-talks'), { talks });
}

/** `CALL {…} IN TRANSACTIONS` needs an auto-commit transaction, hence session.run. */
export async function deleteGraph(driver: Driver): Promise<void> {
  const session = driver.session();
  try {
    for (const statement of cypherStatements('delete-all')) await session.run(statement);
  } finally {
    await session.close();
  }
}

export async function countGraph(driver: Driver): Promise<GraphCounts> {
  const { records } = await driver.executeQuery(cypher('count-projection'));
  const record = records[0]!;
  return {
    papers: record.get('papers') as number,
    talks: record.get('talks') as number,
    authors: record.get('authors') as number,
    citations: record.get('citations') as number,
  };
}

async function idsOf(driver: Driver, statement: string): Promise<string[]> {
  const { records } = await driver.executeQuery(cypher(statement));
  return records.map((record) => record.get('id') as string);
}

export function graphPaperIds(driver: Driver): Promise<string[]> {
  return idsOf(driver, 'graph-paper-ids');
}

export function graphTalkIds(driver: Driver): Promise<string[]> {
  return idsOf(driver, 'graph-talk-ids');
}

export async function graphCitations(driver: Driver): Promise<CitationRow[]> {
  const { records } = await driver.executeQuery(cypher('graph-citation-ids'));
  return records.map((record) => ({ citingId: record.get('citingId') as string, citedId: record.get('citedId') as string }));
}

export async function deleteGraphPapers(driver: Driver, ids: string[]): Promise<void> {
  if (ids.length > 0) await driver.executeQuery(cypher('delete-papers'), { ids });
}

/** Deleted papers with their edges, and the authors and venues only they pointed to. */
export async function deleteGraphPapersWithOrphans(driver: Driver, ids: string[]): Promise<void> {
  if (ids.length > 0) await driver.executeQuery(cypher('delete-papers-and-orphans'), { ids });
}

export async function deleteGraphTalks(driver: Driver, ids: string[]): Promise<void> {
  if (ids.length > 0) await driver.executeQuery(cypher('delete-talks'), { ids });
}

export async function deleteGraphCitations(driver: Driver, citations: CitationRow[]): Promise<void> {
  if (citations.length > 0) await driver.executeQuery(cypher('delete-citations'), { citations });
}

/** `CALL {…} IN TRANSACTIONS` needs an auto-commit transaction, hence session.run. */
export async function deleteGraphOrphans(driver: Driver): Promise<void> {
  const session = driver.session();
  try {
    await session.run(cypher('delete-orphans'));
  } finally {
    await session.close();
  }
}
