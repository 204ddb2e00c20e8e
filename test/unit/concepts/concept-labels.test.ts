import { labelledQueries, parseConceptLabels } from '../../../src/concepts';

const line = (n: number, value: unknown) => ({ line: n, value });

describe('parseConceptLabels', () => {
  it('reads labels and groups them by query and language', () => {
    const labels = parseConceptLabels(
      [
        line(1, { query: ' cancer ', language: 'en', paperId: 'a', relevant: true, note: 'ignored' }),
        line(2, { query: 'cancer', language: 'en', paperId: 'b', relevant: false }),
        line(3, { query: 'cancer', language: 'ca', paperId: 'a', relevant: true }),
      ],
      'labels.jsonl',
    );
    expect(labels[0]).toEqual({ line: 1, query: 'cancer', language: 'en', paperId: 'a', relevant: true });
    expect(labelledQueries(labels)).toEqual([
      { id: 'en:cancer', query: 'cancer', language: 'en', judgements: new Map([['a', true], ['b', false]]) },
      { id: 'ca:cancer', query: 'cancer', language: 'ca', judgements: new Map([['a', true]]) },
    ]);
  });

  it('reports every bad line together, by line', () => {
    const parse = () =>
      parseConceptLabels(
        [
          line(1, { query: '', language: 'fr', paperId: 'a', relevant: 'yes' }),
          { line: 2, error: { line: 2, recordId: null, field: '(json)', code: 'INVALID_JSON' as const, message: 'Unexpected token' } },
          line(3, { query: 'x', language: 'en', paperId: 'a', relevant: true }),
          line(4, { query: 'x', language: 'en', paperId: 'a', relevant: false }),
          line(5, []),
        ],
        'labels.jsonl',
      );
    expect(parse).toThrow(expect.objectContaining({ code: 'RECORD_INVALID', details: { file: 'labels.jsonl', lines: [1, 1, 1, 2, 4, 5] } }));
    expect(parse).toThrow(/line 4: 'x' \(en\) is already labelled for paper 'a' on line 3/);
  });

  it('refuses a file without labels', () => {
    expect(() => parseConceptLabels([], 'empty.jsonl')).toThrow(expect.objectContaining({ code: 'RECORD_INVALID' }));
  });
});
