import { externalQueryText, parseExternalQueries } from '../../../../src/eval/gold/external-queries';
import type { ParsedLine } from '../../../../src/common/json-lines';

const lines = (...values: unknown[]): ParsedLine[] => values.map((value, i) => ({ line: i + 1, value }));

describe('external queries', () => {
  it('reads ids (strings, integers, BEIR _id), texts, years, authors and citing papers; other fields are ignored', () => {
    const queries = parseExternalQueries(
      lines(
        { id: 'q1', title: ' Dense retrieval ', year: 2021, metadata: { x: 1 } },
        { _id: 'q2', text: 'as shown in [7, 21]', citing: 'karpukhin2020dense' },
        { id: 7, abstract: 'An abstract.', text: '', year: 2019, authors: ['Ann Lee'] },
      ),
      'queries.jsonl',
    );
    expect(queries).toEqual([
      { line: 1, id: 'q1', title: 'Dense retrieval', abstract: null, text: null, year: 2021, citing: null, authors: [] },
      { line: 2, id: 'q2', title: null, abstract: null, text: 'as shown in [7, 21]', year: null, citing: 'karpukhin2020dense', authors: [] },
      { line: 3, id: '7', title: null, abstract: 'An abstract.', text: null, year: 2019, citing: null, authors: ['Ann Lee'] },
    ]);
  });

  it('reports every bad line by number in one typed error', () => {
    const parsed: ParsedLine[] = [
      ...lines({ id: 'ok', text: 'fine', year: 2020 }, { id: '', text: 'x', year: 2020 }, { id: 'a', year: 2020 }, { id: 'b', text: 'x', year: 2020, authors: 'Ann Lee' }, { id: 'c', text: 'x', year: '2020' }, { id: 'ok', text: 'again', year: 2021 }, [1, 2], { id: 'd', title: 3, year: 2020 }),
      { line: 9, error: { line: 9, recordId: null, field: '(json)', code: 'INVALID_JSON', message: 'Unexpected token' } },
    ];
    let error: any;
    try {
      parseExternalQueries(parsed, 'q.jsonl');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'RECORD_INVALID', details: { file: 'q.jsonl', lines: [2, 3, 4, 5, 6, 7, 8, 9] } });
    for (const expected of [
      'line 2: id must be a non-empty string or an integer',
      'line 3: give at least one of title, abstract, text',
      'line 4: authors must be a list of names',
      'line 5: year must be an integer year in [1000, 2999]',
      "line 6: id 'ok' is already used on line 1 by a query with another title, abstract, year or citing paper",
      'line 7: a query must be a JSON object',
      'line 8: title must be a string',
      'line 9: not JSON (Unexpected token)',
    ]) {
      expect(error.message).toContain(expected);
    }
  });

  it('searches by title, abstract and text with citation markers stripped; a title-less query borrows the citing title', () => {
    const [withTitle, context] = parseExternalQueries(
      lines({ id: 'a', title: 'GloVe', abstract: 'Global vectors [3].', year: 2015 }, { id: 'b', text: 'Co-occurrence counts [12, 14] capture analogies (Pennington et al., 2014).', citing: 'p' }),
      'q.jsonl',
    );
    expect(externalQueryText(withTitle!, 'Ignored Citing Title')).toBe('GloVe. Global vectors.');
    expect(externalQueryText(context!, 'Citing Paper')).toBe('Co-occurrence counts capture analogies. Citing Paper');
    expect(externalQueryText(context!, null)).toBe('Co-occurrence counts capture analogies.');
  });

  it('joins the texts of lines that share an id and a source: qrels judge the id once', () => {
    const [merged, ...rest] = parseExternalQueries(
      lines({ id: 'p#10', text: 'First context [18].', citing: 'p' }, { id: 'p#10', text: 'Second context [35].', citing: 'p' }, { id: 'q', text: 'x', year: 2020 }),
      'q.jsonl',
    );
    expect(merged).toMatchObject({ id: 'p#10', line: 1, text: 'First context [18]. Second context [35].' });
    expect(rest.map((q) => q.id)).toEqual(['q']);
  });
});
