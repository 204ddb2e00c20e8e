/**
 * Whether a request runs a mutation, read from its document before Apollo runs it: writes are not
 * cut by the read budget nor by the client leaving (a write stopped half-way leaves PostgreSQL
 * ahead of its projections: issue #47 found a 20,000-author paper in PostgreSQL and Neo4j but not
 * in Elasticsearch). The document is already held to the token limit, so parsing it twice is cheap.
 * A document that does not parse, or names no operation it holds, is not a write: Apollo refuses it.
 */
import { getOperationAST, parse } from 'graphql';

export function runsMutation(document: unknown, operationName: unknown): boolean {
  if (typeof document !== 'string') return false;
  try {
    const operation = getOperationAST(parse(document), typeof operationName === 'string' ? operationName : undefined);
    return operation?.operation === 'mutation';
  } catch {
    return false; // not GraphQL: Apollo answers it with its own error
  }
}
