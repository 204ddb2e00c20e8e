import { aclBibtexFile, aclKeyStem } from '../../../src/bench/acl-bibtex';
import { readRecord, readSourceText } from '../../../src/ingest';

const RUSH = { id: 'D10-1001', title: 'On Dual Decomposition and Linear Programming Relaxations for Natural Language Processing', year: 2010, authors: ['Alexander M. Rush', 'David Sontag', 'Michael John Collins', 'Tommi Jaakkola'], venue: 'EMNLP' };

describe('papers as the ACL Anthology writes BibTeX', () => {
  it('keys them family-etal-year-word, as the Anthology does', () => {
    expect(aclKeyStem(RUSH)).toBe('rush-etal-2010-dual');
    expect(aclKeyStem({ ...RUSH, authors: ['Gertjan van Noord', 'Dale Gerdemann'], title: 'The BLEU Metric' })).toBe('noord-gerdemann-2010-bleu');
  });

  it('writes an entry the importer reads back to the same paper, keys made unique', () => {
    const { text, keys } = aclBibtexFile([RUSH, { ...RUSH, id: 'D10-1002', title: 'On Dual Decomposition for {BLEU} "scores"', authors: ['Gertjan van Noord'], venue: 'Computational Linguistics' }, RUSH]);
    expect(keys).toEqual(['rush-etal-2010-dual', 'noord-2010-dual', 'rush-etal-2010-dual-1']);
    expect(text).toContain('    author = "Rush, Alexander M.  and\n      Sontag, David  and');
    const records = readSourceText('bibtex', text).map((item) => ('error' in item ? item : readRecord('bibtex', item.value, item.line)));
    expect(records[0]).toMatchObject({ ok: true, record: { id: 'rush-etal-2010-dual', title: RUSH.title, year: 2010, venue: 'Proceedings of EMNLP', url: 'https://aclanthology.org/D10-1001', type: 'conference-paper' } });
    expect(aclBibtexFile([{ ...RUSH, title: 'PKU_HIT: 100% R&D' }]).text).toContain('title = "{PKU\\_HIT:} 100\\% {R\\&D}",');
    expect(records[1]).toMatchObject({ ok: true, record: { venue: 'Computational Linguistics', type: 'journal-article', authorDetails: [{ name: { family: 'Noord', particle: 'van', given: 'Gertjan' } }] } });
  });
});
