/**
 * The evaluation report: one self-contained HTML file (inline CSS and SVG, no script, nothing
 * fetched), so it opens anywhere and can be attached to a review. Pure: runs in, text out.
 */
import type { CrossValidationRecord } from '../cv/cross-validation';
import { describeBoundaries } from '../splits';
import type { EvaluationRecord } from '../run/run-record';
import { barChart } from './bar-chart';
import { fieldBreakdown } from './field-breakdown';
import { lineChart } from './line-chart';
import { escapeXml as escape } from './svg';
import { formatMean, formatMilliseconds } from '../../common/text-table';

export interface ReportInput {
  /** When the report was made (the caller's clock: this module reads none). */
  generatedAt: Date;
  /** The command that produced the runs, shown so the report says how to repeat it. */
  command: string;
  /** Runs of one batch: same queries, same split, one per system. */
  runs: readonly EvaluationRecord[];
}

const STYLE = `body{font-family:sans-serif;margin:24px auto;max-width:1000px;color:#222}
table{border-collapse:collapse;margin:8px 0 16px}th,td{padding:3px 10px;border-bottom:1px solid #ddd}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.ci{color:#777;font-size:11px}
code,pre{background:#f4f4f4;padding:2px 4px}code.fold{white-space:nowrap}pre{padding:8px;white-space:pre-wrap}h2{margin-top:32px}`;

