import { bareDoi, storedForms } from '../../../src/ingest/identifiers';

describe('identifiers as users paste them', () => {
  it('reduce a DOI to its bare lower-cased form, with or without a resolver prefix', () => {
    for (const pasted of ['10.18653/V1/N19-1423', ' doi:10.18653/v1/n19-1423', 'https://doi.org/10.18653/v1/N19-1423', 'http://dx.doi.org/10.18653/v1/n19-1423']) {
      expect(bareDoi(pasted)).toBe('10.18653/v1/n19-1423');
    }
    expect(bareDoi('N19-1423')).toBeNull();
    expect(storedForms('DOI', 'not a doi')).toEqual([]);
  });

  it('match arXiv ids with or without prefix and version', () => {
    expect(storedForms('ARXIV', 'arXiv:1706.03762v5')).toEqual(['1706.03762v5', '1706.03762']);
    expect(storedForms('ARXIV', 'https://arxiv.org/abs/1706.03762')).toEqual(['1706.03762']);
    expect(storedForms('ARXIV', 'https://arxiv.org/pdf/1706.03762v2.pdf')).toEqual(['1706.03762v2', '1706.03762']);
  });

  it('match OpenAlex ids bare or as the URLs OpenAlex stores', () => {
    expect(storedForms('OPENALEX', 'w2741809807')).toEqual(['W2741809807', 'https://openalex.org/W2741809807']);
    expect(storedForms('OPENALEX', 'https://openalex.org/W2741809807')).toEqual(['W2741809807', 'https://openalex.org/W2741809807']);
    expect(storedForms('OPENALEX', 'Attention is all you need')).toEqual([]);
  });

  it('match ACL Anthology ids in both styles', () => {
    expect(storedForms('ACL', 'n19-1423')).toEqual(['n19-1423', 'N19-1423']);
    expect(storedForms('ACL', 'https://aclanthology.org/2020.acl-main.1.pdf')).toEqual(['2020.acl-main.1']);
    expect(storedForms('ACL', '  ')).toEqual([]);
  });
});
