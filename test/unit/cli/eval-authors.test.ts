import { readFileSync } from 'node:fs';
import { authorEvidence, measureMerges } from '../../../src/authors';
import { mergeReport, parseAuthorPairs } from '../../../src/cli/commands/eval-authors';
import { repoPath } from '../../../src/common/repo-path';
import { authorDisplayNames } from '../../../src/ingest';

describe('refgraph eval authors', () => {
  it('reads labelled pairs, naming the line of a bad one', () => {
    expect(parseAuthorPairs('# pairs\n{"a": "Quoc Le", "b": "Quoc V. Le", "same": true, "note": "x"}\n\n', 'p.jsonl')).toEqual([{ a: 'Quoc Le', b: 'Quoc V. Le', same: true }]);
    expect(() => parseAuthorPairs('{"a": "Quoc Le", "b": "Quoc V. Le"}', 'p.jsonl')).toThrow('p.jsonl:1: needs "a" and "b" (names) and "same" (true or false)');
    expect(() => parseAuthorPairs('\n{oops', 'p.jsonl')).toThrow('p.jsonl:2: not JSON');
  });

  it('keeps precision at 1 on the seed corpus part of the labelled sample (expected numbers: review any change)', () => {
    const pairs = parseAuthorPairs(readFileSync(repoPath('seed', 'author-pairs.jsonl'), 'utf8'), 'author-pairs.jsonl');
    const papers = ['papers-computing.jsonl', 'papers-sciences.jsonl'].flatMap((file) =>
      readFileSync(repoPath('seed', file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { authors: unknown[]; venue?: string })
        // Seed authors are names, or name parts for compound surnames ({"family": "Spärck Jones", "given": "Karen"}).
        .map((paper) => ({ ...paper, authors: authorDisplayNames(paper.authors) })),
    );
    const result = measureMerges(pairs, authorEvidence(papers));
    expect(result).toMatchObject({ evaluated: 20, truePositives: 13, falsePositives: 0, falseNegatives: 5, trueNegatives: 2, precision: 1 });
    expect(mergeReport(result).split('\n').slice(0, 3)).toEqual([
      'pairs  skipped  TP  FP  FN  TN  precision  recall',
      '-----  -------  --  --  --  --  ---------  ------',
      '   20       38  13   0   5   2      1.000   0.722',
    ]);
  });
});
