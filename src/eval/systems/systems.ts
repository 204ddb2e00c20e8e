/**
 * Named systems: each is a preset (candidate stage sizes, fusion, weights) of the one ranking
 * pipeline, read from systems.json, so comparing systems compares settings, never code paths.
 * Pure: validation of the table and resolution of a preset into a pipeline request.
 */
import { invalidArgument, RefgraphError } from '../../errors/refgraph-error';
import { FEATURES, Feature, FUSION_METHODS, FusionMethod, isFusionMethod, checkedWeights, Weights } from '../../rank';
import type { RankSettings } from '../../rank';
import table from './systems.json';

/** The candidate stage sizes a preset sets; recentYears (a feature window) is not a stage. */
export const CANDIDATE_SIZES = ['bm25Candidates', 'denseCandidates', 'popularCandidates', 'expansionSeeds', 'expansionLimit'] as const;
export type CandidateSize = (typeof CANDIDATE_SIZES)[number];


export interface SystemPreset {
  name: string;
  description: string;
  /** Stage sizes; 'k' is the run's ranking depth; a size not given is 0 (stage off). */
  candidates: Partial<Record<CandidateSize, number | 'k'>>;
  fusion: FusionMethod | 'default';
  /** Weights; a feature not given weighs 0. 'default' takes the served defaults. */
  weights: Partial<Weights> | 'default';
}

/** What a preset resolves to for one run: exactly what the pipeline is given, and what is recorded. */
export interface ResolvedSystem {
  name: string;
  settings: RankSettings;
  weights: Weights;
  fusion: FusionMethod;
}

export interface ServedDefaults {
  weights: Weights;
  fusion: FusionMethod;
  recentYears: number;
}

/** Checks a table of presets; every problem is reported together, naming the system and field. */
export function checkedPresets(raw: unknown): SystemPreset[] {
  const problems: string[] = [];
  const systems = (raw as { systems?: unknown }).systems;
  if (!Array.isArray(systems)) throw new RefgraphError('CONFIG_INVALID', 'systems table: `systems` must be a list');
  const names = new Set<string>();
  systems.forEach((entry: Record<string, unknown>, i) => {
    const where = `systems[${i}]${typeof entry.name === 'string' ? ` (${entry.name})` : ''}`;
    if (typeof entry.name !== 'string' || !/^[a-z0-9][a-z0-9+_-]*$/.test(entry.name)) problems.push(`${where}: name must be lower-case letters, digits, '+', '-', '_'`);
    else if (names.has(entry.name)) problems.push(`${where}: the name is used twice`);
    else names.add(entry.name);
    if (typeof entry.description !== 'string') problems.push(`${where}: description must be a string`);
    const candidates = (entry.candidates ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(candidates)) {
      if (!(CANDIDATE_SIZES as readonly string[]).includes(key)) problems.push(`${where}: unknown candidate stage '${key}' (known: ${CANDIDATE_SIZES.join(', ')})`);
      else if (value !== 'k' && !(Number.isInteger(value) && (value as number) >= 0)) problems.push(`${where}: ${key} must be a size ≥ 0 or "k"`);
    }
    if (!['bm25Candidates', 'denseCandidates', 'popularCandidates'].some((stage) => candidates[stage] !== undefined && candidates[stage] !== 0)) {
      problems.push(`${where}: at least one of bm25Candidates, denseCandidates, popularCandidates must be on`);
    }
    if (entry.fusion !== 'default' && !isFusionMethod(String(entry.fusion))) problems.push(`${where}: fusion must be one of ${FUSION_METHODS.join(', ')}, default`);
    if (entry.weights !== 'default') {
      const weights = (entry.weights ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(weights).filter((key) => !(FEATURES as readonly string[]).includes(key));
      if (unknown.length > 0) problems.push(`${where}: unknown features ${unknown.join(', ')} (known: ${FEATURES.join(', ')})`);
      else {
        try {
          checkedWeights(zeroWeights(), weights as Partial<Weights>);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
        }
      }
    }
  });
  if (problems.length > 0) throw new RefgraphError('CONFIG_INVALID', `systems table:\n  ${problems.join('\n  ')}`, { problems });
  return systems as SystemPreset[];
}

export const SYSTEMS: readonly SystemPreset[] = checkedPresets(table);

/**
 * The presets named (in the order given), or every one but those fused by a learned ranker (they
 * need one served, or --folds to fit one per fold: they run when named); an unknown name lists
 * the known ones.
 */
export function selectSystems(names: readonly string[] | null, presets: readonly SystemPreset[] = SYSTEMS, argument = 'systems'): SystemPreset[] {
  if (names === null) return presets.filter((preset) => preset.fusion !== 'LEARNED');
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw invalidArgument(argument, `${repeated} is listed twice`);
  return names.map((name) => {
    const preset = presets.find((p) => p.name === name);
    if (!preset) throw invalidArgument(argument, `unknown system '${name}'; known: ${presets.map((p) => p.name).join(', ')}`);
    return preset;
  });
}

export function resolveSystem(preset: SystemPreset, k: number, defaults: ServedDefaults): ResolvedSystem {
  const size = (stage: CandidateSize): number => {
    const value = preset.candidates[stage] ?? 0;
    return value === 'k' ? k : value;
  };
  return {
    name: preset.name,
    settings: {
      bm25Candidates: size('bm25Candidates'),
      denseCandidates: size('denseCandidates'),
      popularCandidates: size('popularCandidates'),
      expansionSeeds: size('expansionSeeds'),
      expansionLimit: size('expansionLimit'),
      recentYears: defaults.recentYears,
    },
    weights: preset.weights === 'default' ? { ...defaults.weights } : checkedWeights(zeroWeights(), preset.weights),
    fusion: preset.fusion === 'default' ? defaults.fusion : preset.fusion,
  };
}

function zeroWeights(): Weights {
  return Object.fromEntries(FEATURES.map((feature) => [feature, 0])) as Record<Feature, number>;
}
