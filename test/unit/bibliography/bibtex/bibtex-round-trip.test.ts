/**
 * Acceptance: what renderBibtex writes is read back by a real BibTeX parser
 * (@retorquere/bibtex-parser, the parser of Zotero's Better BibTeX) with every field intact
 * and no key twice, for papers with accents, ampersands, braces, underscores and LaTeX's other
 * special characters, and for papers that would get the same key.
 */
import { parse } from '@retorquere/bibtex-parser';
import { renderBibtex } from '../../../../src/bibliography/bibtex/render-bibtex';
import type { ExportPaper } from '../../../../src/bibliography/export-paper';
import { EXPORT_PAPERS as PAPERS } from '../../../fixtures/export-papers';
import { nameFromBibtexCreator } from '../../../../src/ingest/files/bibtex-entries';

/** Expected field values per paper id, as the parser gives them back (LaTeX turned into Unicode). */
const VENUE_FIELD: Record<string, string> = { 'garcia-ano': 'journal', 'hash-b': 'booktitle', 'p-smith-2': 'booktitle', 'p-smith-1': 'journal', 'hahn-1939': 'journal' };

function parsed() {
  const bibliography = renderBibtex(PAPERS);
  const result = parse(bibliography.text, { sentenceCase: false, caseProtection: false });
  return { bibliography, result };
}

describe('BibTeX round trip through @retorquere/bibtex-parser', () => {
  it('parses without errors, one entry per paper, keys unique', () => {
    const { bibliography, result } = parsed();
    expect(result.errors).toEqual([]);
    expect(result.entries).toHaveLength(PAPERS.length);
    const keys = result.entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(bibliography.entries.map((e) => e.key));
  });

  it('keeps title, authors, year, DOI and venue of every paper', () => {
    const { bibliography, result } = parsed();
    for (const paper of PAPERS) {
      const key = bibliography.entries.find((e) => e.paperId === paper.id)!.key;
      const entry = result.entries.find((e) => e.key === key)!;
      expect(entry.fields.title).toEqual([paper.title]);
      expect(entry.fields.year).toEqual([String(paper.year)]);
      if (paper.doi === null) expect(entry.fields.doi).toBeUndefined();
      else expect(entry.fields.doi).toEqual([paper.doi]);
      const venueField = VENUE_FIELD[paper.id];
      if (venueField === undefined) expect(entry.type).toBe('misc');
      else expect(entry.fields[venueField]).toEqual([paper.venue]);
      expect((entry.creators.author ?? []).map(nameFromBibtexCreator)).toEqual(paper.authors);
    }
  });

  it('splits names as BibTeX does: particles, suffixes, organisations kept whole', () => {
    const { result } = parsed();
    const creators = result.entries.flatMap((e) => e.creators.author ?? []);
    expect(creators).toContainEqual({ firstName: 'Laurens', prefix: 'van der', lastName: 'Maaten' });
    expect(creators).toContainEqual({ firstName: 'Alfred G.', lastName: 'Knudson', suffix: 'Jr.' });
    // A braced name is one token to BibTeX: all surname, never split into first and last names.
    expect(creators).toContainEqual({ lastName: 'ENCODE Project Consortium' });
    expect(creators).toContainEqual({ firstName: 'Zoë', lastName: 'Ørsted-Łukasiewicz' });
    expect(creators).toContainEqual({ firstName: 'Santiago', lastName: 'Ramón y Cajal' });
  });

  it('gives colliding papers a and b by paper id, and the same keys in any order', () => {
    const keysOf = (papers: ExportPaper[]) => Object.fromEntries(renderBibtex(papers).entries.map((e) => [e.paperId, e.key]));
    const keys = keysOf(PAPERS);
    expect(keys['p-smith-1']).toBe('smith2018deepa');
    expect(keys['p-smith-2']).toBe('smith2018deepb');
    // BibTeX reads "José García Márquez" as first names José García, surname Márquez.
    expect(keys['garcia-ano']).toBe('marquez2020economie');
    expect(keys['hash-b']).toBe('knudson2019c');
    expect(keys.anonymous).toBe('anon2021glove');
    expect(keys['hahn-1939']).toBe('hahn1939nachweis');
    expect(keysOf([...PAPERS].reverse())).toEqual(keys);
    expect(renderBibtex([...PAPERS].reverse()).text).toBe(renderBibtex(PAPERS).text);
  });

  it('protects the capitals a sentence-casing style must keep', () => {
    const result = parse(renderBibtex(PAPERS).text, { sentenceCase: false, caseProtection: 'strict' });
    const title = (key: string) => result.entries.find((e) => e.key === key)!.fields.title![0];
    expect(title('anon2021glove')).toBe('The <span class="nocase">GloVe</span> vectors revisited');
    // Sentence case: a capitalised word inside the title is a proper noun.
    expect(title('smith2018deepa')).toBe('Deep nets for the <span class="nocase">Amazon</span> river');
    // Title Case: only words with inner capitals.
    expect(title('smith2018deepb')).toBe('Deep Learning for Fish');
  });
});
