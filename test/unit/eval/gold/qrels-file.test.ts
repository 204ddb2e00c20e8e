import { parseQrels } from '../../../../src/eval/gold/qrels-file';
import { RefgraphError } from '../../../../src/errors/refgraph-error';

const asObject = (qrels: ReadonlyMap<string, ReadonlyMap<string, number>>) => Object.fromEntries([...qrels].map(([q, docs]) => [q, Object.fromEntries(docs)]));

describe('qrels files', () => {
  it('reads BEIR three-column TSV, skipping its header, blank lines and comments', () => {
    const text = 'query-id\tcorpus-id\tscore\nq1\td1\t1\n\n# a comment\nq1\td2\t0\r\nq2\td1\t2\n';
    expect(asObject(parseQrels(text, 'test.tsv'))).toEqual({ q1: { d1: 1, d2: 0 }, q2: { d1: 2 } });
  });

  it('reads the four-column TREC form, ignoring the iteration column', () => {
    expect(asObject(parseQrels('q1 0 d1 1\nq1 0 d3 -1\nq2 Q0 d2 3\n', 'qrels.txt'))).toEqual({ q1: { d1: 1, d3: -1 }, q2: { d2: 3 } });
  });

  it('accepts the same judgement twice', () => {
    expect(asObject(parseQrels('q1\td1\t1\nq1\td1\t1\n', 'x.tsv'))).toEqual({ q1: { d1: 1 } });
  });

  it('reports every bad line by number in one typed error', () => {
    const text = 'q1\td1\t1\nq1\td2\nq1\td3\tyes\nq1 0 d4 1 extra\nq1\td1\t0\n';
    let error: unknown;
    try {
      parseQrels(text, 'bad.tsv');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RefgraphError);
    expect(error).toMatchObject({ code: 'RECORD_INVALID', details: { file: 'bad.tsv', lines: [2, 3, 4, 5] } });
    const message = (error as Error).message;
    expect(message).toContain('line 2: expected 3 columns (query_id, doc_id, grade) or 4 (query_id, iteration, doc_id, grade), found 2');
    expect(message).toContain("line 3: grade 'yes' is not an integer");
    expect(message).toContain('line 4: expected 3 columns');
    expect(message).toContain("line 5: query 'q1', doc 'd1' was judged 1 on line 1, now 0");
  });

  it('treats a non-numeric grade as a header only on the first line, and only when it is a word', () => {
    expect(() => parseQrels('q1\td1\t1\nquery-id\tcorpus-id\tscore\n', 'x.tsv')).toThrow(/line 2: grade 'score' is not an integer/);
    expect(() => parseQrels('q1\td1\t0.5\n', 'x.tsv')).toThrow(/line 1: grade '0.5' is not an integer/);
  });
});
