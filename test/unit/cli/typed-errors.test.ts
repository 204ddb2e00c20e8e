import { RefgraphError } from '../../../src/errors/refgraph-error';
import { asTypedError } from '../../../src/cli/typed-errors';

class PrismaClientKnownRequestError extends Error {}
class ConnectionError extends Error {}
class Neo4jError extends Error {}

describe('asTypedError', () => {
  it('turns drivers’ errors into ENGINE_UNAVAILABLE naming the engine, with the first line only', () => {
    const prisma = asTypedError(new PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5433\n\n  at stack frame"));
    expect(prisma).toBeInstanceOf(RefgraphError);
    expect(prisma).toMatchObject({ code: 'ENGINE_UNAVAILABLE', message: "PostgreSQL failed: Can't reach database server at 127.0.0.1:5433", details: { engine: 'postgres' } });
    expect(asTypedError(new ConnectionError('connect ECONNREFUSED'))).toMatchObject({ details: { engine: 'elasticsearch' } });
    expect(asTypedError(new Neo4jError('Could not perform discovery'))).toMatchObject({ details: { engine: 'neo4j' } });
  });

  it('leaves typed errors and unknown errors as they are', () => {
    const typed = new RefgraphError('NOT_FOUND', 'x');
    expect(asTypedError(typed)).toBe(typed);
    const other = new TypeError('bug');
    expect(asTypedError(other)).toBe(other);
  });
});
