/**
 * A user's library in (issue #48): BibTeX, RIS, CSL-JSON and Crossref read into validated paper
 * records; a malformed entry is a typed error naming its line and key, and the entries around
 * it are still read.
 */
import { readRecord } from '../../../src/ingest/formats';
import { readSourceText } from '../../../src/ingest/files/read-source';
import type { IngestFormat } from '../../../src/ingest';

function read(format: IngestFormat, text: string) {
  return readSourceText(format, text).map((item) => ('error' in item ? { error: item.error } : readRecord(format, item.value, item.line)));
}

const BIBTEX = `% a Zotero export
@article{shannon1948,
  author = {Shannon, Claude E.},
  title = {A Mathematical Theory of Communication},
  journal = {Bell System Technical Journal},
  volume = {27}, number = {3}, pages = {379--423}, year = {1948},
  doi = {10.1002/j.1538-7305.1948.tb01338.x}
}

@book{broken,
  title = {An entry with no closing brace
}

@misc{kingma2014adam,
  author = {Kingma, Diederik P. and Ba, Jimmy},
  title = {Adam: A Method for Stochastic Optimization},
  year = {2014}, eprint = {1412.6980}, archiveprefix = {arXiv}
}
`;

describe('BibTeX files', () => {
  it('reads each entry into a record, and a malformed one as an error naming its line and key', () => {
    const results = read('bibtex', BIBTEX);
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      ok: true,
      record: { id: 'shannon1948', type: 'journal-article', venue: 'Bell System Technical Journal', volume: '27', issue: '3', pages: '379-423', year: 1948, authorDetails: [{ name: { family: 'Shannon', given: 'Claude E.' } }] },
    });
    expect(results[1]).toMatchObject({ error: { line: 10, recordId: 'broken', field: '(entry)', code: 'INVALID_VALUE' } });
    expect((results[1] as { error: { message: string } }).error.message).toMatch(/^BibTeX entry 'broken' cannot be read/);
    expect(results[2]).toMatchObject({ ok: true, record: { id: 'kingma2014adam', type: 'preprint', externalIds: { arxiv: '1412.6980' }, authors: ['Diederik P. Kingma', 'Jimmy Ba'] } });
  });

  it('names the line of the entry a validation error is in', () => {
    const [result] = read('bibtex', '\n\n@article{noyear,\n  title = {No year}\n}\n');
    expect(result).toMatchObject({ ok: false, errors: [{ line: 3, recordId: 'noyear', field: 'year', code: 'MISSING_FIELD' }] });
  });
});

describe('RIS files', () => {
  const RIS = [
    'TY  - CHAP', 'ID  - rumelhart1986', 'AU  - Rumelhart, David E.', 'AU  - Hinton, Geoffrey E.', 'TI  - Learning Internal Representations by Error Propagation',
    'T2  - Parallel Distributed Processing', 'VL  - 1', 'SP  - 318', 'EP  - 362', 'PB  - MIT Press', 'PY  - 1986', 'ER  - ', '',
    'TY  - JOUR', 'TI  - A record without a year', 'ER  - ', '',
  ].join('\r\n');

  it('reads each record with its first line; a record that fails validation names its line', () => {
    const results = read('ris', RIS);
    expect(results[0]).toMatchObject({ ok: true, record: { id: 'rumelhart1986', type: 'chapter', venue: 'Parallel Distributed Processing', volume: '1', pages: '318-362', publisher: 'MIT Press' } });
    expect(results[1]).toMatchObject({ ok: false, errors: expect.arrayContaining([expect.objectContaining({ line: 14 })]) });
  });
});

