/** Writes PostgreSQL rows into the Neo4j citation graph (Paper, Author, Venue, Talk; CITES, AUTHORED, PUBLISHED_IN). */
import type { Driver } from 'neo4j-driver';
import type { CitationRow, PaperRow, TalkRow } from '../db/paper-rows';
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
