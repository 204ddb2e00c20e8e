import { authorEvidence, measureMerges } from '../../../src/authors/merge-evaluation';

const PAPERS = [
  { authors: ['Quoc Le', 'Andrew M. Dai'], venue: 'ICML' },
  { authors: ['Quoc V. Le', 'Andrew M. Dai'], venue: 'NeurIPS' },
  { authors: ['David Cox', 'Feng Zhang'], venue: 'Science' },
  { authors: ['David R. Cox'], venue: 'Biometrika', orcids: { 'David R. Cox': '0000-0001-0000-0001' } },
  { authors: ['Steve Young', 'Phil Woodland'], venue: 'HLT' },
  { authors: ['S. J. Young', 'Julian Odell'], venue: 'HLT' },
];

describe('merge rule measured on labelled pairs', () => {
  it('gathers co-authors, venues and ORCIDs per name variant', () => {
    const evidence = authorEvidence(PAPERS);
    expect(evidence.get('Quoc Le')).toEqual({ name: 'Quoc Le', orcid: null, coAuthors: ['Andrew M. Dai'], venues: ['ICML'] });
    expect(evidence.get('David R. Cox')!.orcid).toBe('0000-0001-0000-0001');
    expect(evidence.get('Andrew M. Dai')!.coAuthors).toEqual(['Quoc Le', 'Quoc V. Le']);
  });

  it('counts merges against the labels: precision, recall, and pairs it cannot judge', () => {
    const pairs = [
      { a: 'Quoc Le', b: 'Quoc V. Le', same: true },
      { a: 'David Cox', b: 'David R. Cox', same: false },
      { a: 'Steve Young', b: 'S. J. Young', same: true },
      { a: 'Nobody Here', b: 'N. Here', same: true },
    ];
    const result = measureMerges(pairs, authorEvidence(PAPERS));
    expect(result).toMatchObject({ evaluated: 3, truePositives: 1, falsePositives: 0, falseNegatives: 1, trueNegatives: 1, precision: 1, recall: 0.5 });
    expect(result.skipped).toEqual([pairs[3]]);
    expect(result.outcomes.find((o) => o.a === 'Steve Young')).toMatchObject({ merged: false, reason: 'no-evidence' });
  });

  it('gives no precision when nothing is merged', () => {
    expect(measureMerges([{ a: 'David Cox', b: 'David R. Cox', same: false }], authorEvidence(PAPERS)).precision).toBeNull();
  });
});
