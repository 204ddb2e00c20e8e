/** What `refgraph calibrate` prints: score distributions, the chosen thresholds and how well they separate. Pure. */
import { alignedTable } from '../common/text-table';
import { distribution, Distribution, FLOOR_RECALL, GroupCalibration, LanguageLabel } from './calibration';
import type { CalibrationPair, Quality } from './calibration-quality';
import type { ScoreSummary } from './calibration-summary';

const name = (group: GroupCalibration) => group.language ?? 'all';
const number = (value: number) => value.toFixed(4);

function distributionRow(language: string, judged: string, d: Distribution | null): string[] {
  return d === null ? [language, judged, '0', '-', '-', '-', '-', '-'] : [language, judged, String(d.count), ...[d.min, d.q1, d.median, d.q3, d.max].map(number)];
}

/**
 * Median scores by query language → document language, relevant and not: e5 scores a pair
 * higher when both are in the same language, which the margin's per-language background takes
 * out. Empty when the labels do not say their query language.
 */
export function languagePairMedians(labels: readonly (Omit<LanguageLabel, 'queryLanguage'> & { queryLanguage?: string })[]): string {
  const cells = new Map<string, { relevant: number[]; not: number[] }>();
  for (const label of labels) {
    if (label.queryLanguage === undefined) continue;
    const key = `${label.queryLanguage} → ${label.language ?? '(unknown)'}`;
    const cell = cells.get(key) ?? { relevant: [], not: [] };
    (label.relevant ? cell.relevant : cell.not).push(label.score);
    cells.set(key, cell);
  }
  const median = (values: number[]) => {
    const d = distribution(values);
    return d === null ? '-' : `${number(d.median)} (${d.count})`;
  };
  const rows = [...cells.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, cell]) => [key, median(cell.relevant), median(cell.not)]);
  return rows.length === 0 ? '' : alignedTable(['query → paper', 'relevant: median (n)', 'not: median (n)'], rows, ['left', 'right', 'right']);
}

