import { idProblem, reportedId } from '../../../src/ingest/limits';

describe('the id rule', () => {
  it.each(['P02-1040', 'devlin2019bert', 'W2741809807', '10.1145/3397271.3401075', '10.1016/0306-4573(88)90021-0', 'a', 'x'.repeat(200)])('accepts %s', (id) => {
    expect(idProblem(id)).toBeNull();
  });

  it.each([
    ['', 'got 0 characters'],
    ['x'.repeat(201), 'got 201 characters'],
    ['with space', 'printable ASCII'],
    ['tab\there', 'printable ASCII'],
    ['café', 'printable ASCII'],
    ['line\nbreak', 'printable ASCII'],
  ])('refuses %j', (id, message) => {
    expect(idProblem(id)).toContain(message);
  });
});

describe('reportedId', () => {
  it('quotes a valid id whole, a broken one by its first 40 characters, and none holding unsafe text', () => {
    expect(reportedId('P02-1040')).toBe('P02-1040');
    expect(reportedId(`${'a'.repeat(39)}😀${'b'.repeat(300)}`)).toBe(`${'a'.repeat(39)}😀…`);
    expect(reportedId('p\ud800')).toBeNull();
    expect(reportedId(42)).toBeNull();
  });
});
