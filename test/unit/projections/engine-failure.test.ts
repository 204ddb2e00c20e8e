import { reasonOf } from '../../../src/projections/engine-failure';

describe('reasonOf', () => {
  it('takes the first non-empty line of the message, else of a cause, else the class and code', () => {
    expect(reasonOf(new Error('\nconnect ECONNREFUSED 127.0.0.1:5433\n    at frame'))).toBe('connect ECONNREFUSED 127.0.0.1:5433');
    expect(reasonOf(new Error('', { cause: new Error('terminating connection due to administrator command') }))).toBe('terminating connection due to administrator command');
    const coded = Object.assign(new Error(''), { name: 'PrismaClientKnownRequestError', code: 'P1017' });
    expect(reasonOf(coded)).toBe('PrismaClientKnownRequestError P1017');
  });
});
