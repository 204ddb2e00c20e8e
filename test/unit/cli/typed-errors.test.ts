import { errors as elasticsearchErrors } from '@elastic/elasticsearch';
import { Prisma } from '@prisma/client';
import { Neo4jError } from 'neo4j-driver';
import { RefgraphError } from '../../../src/errors/refgraph-error';
import { asTypedError } from '../../../src/cli/typed-errors';

describe('asTypedError', () => {
  it('turns drivers’ outage errors into ENGINE_UNAVAILABLE naming the engine, with the first line only', () => {
    const prisma = asTypedError(new Prisma.PrismaClientInitializationError("Can't reach database server at 127.0.0.1:5433\n\n  at stack frame", '6.19.3'));
    expect(prisma).toBeInstanceOf(RefgraphError);
    expect(prisma).toMatchObject({ code: 'ENGINE_UNAVAILABLE', details: { engine: 'postgres' } });
    expect((prisma as RefgraphError).message).toContain("Can't reach database server at 127.0.0.1:5433");
    expect((prisma as RefgraphError).message).not.toContain('stack frame');
    expect(asTypedError(new elasticsearchErrors.ConnectionError('connect ECONNREFUSED'))).toMatchObject({ code: 'ENGINE_UNAVAILABLE', details: { engine: 'elasticsearch' } });
    expect(asTypedError(new Neo4jError('Could not perform discovery', 'ServiceUnavailable', '50N42', 'unexpected error'))).toMatchObject({ code: 'ENGINE_UNAVAILABLE', details: { engine: 'neo4j' } });
  });

  it('leaves typed errors, bugs and refused queries as they are (never an outage)', () => {
    const typed = new RefgraphError('NOT_FOUND', 'x');
    expect(asTypedError(typed)).toBe(typed);
    const other = new TypeError('bug');
    expect(asTypedError(other)).toBe(other);
    const conflict = new Prisma.PrismaClientKnownRequestError('Unique constraint failed on the fields: (`id`)', { code: 'P2002', clientVersion: '6.19.3' });
    expect(asTypedError(conflict)).toBe(conflict);
    const syntax = new Neo4jError('Invalid input', 'Neo.ClientError.Statement.SyntaxError', '42001', 'syntax error');
    expect(asTypedError(syntax)).toBe(syntax);
  });
});
