/**
 * Parameters fitted on a deployment's own gold (`refgraph tune bm25|weights`), kept in a data
 * file the server reads at start, apart from the shipped defaults under src/. Precedence:
 * environment (REFGRAPH_BM25_K1/_B) over this file over the shipped defaults. A file that does
 * not hold what it should stops the start with CONFIG_INVALID naming the file and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isJsonObject } from '../common/json-object';
import { RefgraphError } from '../errors/refgraph-error';
import { FEATURES, isWeightFusionMethod, MAX_WEIGHT, WeightFusionMethod, Weights } from '../rank';
import type { Bm25Settings } from '../search';

export const MAX_K1 = 10;

export interface TunedParameters {
  bm25?: Bm25Settings & { about: string };
  fusion?: { about: string; method: WeightFusionMethod; weights: Weights };
}

/** The file's parameters; {} when the file is absent (nothing tuned yet) or turned off (null path). */
export function readTunedParameters(file: string | null): TunedParameters {
  if (file === null || !existsSync(file)) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw invalid(file, '', `is not readable JSON (${(error as Error).message})`);
  }
  return checkedTunedParameters(raw, file);
}

export function checkedTunedParameters(raw: unknown, file: string): TunedParameters {
  if (!isJsonObject(raw)) throw invalid(file, '', 'must hold an object');
  const tuned: TunedParameters = {};
  if (raw.bm25 !== undefined) {
    const bm25 = isJsonObject(raw.bm25) ? raw.bm25 : {};
    tuned.bm25 = { about: String(bm25.about ?? ''), k1: number(file, 'bm25.k1', bm25.k1, MAX_K1), b: number(file, 'bm25.b', bm25.b, 1) };
  }
  if (raw.fusion !== undefined) {
    const fusion = isJsonObject(raw.fusion) ? raw.fusion : {};
    if (typeof fusion.method !== 'string' || !isWeightFusionMethod(fusion.method)) throw invalid(file, 'fusion.method', 'must be WEIGHTED or RRF');
    const weights = isJsonObject(fusion.weights) ? fusion.weights : {};
    const checked = Object.fromEntries(FEATURES.map((feature) => [feature, number(file, `fusion.weights.${feature}`, weights[feature], MAX_WEIGHT)])) as Weights;
    if (FEATURES.every((feature) => checked[feature] === 0)) throw invalid(file, 'fusion.weights', 'needs at least one positive weight');
    tuned.fusion = { about: String(fusion.about ?? ''), method: fusion.method, weights: checked };
  }
  return tuned;
}

/** Writes one fitted section, keeping the other's (tuning BM25 leaves the fitted weights in place). */
export async function saveTunedParameters(file: string, section: TunedParameters): Promise<void> {
  const kept = readTunedParameters(file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...kept, ...section }, null, 2)}\n`);
}

function number(file: string, field: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) throw invalid(file, field, `must be a number in [0, ${max}]`);
  return value;
}

function invalid(file: string, field: string, message: string): RefgraphError {
  return new RefgraphError('CONFIG_INVALID', `${file}${field === '' ? '' : `: ${field}`} ${message}`, { file, field });
}
