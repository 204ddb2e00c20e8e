/** What `refgraph calibrate` prints: score distributions and the chosen thresholds. Pure. */
import { alignedTable } from '../common/text-table';
import { Calibration, distribution, Distribution, GroupCalibration, LanguageLabel } from './calibration';

const name = (group: GroupCalibration) => group.language ?? '(unknown)';
const number = (value: number) => value.toFixed(4);

function distributionRow(language: string, judged: string, d: Distribution | null): string[] {
  return d === null ? [language, judged, '0', '-', '-', '-', '-', '-'] : [language, judged, String(d.count), ...[d.min, d.q1, d.median, d.q3, d.max].map(number)];
}

/**
 * Median cosines by query language → document language, relevant and not: e5 scores a pair
 * higher when both are in the same language, which a threshold per document language cannot
 * see. Empty when the labels do not say their query language.
 */
export function languagePairMedians(labels: readonly LanguageLabel[]): string {
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

export function calibrationReport(model: string, calibration: Calibration, minLabels: number, labels: readonly LanguageLabel[] = []): string {
  const { modelWide, languages } = calibration;
  const groups: [string, GroupCalibration][] = [['all', modelWide], ...languages.map((g): [string, GroupCalibration] => [name(g), g])];
  const distributions = alignedTable(
    ['language', 'judged', 'labels', 'min', 'q1', 'median', 'q3', 'max'],
    groups.flatMap(([language, g]) => [distributionRow(language, 'relevant', g.relevantScores), distributionRow('', 'not', g.nonRelevantScores)]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  const thresholds = alignedTable(
    ['language', 'labels', 'relevant', 'threshold', 'F1', 'P', 'R', 'note'],
    groups.map(([language, g]) =>
      g.fit
        ? [language, String(g.labels), String(g.relevant), number(g.fit.threshold), number(g.fit.f1), number(g.fit.precision), number(g.fit.recall), language === 'all' ? 'model-wide' : 'own']
        : [language, String(g.labels), String(g.relevant), number(modelWide.fit.threshold), '-', '-', '-', `model-wide: ${g.fallback}`],
    ),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  const pairs = languagePairMedians(labels);
  return [
    `${model}: cosine of query and paper by document language (min, quartiles, max):`,
    distributions,
    '',
    `F1-optimal thresholds (a language needs ${minLabels} labels, relevant and not, for its own):`,
    thresholds,
    ...(pairs === '' ? [] : ['', 'median cosine by query language → document language:', pairs]),
  ].join('\n');
}
