/**
 * Acceptance (issue #48): our CSL-JSON renders in APA like a reference manager's, through
 * citeproc-js (citation-js's @citation-js/plugin-csl): the journal article with its volume, issue
 * and pages, the conference paper with its proceedings and pages, the chapter "In"
 * its book with pages and publisher, the preprint with its URL; no "[Preprint]" on the first three.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { renderCslJson } from '../../../src/bibliography';
import { FULL_RECORDS } from '../../fixtures/full-records';

function apa(id: string): string {
  const items = (JSON.parse(renderCslJson(FULL_RECORDS).text) as { id: string }[]).filter((item) => item.id === id);
  return new Cite(items).format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }).trim();
}

describe('APA through citeproc-js', () => {
  it('renders a journal article with volume, issue and pages', () => {
    const text = apa('shannon1948mathematical');
    expect(text).toBe('Shannon, C. E. (1948). A Mathematical Theory of Communication. Bell System Technical Journal, 27(3), 379–423. https://doi.org/10.1002/j.1538-7305.1948.tb01338.x');
  });

  it('renders a conference paper with its proceedings and pages (APA 7 gives proceedings without editors as a periodical)', () => {
    const text = apa('devlin2019bert');
    expect(text).toBe(
      'Devlin, J., Chang, M.-W., Lee, K., & Toutanova, K. (2019). BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding. Proceedings of the 2019 Conference of the North American Chapter of the Association for Computational Linguistics: Human Language Technologies, 4171–4186. https://doi.org/10.18653/v1/N19-1423',
    );
    expect(text).not.toContain('[Preprint]');
  });

  it('renders a chapter in its book, with volume, pages and publisher', () => {
    const text = apa('rumelhart1986learning');
    expect(text).toMatch(/In Parallel Distributed Processing: Explorations in the Microstructure of Cognition \(Vol\. 1, pp\. 318–362\)\. MIT Press\./);
    expect(text).not.toContain('[Preprint]');
  });

  it('renders a preprint with its URL', () => {
    const text = apa('kingma2014adam');
    expect(text).toContain('Kingma, D. P., & Ba, J. (2014). Adam: A Method for Stochastic Optimization.');
    expect(text).toContain('https://arxiv.org/abs/1412.6980');
  });
});
