import { Neo4jError } from 'neo4j-driver';
import { RefgraphError } from '../../../src/errors/refgraph-error';
import { typedAlgorithmError, typedGraphError } from '../../../src/graph/graph-errors';

const neo4jError = (code: string) => new Neo4jError('server said no', code, 'gql', 'description');

describe('typedGraphError', () => {
  it('makes timeouts QUERY_TIMEOUT and memory caps QUERY_TOO_LARGE', () => {
    expect(typedGraphError(neo4jError('Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration'), 'neighbourhood', 500)).toMatchObject({
      code: 'QUERY_TIMEOUT',
      details: { query: 'neighbourhood', timeoutMs: 500 },
    });
    expect(typedGraphError(neo4jError('Neo.ClientError.Transaction.TransactionTimedOut'), 'q', 1)).toMatchObject({ code: 'QUERY_TIMEOUT' });
    expect(typedGraphError(neo4jError('Neo.TransientError.General.MemoryPoolOutOfMemoryError'), 'q', 1)).toMatchObject({ code: 'QUERY_TOO_LARGE' });
  });

  it('leaves every other error as it is', () => {
    const syntax = neo4jError('Neo.ClientError.Statement.SyntaxError');
    expect(typedGraphError(syntax, 'q', 1)).toBe(syntax);
    const plain = new Error('socket closed');
    expect(typedGraphError(plain, 'q', 1)).toBe(plain);
  });
});

describe('typedAlgorithmError', () => {
  it('makes Neo4j failures of a GDS step GRAPH_ALGORITHM_FAILED', () => {
    expect(typedAlgorithmError(neo4jError('Neo.ClientError.Procedure.ProcedureNotFound'), 'pageRank')).toMatchObject({
      code: 'GRAPH_ALGORITHM_FAILED',
      details: { algorithm: 'pageRank', neo4jCode: 'Neo.ClientError.Procedure.ProcedureNotFound' },
    });
  });

  it('keeps typed errors and driver-side failures', () => {
    const timeout = new RefgraphError('QUERY_TIMEOUT', 'slow');
    expect(typedAlgorithmError(timeout, 'pageRank')).toBe(timeout);
    const down = neo4jError('ServiceUnavailable');
    expect(typedAlgorithmError(down, 'pageRank')).toBe(down);
  });
});
