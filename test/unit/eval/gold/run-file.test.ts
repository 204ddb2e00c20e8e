import { parseTrecRun } from '../../../../src/eval/gold/run-file';

describe('TREC run files', () => {
  it('orders each query by score, equal scores by the file’s rank', () => {
    const text = ['q1 Q0 b 2 1.5 tag', 'q1 Q0 a 1 2.0 tag', 'q1 Q0 c 3 1.5 tag', '', '# comment', 'q2 Q0 x 1 0.3 tag'].join('\n');
    expect(parseTrecRun(text, 'run.trec')).toEqual(
      new Map([
        ['q1', ['a', 'b', 'c']],
        ['q2', ['x']],
      ]),
    );
  });

  it('reports every bad line together: wrong columns, non-numbers, a paper listed twice', () => {
    const text = ['q1 Q0 a 1 2.0', 'q1 Q0 b one 2.0 tag', 'q1 Q0 c 3 high tag', 'q1 Q0 d 4 1 tag', 'q1 Q0 d 5 0.5 tag'].join('\n');
    expect(() => parseTrecRun(text, 'run.trec')).toThrow(/run\.trec: 4 bad lines:\n {2}line 1: expected 6 columns.*\n {2}line 2: rank 'one'.*\n {2}line 3: .*score 'high'.*\n {2}line 5: query 'q1' lists 'd' again \(first on line 4\)/);
  });
});
