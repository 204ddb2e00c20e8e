import { CITATION_FORMAT_INFO, CITATION_FORMATS, isCitationFormat, renderCitations } from '../../../src/bibliography/citation-formats';
import { EXPORT_PAPERS as PAPERS } from '../../fixtures/export-papers';

describe('citation formats', () => {
  it('knows bibtex, ris and csl-json, and nothing else', () => {
    expect(CITATION_FORMATS).toEqual(['bibtex', 'ris', 'csl-json']);
    expect(['bibtex', 'ris', 'csl-json'].every(isCitationFormat)).toBe(true);
    expect(isCitationFormat('endnote')).toBe(false);
    expect(Object.values(CITATION_FORMAT_INFO).map((f) => f.extension)).toEqual(['bib', 'ris', 'json']);
  });

  it('gives the same papers the same keys in the same order in every format', () => {
    const keys = CITATION_FORMATS.map((format) => renderCitations(format, PAPERS).entries.map((e) => [e.paperId, e.key]));
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
  });
});
