/** The preselection's ranking preset, read from preselect-defaults.json and checked once. Pure. */
import { RefgraphError } from '../errors/refgraph-error';
import { FEATURES, Feature, WEIGHT_FUSION_METHODS, WeightFusionMethod, isWeightFusionMethod, checkedWeights, Weights } from '../rank';
import table from './preselect-defaults.json';

export interface PreselectDefaults {
  fusion: WeightFusionMethod;
  weights: Weights;
  /** Best BM25 and best kNN candidates whose citation neighbours are added. */
  expansionSeeds: number;
  /** A preselection stops at the first paper scoring below this share of the best one's (preselect-cut.ts); 0: no cut. */
  minScoreShare: number;
}

const MAX_EXPANSION_SEEDS = 1000;

export function checkedPreselectDefaults(raw: unknown = table): PreselectDefaults {
  const { fusion, weights, expansionSeeds, minScoreShare } = raw as { fusion?: unknown; weights?: unknown; expansionSeeds?: unknown; minScoreShare?: unknown };
  const problems: string[] = [];
  if (!isWeightFusionMethod(String(fusion))) problems.push(`fusion must be one of ${WEIGHT_FUSION_METHODS.join(', ')}`);
  if (!Number.isInteger(expansionSeeds) || (expansionSeeds as number) < 0 || (expansionSeeds as number) > MAX_EXPANSION_SEEDS) {
    problems.push(`expansionSeeds must be an integer in [0, ${MAX_EXPANSION_SEEDS}]`);
  }
  if (typeof minScoreShare !== 'number' || !(minScoreShare >= 0 && minScoreShare < 1)) problems.push('minScoreShare must be a number in [0, 1)');
  const given = (weights ?? {}) as Record<string, number>;
  const unknown = Object.keys(given).filter((key) => !(FEATURES as readonly string[]).includes(key));
  if (unknown.length > 0) problems.push(`unknown features ${unknown.join(', ')} (known: ${FEATURES.join(', ')})`);
  let checked: Weights | undefined;
  try {
    checked = checkedWeights(zeroWeights(), given);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new RefgraphError('CONFIG_INVALID', `preselect-defaults.json:\n  ${problems.join('\n  ')}`, { problems });
  return { fusion: fusion as WeightFusionMethod, weights: checked!, expansionSeeds: expansionSeeds as number, minScoreShare: minScoreShare as number };
}

function zeroWeights(): Weights {
  return Object.fromEntries(FEATURES.map((feature) => [feature, 0])) as Record<Feature, number>;
}
