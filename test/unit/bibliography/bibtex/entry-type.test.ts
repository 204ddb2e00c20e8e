import { entryKind } from '../../../../src/bibliography/bibtex/entry-type';

describe('entry type from the venue', () => {
  it.each([
    ['NeurIPS', 'inproceedings', 'booktitle'],
    ['NeurIPS Datasets and Benchmarks', 'inproceedings', 'booktitle'],
    ['BlackboxNLP Workshop at EMNLP', 'inproceedings', 'booktitle'],
    ['USENIX ATC', 'inproceedings', 'booktitle'],
    ['Proceedings of the 2019 Conference on Empirical Methods', 'inproceedings', 'booktitle'],
    ['Transactions of the ACL', 'article', 'journal'],
    ['Nature', 'article', 'journal'],
    ['Proceedings of the IEEE', 'article', 'journal'],
    ['Phys. Rev. Lett.', 'article', 'journal'],
    ['arXiv', 'article', 'journal'],
    ['Stanford InfoLab Technical Report', 'techreport', 'institution'],
    ['Cambridge University Press', 'book', 'publisher'],
  ])('%s → @%s (%s)', (venue, type, venueField) => {
    expect(entryKind(venue)).toEqual({ type, venueField });
  });

  it('a paper without a venue is @misc', () => {
    expect(entryKind(null)).toEqual({ type: 'misc', venueField: null });
    expect(entryKind('  ')).toEqual({ type: 'misc', venueField: null });
  });
});