describe('CSL-JSON and Crossref', () => {
  it('reads a CSL-JSON list (a Zotero export), with particles and literals', () => {
    const text = JSON.stringify([
      { id: 'maaten2008', type: 'article-journal', title: 'Visualizing Data using t-SNE', author: [{ family: 'Maaten', given: 'Laurens', 'non-dropping-particle': 'van der' }, { literal: 'ENCODE Project Consortium' }], 'container-title': 'Journal of Machine Learning Research', volume: 9, issue: '86', page: '2579–2605', issued: { 'date-parts': [[2008]] } },
      { id: 'no-title', type: 'article', issued: { 'date-parts': [[2020]] } },
    ]);
    const [first, second] = read('csl-json', text);
    expect(first).toMatchObject({ ok: true, record: { id: 'maaten2008', volume: '9', issue: '86', pages: '2579-2605', authors: ['Laurens van der Maaten', 'ENCODE Project Consortium'] } });
    expect(second).toMatchObject({ ok: false, errors: [{ line: 2, recordId: 'no-title', field: 'title', code: 'MISSING_FIELD' }] });
  });

  it('reads a Crossref API response: DOI as id, type, container, pages, ISSN, ORCID and affiliations', () => {
    const response = {
      status: 'ok',
      message: {
        items: [
          {
            DOI: '10.1038/nature14539', type: 'journal-article', title: ['Deep learning'], 'container-title': ['Nature'], volume: '521', issue: '7553', page: '436-444',
            publisher: 'Springer Science and Business Media LLC', ISSN: ['0028-0836', '1476-4687'], URL: 'https://doi.org/10.1038/nature14539',
            issued: { 'date-parts': [[2015, 5, 27]] },
            author: [{ given: 'Yann', family: 'LeCun', sequence: 'first', affiliation: [{ name: 'Facebook AI Research' }] }, { given: 'Yoshua', family: 'Bengio', ORCID: 'http://orcid.org/0000-0002-9322-3515', affiliation: [] }],
          },
        ],
      },
    };
    const [result] = read('crossref', JSON.stringify(response));
    expect(result).toMatchObject({
      ok: true,
      record: {
        id: '10.1038/nature14539', doi: '10.1038/nature14539', type: 'journal-article', venue: 'Nature', volume: '521', issue: '7553', pages: '436-444', year: 2015,
        issn: ['0028-0836', '1476-4687'], url: null, authorOrcids: { 'Yoshua Bengio': '0000-0002-9322-3515' },
        authorDetails: [{ name: { given: 'Yann', family: 'LeCun' }, affiliations: ['Facebook AI Research'] }, { name: { given: 'Yoshua', family: 'Bengio' }, orcid: '0000-0002-9322-3515' }],
      },
    });
  });
});

describe('bad input in a library file: a typed error naming the entry and line, the rest still read', () => {
  it('BibTeX: an unclosed entry between two good ones, and an entry without a key', () => {
    const text = '@article{good1, title = {One}, year = {2001}}\n\n@article{bad,\n  title = {Unclosed\n\n@article{good2, title = {Two}, year = {2002}}\n';
    const results = read('bibtex', text);
    expect(results.filter((r) => 'ok' in r && r.ok).map((r) => (r as { record: { id: string } }).record.id)).toEqual(['good1', 'good2']);
    expect(results.find((r) => 'error' in r)).toMatchObject({ error: { line: 3, recordId: 'bad', field: '(entry)', code: 'INVALID_VALUE' } });
  });

  it('RIS: a record without a title or year between two good ones names its TY line', () => {
    const good = (title: string, year: number) => ['TY  - JOUR', `TI  - ${title}`, 'AU  - Doe, Jane', `PY  - ${year}`, 'ER  - ', ''];
    const text = [...good('One', 2001), 'TY  - JOUR', 'AU  - Nobody, A.', 'ER  - ', '', ...good('Two', 2002)].join('\n');
    const results = read('ris', text);
    expect(results.map((r) => ('ok' in r ? r.ok : 'error'))).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({ ok: false, errors: expect.arrayContaining([expect.objectContaining({ line: 7, field: 'title', code: 'MISSING_FIELD' })]) });
  });

  it('CSL-JSON: an item that is not an object is refused at its position; a file that is not JSON names the line where it breaks', () => {
    const results = read('csl-json', JSON.stringify([{ id: 'a', type: 'book', title: 'One', issued: { 'date-parts': [[2001]] } }, 'not an item', 42]));
    expect(results[0]).toMatchObject({ ok: true });
    expect(results.slice(1)).toEqual([
      { ok: false, errors: [expect.objectContaining({ line: 2, field: '(record)', code: 'INVALID_VALUE', message: 'a CSL-JSON item must be a JSON object' })] },
      { ok: false, errors: [expect.objectContaining({ line: 3, field: '(record)', code: 'INVALID_VALUE' })] },
    ]);
    const [broken] = read('csl-json', '[\n  {"id": "a", "title": "One"},\n  {"id": "b" "title": "Two"}\n]');
    expect(broken).toMatchObject({ error: { line: 3, field: '(json)', code: 'INVALID_JSON', message: expect.stringMatching(/^not JSON at line 3: .*no item of the file is read$/) } });
  });

  it('Crossref: a work that is not an object is refused at its position, the others read', () => {
    const results = read('crossref', JSON.stringify({ message: { items: [{ DOI: '10.1000/a', title: ['A'], issued: { 'date-parts': [[2001]] } }, null, { DOI: '10.1000/b', title: ['B'], issued: { 'date-parts': [[2002]] } }] } }));
    expect(results.map((r) => ('ok' in r ? r.ok : 'error'))).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({ ok: false, errors: [expect.objectContaining({ line: 2, code: 'INVALID_VALUE' })] });
  });
});
