/** Runs a named read statement from cypher/ with the graph transaction timeout and typed errors. */
import type { Driver } from 'neo4j-driver';
import type { GraphSettings } from '../graph/graph-settings';
import { cypher } from './cypher';
import { typedGraphError } from './graph-errors';

/** One result row by column name; callers narrow each value to what their statement returns. */
export type GraphRow = Record<string, unknown>;

/** The Neo4j driver and the bounds every graph query runs under. */
export interface GraphReader {
  driver: Driver;
  settings: GraphSettings;
}

export async function readGraph(reader: GraphReader, statement: string, params: Record<string, unknown>): Promise<GraphRow[]> {
  return runGraphQuery(reader, statement, cypher(statement), params);
}

/** The query text itself, for callers (tests) that need a statement outside cypher/. */
export async function runGraphQuery(reader: GraphReader, name: string, query: string, params: Record<string, unknown>): Promise<GraphRow[]> {
  try {
    const { records } = await reader.driver.executeQuery(query, params, { routing: 'READ', transactionConfig: { timeout: reader.settings.timeoutMs } });
    return records.map((record) => record.toObject() as GraphRow);
  } catch (error) {
    throw typedGraphError(error, name, reader.settings.timeoutMs);
  }
}