function distributions(summary: ScoreSummary): string {
  const { modelWide, languages } = summary.calibration;
  const groups: [string, GroupCalibration][] = [['all', modelWide], ...languages.map((g): [string, GroupCalibration] => [name(g), g])];
  return alignedTable(
    ['language', 'judged', 'pairs', 'min', 'q1', 'median', 'q3', 'max'],
    groups.flatMap(([language, g]) => [distributionRow(language, 'relevant', g.relevantScores), distributionRow('', 'not', g.nonRelevantScores)]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

function thresholds(summary: ScoreSummary): string {
  const { modelWide, languages } = summary.calibration;
  const groups: [string, GroupCalibration][] = [['all', modelWide], ...languages.map((g): [string, GroupCalibration] => [name(g), g])];
  return alignedTable(
    ['language', 'pairs', 'relevant', 'threshold', 'F1', 'P', 'R', 'note'],
    groups.map(([language, g]) =>
      g.fit
        ? [language, String(g.labels), String(g.relevant), number(g.fit.threshold), number(g.fit.f1), number(g.fit.precision), number(g.fit.recall), g === modelWide ? 'pooled' : 'own']
        : [language, String(g.labels), String(g.relevant), number(modelWide.fit.threshold), '-', '-', '-', `pooled: ${g.fallback}`],
    ),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}

function comparison(summaries: readonly ScoreSummary[]): string {
  const offTopic = (s: ScoreSummary) => {
    const queries = s.offTopic.reduce((n, o) => n + o.queries, 0);
    return [`${s.offTopic.reduce((n, o) => n + o.queriesPassing, 0)}/${queries}`, String(s.offTopic.reduce((n, o) => n + o.hitsPassing, 0)), `${s.leaveOneOut.offTopicQueriesPassing}/${queries}`];
  };
  return alignedTable(
    ['score', 'threshold', 'F1', 'P', 'R', 'F1 (leave one query out)', 'off-topic queries passing', 'hits passing', 'off-topic passing (left out)'],
    summaries.map((s) => [s.score, number(s.calibration.modelWide.fit.threshold), number(s.quality.f1), number(s.quality.precision), number(s.quality.recall), number(s.leaveOneOut.f1), ...offTopic(s)]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

function queryLanguages(margin: ScoreSummary, cosine: ScoreSummary | null): string {
  const byLanguage = new Map(cosine?.queryLanguages.map((l) => [l.language, l.quality]) ?? []);
  return alignedTable(
    ['query language', 'relevant', 'passed', 'TP', 'F1', 'P', 'R', 'F1 (cosine)'],
    margin.queryLanguages.map(({ language, quality: q }) => {
      const c = byLanguage.get(language);
      return [language, String(q.relevant), String(q.truePositives + q.falsePositives), String(q.truePositives), number(q.f1), number(q.precision), number(q.recall), c ? number(c.f1) : '-'];
    }),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

function languagePairs(margin: ScoreSummary, cosine: ScoreSummary | null): string {
  const byPair = new Map(cosine?.languagePairs.map((p) => [p.pair, p.quality]) ?? []);
  return alignedTable(
    ['query → paper', 'relevant', 'passed', 'TP', 'F1', 'P', 'R', 'F1 (cosine)'],
    margin.languagePairs.map(({ pair, quality: q }) => {
      // Nothing relevant and nothing passed: no F1 to speak of.
      const measured = (value: number, of: Quality = q) => (of.relevant === 0 && of.truePositives + of.falsePositives === 0 ? '-' : number(value));
      const cosineQuality = byPair.get(pair);
      return [
        pair,
        String(q.relevant),
        String(q.truePositives + q.falsePositives),
        String(q.truePositives),
        measured(q.f1),
        measured(q.precision),
        measured(q.recall),
        cosineQuality ? measured(cosineQuality.f1, cosineQuality) : '-',
      ];
    }),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

function offTopic(summary: ScoreSummary): string {
  const table = alignedTable(
    ['kind', 'queries', 'passing', 'hits passing'],
    summary.offTopic.map((o) => [o.kind, String(o.queries), String(o.queriesPassing), String(o.hitsPassing)]),
    ['left', 'right', 'right', 'right'],
  );
  const examples = summary.offTopic.flatMap((o) => o.examples.map((e) => `  ${e.queryId} → ${e.paperId} (${number(e.score)})`));
  return [table, ...examples].join('\n');
}

export interface ReportInput {
  model: string;
  depth: number;
  queries: { labelled: number; offTopic: number };
  pairs: readonly CalibrationPair[];
  margin: ScoreSummary;
  /** The same fit on raw cosines, for comparison; null when it could not be fitted. */
  cosine: ScoreSummary | null;
}

export function calibrationReport(input: ReportInput): string {
  const { margin, cosine } = input;
  const labelledPairs = input.pairs.filter((p) => p.offTopic === null);
  return [
    `${input.model}: ${input.queries.labelled} labelled and ${input.queries.offTopic} off-topic queries, each searched cross-lingually (DENSE, top ${input.depth});`,
    `${input.pairs.length} pairs: every hit (unlabelled hits and off-topic queries' hits are not relevant) and the labelled pairs the searches did not return.`,
    `margin = cosine − the query's mean cosine over the papers of the paper's language (docs/concept-search.md).`,
    '',
    'margin of query and paper by query language, all pairs (min, quartiles, max):',
    distributions(margin),
    '',
    `F1-optimal thresholds on the margin, pooled and per query language (stored):`,
    thresholds(margin),
    '',
    `relevance floor (stored): ${number(margin.calibration.floor)}, the margin that keeps ${Math.round(FLOOR_RECALL * 100)}% of the relevant pairs: DENSE and HYBRID count the hits at or above it.`,
    '',
    'margin against raw cosine, each fitted the same way on the same pairs:',
    comparison(cosine ? [cosine, margin] : [margin]),
    '',
    'at the stored thresholds, by query language:',
    queryLanguages(margin, cosine),
    '',
    'at the stored thresholds, by query language → document language:',
    languagePairs(margin, cosine),
    '',
    'off-topic queries at the stored thresholds:',
    offTopic(margin),
    '',
    'median margin by query language → document language:',
    languagePairMedians(labelledPairs.map((p) => ({ score: p.margin, relevant: p.relevant, language: p.language, queryLanguage: p.queryLanguage }))),
  ].join('\n');
}
