import { errors } from '@elastic/elasticsearch';
import { Prisma } from '@prisma/client';
import { Neo4jError } from 'neo4j-driver';
import { engineFailure, engineTimedOut } from '../../../src/errors/engine-errors';

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

  it('types a hung Neo4j (the pool gave up waiting for a connection) and a PostgreSQL query past its timeout as ENGINE_TIMEOUT naming the engine', () => {
    // The driver's own error: code 'N/A', only its message says what happened.
    const acquisition = new Neo4jError('Connection acquisition timed out in 5000 ms. Pool status: Active conn count = 1, Idle conn count = 0.', 'N/A', '50N42', 'unexpected error');
    expect(kind(acquisition)).toEqual(['ENGINE_TIMEOUT', 'neo4j', false]);
    // Our pg pool's per-query timeout, as Prisma hands it back (checked against the real engine).
    expect(kind(new Prisma.PrismaClientKnownRequestError('Invalid `prisma.paper.findMany()` invocation', { code: 'ENGINE_TIMEOUT', clientVersion: '6.19.3' }))).toEqual(['ENGINE_TIMEOUT', 'postgres', false]);
    expect(engineTimedOut('elasticsearch', 4000)).toMatchObject({ code: 'ENGINE_TIMEOUT', details: { engine: 'elasticsearch', timeoutMs: 4000 }, message: expect.stringContaining('within 4000 ms') });
  });

  it('leaves other failures (bugs, refused queries) to be masked as internal', () => {
    expect(engineFailure(new TypeError('x is undefined'))).toBeNull();
    expect(engineFailure(new Neo4jError('Invalid input', 'Neo.ClientError.Statement.SyntaxError', '42001', 'syntax error'))).toBeNull();
    expect(engineFailure(new Prisma.PrismaClientKnownRequestError('Unique constraint failed', { code: 'P2002', clientVersion: '6.19.3' }))).toBeNull();
  });
});
