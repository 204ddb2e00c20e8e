/**
 * Acceptance: what renderCslJson writes is read by citation-js (@citation-js/core, whose CSL
 * input validates and normalises items as citeproc processors expect them) as the same items, and
 * its fields hold the values of the papers: non-ASCII names and titles, particles, suffixes,
 * organisations, venue, year, DOI, arXiv URL, abstract and language.
 */
import { Cite } from '@citation-js/core';
import { renderCslJson } from '../../../../src/bibliography/csl/render-csl-json';
import { EXPORT_PAPERS as PAPERS } from '../../../fixtures/export-papers';

function parsed(text: string): Record<string, any>[] {
  return new Cite(text).data.map(({ _graph, ...item }: Record<string, any>) => item);
}

describe('CSL-JSON round trip through citation-js', () => {
  const file = renderCslJson(PAPERS);
  const written = JSON.parse(file.text) as Record<string, any>[];
  const items = parsed(file.text);

  it('is one JSON array of items, keyed and ordered like the other formats', () => {
    expect(file.text.endsWith(']\n')).toBe(true);
    expect(written.map((item) => item.id)).toEqual(file.entries.map((e) => e.key));
    expect(file.entries.map((e) => [e.key, e.type])).toEqual([
      // No type and no venue: CSL's generic document (a preprint, typed so, is an article).
      ['anon2021glove', 'document'],
      ['hahn1939nachweis', 'article-journal'],
      ['knudson2019c', 'paper-conference'],
      ['marquez2020economie', 'article-journal'],
      ['smith2018deepa', 'article-journal'],
      ['smith2018deepb', 'paper-conference'],
    ]);
  });

  it('reads back every item with every field unchanged', () => {
    expect(items).toEqual(written);
  });

  it('holds the values of the papers', () => {
    expect(items.find((i) => i.id === 'marquez2020economie')).toEqual({
      id: 'marquez2020economie',
      type: 'article-journal',
      title: 'Économie bleue & pêche: 50% des stocks_surexploités {selon} la FAO',
      author: [
        { family: 'Márquez', given: 'José García' },
        { family: 'Ørsted-Łukasiewicz', given: 'Zoë' },
        { family: 'Maaten', 'non-dropping-particle': 'van der', given: 'Laurens' },
        { family: 'Ramón y Cajal', given: 'Santiago' },
      ],
      'container-title': 'Revista Española de Economía',
      issued: { 'date-parts': [[2020]] },
      DOI: '10.1000/eco_bleue-2020',
      abstract: 'Les stocks halieutiques de la Méditerranée — un bilan.',
      language: 'fr',
    });
    expect(items.find((i) => i.id === 'knudson2019c')).toMatchObject({
      author: [{ family: 'Knudson', given: 'Alfred G.', suffix: 'Jr.' }, { literal: 'ENCODE Project Consortium' }],
      'container-title': 'Proc. A & B Conference',
      URL: 'https://arxiv.org/abs/1906.00001',
    });
    expect(items.find((i) => i.id === 'anon2021glove')).toEqual({ id: 'anon2021glove', type: 'document', title: 'The GloVe vectors revisited', issued: { 'date-parts': [[2021]] } });
  });

  it('writes the same file whatever order the papers come in', () => {
    expect(renderCslJson([...PAPERS].reverse()).text).toBe(file.text);
  });
});