export function htmlReport(input: ReportInput): string {
  const { runs } = input;
  const first = runs[0];
  const measures = first ? first.means.map((m) => m.measure) : [];
  const split = first?.config.split as { choice: string; validationFrom: number; testFrom: number } | undefined;
  const sections = [
    `<h1>Refgraph evaluation</h1>`,
    `<p>Generated ${escape(input.generatedAt.toISOString())} · batch <code>${escape(first?.batch ?? '-')}</code> · seed ${first?.seed ?? '-'}</p>`,
    `<pre>${escape(input.command)}</pre>`,
    split ? `<p>Split <b>${escape(split.choice)}</b>: ${escape(describeBoundaries(split))}.</p>` : '',
    first?.config.querySet === undefined ? '' : `<p>Query set <b>${escape(String(first.config.querySet))}</b>.</p>`,
    first ? queryCountsText(first.queryCounts) + `<p>Corpus: ${escape(keyValues(first.corpus))}.</p>` : '<p>No runs.</p>',
    `<h2>Results</h2>`,
    resultsTable(runs, measures),
    `<h2>Measures by system</h2>`,
    barChart({ title: 'Mean per measure', groups: measures, series: runs.map((run) => ({ name: run.system, values: measures.map((m) => run.means.find((x) => x.measure === m)?.mean ?? null) })) }),
    `<h2>Recall by depth</h2>`,
    lineChart({
      title: 'R@k',
      xLabel: 'k (log scale)',
      yLabel: 'mean recall',
      yMax: 1,
      series: runs.map((run) => ({ name: run.system, points: run.recallCurve.map((p) => ({ x: p.k, y: p.recall })) })),
    }),
    `<h2>By field of study</h2>`,
    `<p>A query is reported under its own first field of study, or else the most common first field of its relevant papers.</p>`,
    measures.map((measure, i) => fieldTable(runs, measure, i === 0)).join(''),
    `<h2>Systems</h2>`,
    systemsTable(runs),
  ];
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Refgraph evaluation</title><style>${STYLE}</style></head><body>${sections.join('\n')}</body></html>\n`;
}

function resultsTable(runs: readonly EvaluationRecord[], measures: readonly string[]): string {
  const head = `<tr><th>system</th><th class="n">queries</th>${measures.map((m) => `<th class="n">${escape(m)}</th>`).join('')}<th class="n">p50 ms</th><th class="n">p95 ms</th><th class="n">total s</th></tr>`;
  const rows = runs.map((run) => {
    const cells = measures.map((name) => {
      const m = run.means.find((x) => x.measure === name);
      const ci = m && m.low !== null && m.high !== null ? `<br><span class="ci">${formatMean(m.low)}–${formatMean(m.high)}</span>` : '';
      return `<td class="n">${formatMean(m?.mean)}${ci}</td>`;
    });
    return `<tr><td>${escape(run.system)}</td><td class="n">${run.perQuery.length}</td>${cells.join('')}<td class="n">${formatMilliseconds(run.timings.p50Ms)}</td><td class="n">${formatMilliseconds(run.timings.p95Ms)}</td><td class="n">${(run.timings.totalMs / 1000).toFixed(1)}</td></tr>`;
  });
  return `<table>${head}${rows.join('')}</table><p class="ci">Under each mean: its bootstrap 95% interval (1000 resamples of the queries, seeded).</p>`;
}

function fieldTable(runs: readonly EvaluationRecord[], measure: string, open: boolean): string {
  const rows = fieldBreakdown(runs, measure).map(
    (row) => `<tr><td>${escape(row.field)}</td><td class="n">${row.queries}</td>${row.means.map((mean) => `<td class="n">${formatMean(mean)}</td>`).join('')}</tr>`,
  );
  const head = `<tr><th>field</th><th class="n">queries</th>${runs.map((run) => `<th class="n">${escape(run.system)}</th>`).join('')}</tr>`;
  return `<details${open ? ' open' : ''}><summary>${escape(measure)}</summary><table>${head}${rows.join('')}</table></details>`;
}

function systemsTable(runs: readonly EvaluationRecord[]): string {
  const crossValidated = runs.some((run) => run.config.cv !== undefined);
  const rows = runs.map((run) => {
    const { settings, weights, fusion, system, cv, runFile } = run.config as {
      settings?: object;
      weights?: object;
      fusion?: string;
      system: { description: string };
      cv?: CrossValidationRecord;
      runFile?: { file: string; sha256: string };
    };
    // A run read from a file (--run-file) has no pipeline settings: say where it came from instead.
    if (runFile !== undefined || settings === undefined || weights === undefined) {
      const source = runFile ? `sha256 ${runFile.sha256.slice(0, 12)}…` : '';
      return `<tr><td>${escape(run.system)}</td><td>${escape(system.description)}</td><td>(run file)</td><td><code>${escape(source)}</code></td>${crossValidated ? '<td></td>' : ''}<td></td></tr>`;
    }
    const weightsCell = cv?.weightsPerFold ? perFold(cv.weightsPerFold.map((w) => keyValues(rounded(nonZero(w))))) : `<code>${escape(keyValues(nonZero(weights)))}</code>`;
    const bm25Cell = crossValidated ? `<td>${cv ? perFold(cv.bm25PerFold.map((pair) => `k1=${pair.k1} b=${pair.b}`)) : ''}</td>` : '';
    return `<tr><td>${escape(run.system)}</td><td>${escape(system.description)}</td><td>${escape(fusion ?? '')}</td><td>${weightsCell}</td>${bm25Cell}<td><code>${escape(keyValues(nonZero(settings)))}</code></td></tr>`;
  });
  const records = runs.map((run) => run.config.cv as CrossValidationRecord | undefined);
  const fittedOn = records.map((cv) => cv?.weightsFittedOn).find((sets) => sets !== undefined && sets.length > 1);
  const bags = records.map((cv) => cv?.bags).find((count) => count !== undefined && count > 0);
  const note = crossValidated
    ? '<p class="ci">Cross-validated runs: each fold\'s queries ranked with the BM25 pair and the weights chosen on the other folds (fold 1 first)' +
      (fittedOn ? `; weights fitted on the training queries of the query sets evaluated together: ${escape(fittedOn.join(', '))}, BM25 on this set's` : '') +
      (bags ? `; each fold's weights averaged over ${bags} bootstrap resamples of its training queries` : '') +
      '.</p>'
    : '';
  return `<table><tr><th>system</th><th>what it is</th><th>fusion</th><th>weights</th>${crossValidated ? '<th>BM25 per fold</th>' : ''}<th>stage sizes</th></tr>${rows.join('')}</table>${note}`;
}

function perFold(choices: readonly string[]): string {
  return choices.map((choice, fold) => `<code class="fold">${fold + 1}: ${escape(choice)}</code>`).join('<br>');
}

function keyValues(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

/** In the order the stages produce them (the stored JSON does not keep key order). */
function queryCountsText(counts: Record<string, number>): string {
  const parts = [
    `${counts.loaded} with gold sets`,
    `${counts.inSplit} in the split`,
    `${counts.skippedNoGold} skipped (no relevant paper published before the query)`,
    `${counts.evaluated} evaluated`,
  ];
  const leftOut = `Relevant papers left out of the qrels: ${counts.goldNotBefore} not older than their query, ${counts.goldNotInCorpus} not in the corpus.`;
  const files =
    counts.withoutQrels === undefined ? '' : ` From the files: ${counts.withoutQrels} queries without qrels, ${counts.qrelsWithoutQuery} qrels query ids without a query.`;
  return `<p>Queries: ${escape(parts.join(' → '))}. ${escape(leftOut)}${escape(files)}</p>`;
}

/** Fitted weights to three significant digits: bagged averages fall between grid values. */
function rounded(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? Number(value.toPrecision(3)) : value]));
}

/** Zero weights and sizes are the stages and features a system leaves out: show only the rest. */
function nonZero(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== 0));
}
