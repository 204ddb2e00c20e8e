import { engineUnavailable, reasonOf } from '../../../src/projections/engine-failure';
import { RefgraphError } from '../../../src/errors/refgraph-error';

describe('reasonOf', () => {
  it('takes the first non-empty line of the message, else of a cause, else the class and code', () => {
    expect(reasonOf(new Error('\nconnect ECONNREFUSED 127.0.0.1:5433\n    at frame'))).toBe('connect ECONNREFUSED 127.0.0.1:5433');
    expect(reasonOf(new Error('', { cause: new Error('terminating connection due to administrator command') }))).toBe('terminating connection due to administrator command');
    const coded = Object.assign(new Error(''), { name: 'PrismaClientKnownRequestError', code: 'P1017' });
    expect(reasonOf(coded)).toBe('PrismaClientKnownRequestError P1017');
  });

  it("takes the last line after Prisma's header and code frame: the one that says why", () => {
    const prisma = new Error('\nInvalid `prisma.$executeRaw()` invocation:\n\n\nTimed out fetching a new connection from the connection pool. (Current connection pool timeout: 10)');
    expect(reasonOf(prisma)).toBe('Timed out fetching a new connection from the connection pool. (Current connection pool timeout: 10)');
    const framed = new Error('Invalid `prisma.paper.upsert()` invocation in\n/app/x.js:12:5\n\n  11 |\n→ 12 await prisma.paper.upsert(\nUnique constraint failed on the fields: (`id`)');
    expect(reasonOf(framed)).toBe('Unique constraint failed on the fields: (`id`)');
    expect(reasonOf(new Error('Invalid `prisma.$executeRaw()` invocation:'))).toBe('Invalid `prisma.$executeRaw()` invocation:');
  });
});

describe('engineUnavailable', () => {
  it('keeps a setting the engine cannot honour as CONFIG_INVALID, and makes any other failure ENGINE_UNAVAILABLE', () => {
    const setting = new RefgraphError('CONFIG_INVALID', 'REFGRAPH_ES_REPLICAS=3 needs at least 4 data nodes');
    expect(engineUnavailable('elasticsearch', setting)).toBe(setting);
    expect(engineUnavailable('elasticsearch', new Error('connect ECONNREFUSED'))).toMatchObject({ code: 'ENGINE_UNAVAILABLE', message: 'Elasticsearch failed: connect ECONNREFUSED' });
  });
});
