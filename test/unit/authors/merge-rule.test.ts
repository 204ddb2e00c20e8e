import { AuthorEvidence, mergeDecision } from '../../../src/authors/merge-rule';

const author = (name: string, coAuthors: string[] = [], venues: string[] = [], orcid: string | null = null): AuthorEvidence => ({ name, orcid, coAuthors, venues });

describe('author merge rule', () => {
  it('merges compatible names with a shared co-author, however the co-author is spelled', () => {
    expect(mergeDecision(author('Quoc Le', ['Andrew M. Dai', 'Tomas Mikolov']), author('Quoc V. Le', ['Andrew Dai', 'Ilya Sutskever']))).toEqual({
      merge: true,
      reason: 'co-author',
      shared: ['dai a'],
    });
  });

  it('never merges on the name alone', () => {
    expect(mergeDecision(author('Geoffrey Hinton', ['Yann LeCun']), author('Geoffrey E. Hinton', ['David E. Rumelhart']))).toMatchObject({ merge: false, reason: 'no-evidence' });
  });

  it('merges on a shared venue only when both first names are written in full and agree', () => {
    expect(mergeDecision(author('Mark Granovetter', [], ['Am. J. Sociol.']), author('Mark S. Granovetter', [], ['Am. J.  Sociol.']))).toMatchObject({ merge: true, reason: 'venue' });
    expect(mergeDecision(author('J. Zhang', [], ['ACL']), author('Jian Zhang', [], ['ACL']))).toMatchObject({ merge: false, reason: 'no-evidence' });
  });

  it('does not count the two variants as each other’s co-author', () => {
    expect(mergeDecision(author('Quoc Le', ['Quoc V. Le']), author('Quoc V. Le', ['Quoc Le']))).toMatchObject({ merge: false, reason: 'no-evidence' });
  });

  it('keeps incompatible names apart whatever the evidence', () => {
    expect(mergeDecision(author('Xiao-Li Li', ['Bing Liu'], ['EMNLP']), author('Xiao Li', ['Bing Liu'], ['EMNLP']))).toMatchObject({ merge: false, reason: 'names-differ' });
    expect(mergeDecision(author('ENCODE Project Consortium', ['Ian Dunham']), author('ENCODE Project Consortium', ['Ian Dunham']))).toMatchObject({ merge: false, reason: 'names-differ' });
  });

  it('lets ORCIDs decide when both are given, in either form', () => {
    const orcid = '0000-0002-1825-0097';
    expect(mergeDecision(author('Josiah Carberry', [], [], orcid), author('J. S. Carberry', [], [], `https://orcid.org/${orcid}`))).toMatchObject({ merge: true, reason: 'orcid' });
    expect(mergeDecision(author('Quoc Le', ['Andrew Dai'], [], orcid), author('Quoc V. Le', ['Andrew Dai'], [], '0000-0001-5109-3700'))).toMatchObject({ merge: false, reason: 'orcid-differs' });
    // One ORCID only: the other evidence decides.
    expect(mergeDecision(author('Quoc Le', ['Andrew Dai'], [], orcid), author('Quoc V. Le', ['Andrew Dai']))).toMatchObject({ merge: true, reason: 'co-author' });
  });
});
