import { parseArgs } from 'node:util';
import { conceptEngines, withServices } from '../../app';
import type { Services } from '../../app';
import { calibrateAndStore, CalibrationRequest, checkCalibration, checkedCalibrationRegression, DEFAULT_MIN_RELEVANT } from '../../concepts';
import { repoPath } from '../../common/repo-path';
import { invalidArgument } from '../../errors/refgraph-error';
import { positiveIntegerOption } from '../options';
import { readJson } from '../read-json';

/** The request from the options; the search depth is the served conceptSearch's. */
type CalibrateOptions = Omit<CalibrationRequest, 'depth'>;

function calibrate(services: Services, options: CalibrateOptions) {
  const request = { ...options, depth: services.config.concepts.depth };
  return calibrateAndStore(conceptEngines(services), services.prisma, request, (text) => console.log(text));
}

/**
 * refgraph calibrate --labels FILE [--off-topic FILE] [--min-relevant 20 | --pooled]: fits
 * conceptSearch's thresholds on margins, one per query language with enough relevant labels and
 * the pooled one for the others (--pooled: one for all), as docs/concept-search.md says, and
 * stores them with their backgrounds for conceptSearch(threshold: CALIBRATED).
 * refgraph calibrate --regression FILE: the same with the files a kept regression names, then
 * OK/FAIL for each of its numbers (exit 1 on any FAIL).
 */
export async function runCalibrate(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { labels: { type: 'string' }, 'off-topic': { type: 'string' }, pooled: { type: 'boolean' }, 'min-relevant': { type: 'string' }, regression: { type: 'string' } },
  });
  const minRelevant = positiveIntegerOption('--min-relevant', values['min-relevant']);
  if (minRelevant !== undefined && values.pooled) throw invalidArgument('--min-relevant', 'applies to the per-query-language fit, not to --pooled');
  if (values.regression !== undefined) {
    if (values.labels !== undefined || values['off-topic'] !== undefined || values.pooled || minRelevant !== undefined) {
      throw invalidArgument('--regression', 'calibrates with the files and settings the regression names: give it alone');
    }
    const regression = checkedCalibrationRegression(await readJson(values.regression), values.regression);
    // As `npm start` calibrates: per query language, with the default minimum.
    const options = { labelsFile: repoPath(regression.labels), offTopicFile: repoPath(regression.offTopic), perQueryLanguage: true, minRelevant: DEFAULT_MIN_RELEVANT };
    const check = await withServices(async (services) => {
      const result = await calibrate(services, options);
      return checkCalibration(regression, result.model, result.measures);
    });
    console.log(['', `regression ${values.regression}:`, ...check.lines].join('\n'));
    return check.ok ? 0 : 1;
  }
  if (values.labels === undefined || values.labels === '') throw invalidArgument('--labels', 'is required (or --regression FILE)');
  const options: CalibrateOptions = {
    labelsFile: values.labels,
    offTopicFile: values['off-topic'] ?? null,
    perQueryLanguage: values.pooled !== true,
    minRelevant: minRelevant ?? DEFAULT_MIN_RELEVANT,
  };
  await withServices((services) => calibrate(services, options));
  return 0;
}
