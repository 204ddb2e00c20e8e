import { htmlReport } from '../../../../src/eval/report/html-report';
import { fieldBreakdown } from '../../../../src/eval/report/field-breakdown';
import { reportRun } from './report-runs';
import { wellFormedTags } from './well-formed';

describe('the HTML report', () => {
  const runs = [reportRun('bm25', { 'AP@100': 0.5, 'R@10': 0.25 }), reportRun('most-cited', { 'AP@100': 0.1, 'R@10': 0.05 }, [0.2, 0])];
  const html = htmlReport({ generatedAt: new Date('2026-02-03T04:05:06Z'), command: 'refgraph eval --systems bm25,most-cited', runs });

  it('is one self-contained, well-formed page: no script, nothing fetched', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(wellFormedTags(html, true)).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=|url\(|@import/i);
    expect(html.match(/https?:\/\/[^"]*/g)).toEqual(expect.arrayContaining(['http://www.w3.org/2000/svg']));
    expect(new Set(html.match(/https?:\/\/[^" ]*/g))).toEqual(new Set(['http://www.w3.org/2000/svg']));
  });

  it('shows the command, the table with intervals, both charts, the fields and the systems, escaped', () => {
    expect(html).toContain('refgraph eval --systems bm25,most-cited');
    expect(html).toContain('2026-02-03T04:05:06.000Z');
    expect(html).toContain('train &lt; 2019 ≤ validation &lt; 2021 ≤ test');
    expect(html).toContain('<td class="n">0.5000<br><span class="ci">0.0000–1.0000</span></td>');
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('>R@k<');
    expect(html).toContain('Oncology &amp; &lt;Cancer&gt;');
    expect(html).toContain('the &lt;bm25&gt; system');
    expect(html).toContain('bm25Candidates=1000 recentYears=3');
    expect(html).toContain('5 with gold sets → 3 in the split → 1 skipped');
  });

  it('breaks measures down by field, biggest fields first', () => {
    expect(fieldBreakdown(runs, 'AP@100')).toEqual([
      { field: 'Information Retrieval', queries: 1, means: [1, 0.2] },
      { field: 'Oncology & <Cancer>', queries: 1, means: [0, 0] },
    ]);
  });

  it('shows what each fold chose when the runs were cross-validated', () => {
    const fitted = reportRun('hybrid-weighted', { 'AP@100': 0.3 });
    const cv = { folds: 2, seed: 1, bm25PerFold: [{ k1: 1.5, b: 0.75 }, { k1: 2.5, b: 0.5 }], weightsPerFold: [{ bm25: 0.4123456, dense: 1 }, { bm25: 1, dense: 0 }], bags: 20 };
    const served = reportRun('bm25', { 'AP@100': 0.2 });
    const crossValidated = htmlReport({
      generatedAt: new Date('2026-02-03T04:05:06Z'),
      command: 'refgraph eval --folds 2',
      runs: [{ ...fitted, config: { ...fitted.config, cv } }, { ...served, config: { ...served.config, cv: { folds: 2, seed: 1, bm25PerFold: cv.bm25PerFold } } }],
    });
    expect(crossValidated).toContain('<th>BM25 per fold</th>');
    expect(crossValidated).toContain('<code class="fold">1: bm25=0.412 dense=1</code><br><code class="fold">2: bm25=1</code>');
    expect(crossValidated).toContain("each fold's weights averaged over 20 bootstrap resamples of its training queries");
    expect(crossValidated).toContain('<code class="fold">1: k1=1.5 b=0.75</code><br><code class="fold">2: k1=2.5 b=0.5</code>');
    expect(crossValidated).toContain('<code>bm25=1</code>');
    expect(wellFormedTags(crossValidated, true)).toBe(true);
    expect(html).not.toContain('BM25 per fold');
    expect(crossValidated).not.toContain('query sets evaluated together');
  });

  it('names the query set and the sets whose training queries fitted the weights', () => {
    const run = reportRun('full', { 'AP@100': 0.3 });
    const cv = { folds: 2, seed: 1, bm25PerFold: [{ k1: 1.2, b: 0.75 }, { k1: 1.2, b: 0.75 }], weightsPerFold: [{ bm25: 1 }, { bm25: 1 }], weightsFittedOn: ['global', 'local'] };
    const html = htmlReport({ generatedAt: new Date('2026-02-03T04:05:06Z'), command: 'refgraph eval', runs: [{ ...run, config: { ...run.config, querySet: 'local', cv } }] });
    expect(html).toContain('<p>Query set <b>local</b>.</p>');
    expect(html).toContain('weights fitted on the training queries of the query sets evaluated together: global, local');
    expect(wellFormedTags(html, true)).toBe(true);
  });
});
