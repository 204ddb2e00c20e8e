import { errors } from '@elastic/elasticsearch';
import { Prisma } from '@prisma/client';
import { Neo4jError } from 'neo4j-driver';
import { engineFailure } from '../../../src/errors/engine-errors';

describe('engine failures', () => {
  const kind = (error: unknown) => {
    const typed = engineFailure(error);
    return typed && [typed.code, typed.details.engine, typed.message.includes('127.0.0.1')];
  };

  it('names the engine that is down or slow, without its address', () => {
    expect(kind(new errors.ConnectionError('connect ECONNREFUSED 127.0.0.1:9200'))).toEqual(['ENGINE_UNAVAILABLE', 'elasticsearch', false]);
    expect(kind(new errors.TimeoutError('Request timed out'))).toEqual(['ENGINE_TIMEOUT', 'elasticsearch', false]);
    expect(kind(new Neo4jError('Failed to connect ... 127.0.0.1:7687', 'ServiceUnavailable', '50N42', 'unexpected error'))).toEqual(['ENGINE_UNAVAILABLE', 'neo4j', false]);
    const prisma = new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5433", { code: 'P1001', clientVersion: '6.19.3' });
    expect(kind(prisma)).toEqual(['ENGINE_UNAVAILABLE', 'postgres', false]);
    expect(kind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toEqual(['ENGINE_UNAVAILABLE', 'postgres', false]);
    // What pg throws for pooled connections when PostgreSQL is killed under them (no code).
    expect(kind(new Error('Connection terminated unexpectedly'))).toEqual(['ENGINE_UNAVAILABLE', 'postgres', false]);
    const dropped = Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { name: 'DriverAdapterError' });
    expect(kind(dropped)).toEqual(['ENGINE_UNAVAILABLE', 'postgres', false]);
  });

  it('leaves other failures (bugs, refused queries) to be masked as internal', () => {
    expect(engineFailure(new TypeError('x is undefined'))).toBeNull();
    expect(engineFailure(new Neo4jError('Invalid input', 'Neo.ClientError.Statement.SyntaxError', '42001', 'syntax error'))).toBeNull();
    expect(engineFailure(new Prisma.PrismaClientKnownRequestError('Unique constraint failed', { code: 'P2002', clientVersion: '6.19.3' }))).toBeNull();
  });
});
