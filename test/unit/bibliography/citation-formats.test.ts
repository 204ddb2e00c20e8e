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

  it('keeps the order given when asked (a paper named twice at its first place), with the same keys as sorted', () => {
    const given = [...PAPERS].reverse();
    const twice = [...given, given[0]!];
    for (const format of CITATION_FORMATS) {
      const sorted = renderCitations(format, PAPERS).entries;
      const kept = renderCitations(format, twice, 'given').entries;
      expect(kept.map((e) => e.paperId)).toEqual(given.map((p) => p.id));
      expect(new Map(kept.map((e) => [e.paperId, e.key]))).toEqual(new Map(sorted.map((e) => [e.paperId, e.key])));
      expect(kept.map((e) => e.key)).not.toEqual(sorted.map((e) => e.key));
    }
    expect(renderCitations('ris', given, 'given').text.indexOf(`ID  - ${renderCitations('ris', given, 'given').entries[1]!.key}`)).toBeGreaterThan(
      renderCitations('ris', given, 'given').text.indexOf(`ID  - ${renderCitations('ris', given, 'given').entries[0]!.key}`),
    );
  });
});
