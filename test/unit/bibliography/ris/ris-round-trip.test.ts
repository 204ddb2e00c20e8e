/**
 * Acceptance: what renderRis writes is read back by citation-js's RIS parser
 * (@citation-js/plugin-ris, a maintained implementation of the RIS specification) with every tag
 * we write giving back the same value: type, key, authors (non-ASCII, particles, suffixes,
 * organisations), title, venue, year, DOI, URL, abstract and language.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { cslItem } from '../../../../src/bibliography/csl/render-csl-json';
import { renderRis } from '../../../../src/bibliography/ris/render-ris';
import { EXPORT_PAPERS as PAPERS } from '../../../fixtures/export-papers';

/** citation-js's CSL type for each RIS type we write (its mapping of the RIS spec). */
const CSL_TYPE_OF_RIS: Record<string, string> = { JOUR: 'article-journal', CPAPER: 'paper-conference', RPRT: 'report', BOOK: 'book', GEN: 'document' };

function parsed(text: string): Record<string, any>[] {
  return new Cite(text, { forceType: '@ris/file' }).data.map(({ _graph, ...item }: Record<string, any>) => item);
}

describe('RIS round trip through @citation-js/plugin-ris', () => {
  const file = renderRis(PAPERS);
  const items = parsed(file.text);

  it('writes one record per paper, keys as IDs, in key order, CRLF lines', () => {
    expect(items.map((item) => item.id)).toEqual(file.entries.map((e) => e.key));
    expect(file.entries.map((e) => e.key)).toEqual([...file.entries.map((e) => e.key)].sort());
    expect(file.text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(file.text.startsWith('TY  - GEN\r\nID  - anon2021glove\r\nTI  - The GloVe vectors revisited\r\nPY  - 2021\r\nER  - \r\n\r\n')).toBe(true);
    expect(file.text).toMatch(/\r\n\r\nTY {2}- JOUR\r\nID {2}- hahn1939nachweis\r\nAU {2}- Hahn, Otto\r\nAU {2}- Straßmann, Fritz\r\nTI {2}- Über den Nachweis/);
  });

  it('gives back every field we write, with the value we wrote', () => {
    for (const entry of file.entries) {
      const paper = PAPERS.find((p) => p.id === entry.paperId)!;
      // The value every field should have: ours, as the CSL item of the same paper.
      const { type, ...expected } = cslItem(paper, entry.key);
      const { type: readType, ...item } = items.find((i) => i.id === entry.key)!;
      expect(readType).toBe(CSL_TYPE_OF_RIS[entry.type]);
      // RIS gives a conference's name (T2 of CPAPER) as the event's title; CSL-JSON as the container's.
      if (type === 'paper-conference') {
        expect(item['event-title']).toBe(expected['container-title']);
        delete expected['container-title'];
        delete item['event-title'];
      }
      // RIS has no particle of its own: "van der Maaten, Laurens" reads back with the particle in the family name.
      const joined = (expected.author ?? []).map((name) =>
        'non-dropping-particle' in name ? { family: `${name['non-dropping-particle']} ${name.family}`, ...(name.given ? { given: name.given } : {}) } : name,
      );
      expect(item).toEqual({ ...expected, ...(expected.author ? { author: joined } : {}) });
    }
  });

  it('keeps non-ASCII names and titles, particles, suffixes and organisations', () => {
    const garcia = items.find((i) => i.id === 'marquez2020economie')!;
    expect(garcia.title).toBe('Économie bleue & pêche: 50% des stocks_surexploités {selon} la FAO');
    expect(garcia.author).toEqual([
      { family: 'Márquez', given: 'José García' },
      { family: 'Ørsted-Łukasiewicz', given: 'Zoë' },
      { family: 'van der Maaten', given: 'Laurens' },
      { family: 'Ramón y Cajal', given: 'Santiago' },
    ]);
    expect(garcia.abstract).toBe('Les stocks halieutiques de la Méditerranée — un bilan.');
    expect(items.find((i) => i.id === 'knudson2019c')!.author).toEqual([{ family: 'Knudson', given: 'Alfred G.', suffix: 'Jr.' }, { literal: 'ENCODE Project Consortium' }]);
  });

  it('writes the same file whatever order the papers come in', () => {
    expect(renderRis([...PAPERS].reverse()).text).toBe(file.text);
    expect(file.entries.map((e) => [e.paperId, e.type])).toEqual([
      ['anonymous', 'GEN'],
      ['hahn-1939', 'JOUR'],
      ['hash-b', 'CPAPER'],
      ['garcia-ano', 'JOUR'],
      ['p-smith-1', 'JOUR'],
      ['p-smith-2', 'CPAPER'],
    ]);
  });
});
