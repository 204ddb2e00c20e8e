/**
 * The learned ranker file, its one home: `refgraph train ranker` writes it, REFGRAPH_RANKER_FILE
 * serves it. JSON `{ ranker, training }`: the model under `ranker`, how it was fitted under
 * `training`. Read once at start; a file that is missing or does not hold a ranker for this
 * build's features stops the start with CONFIG_INVALID naming the file. Adapter (the file system).
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isJsonObject } from '../../common/json-object';
import { RefgraphError } from '../../errors/refgraph-error';
import type { RankerFitOptions } from './ranker-fit';
import { checkedRanker, LearnedRanker } from './ranker-model';

/** What the file holds besides the ranker: what it was fitted on and how the fit went. */
export interface RankerTraining {
  command: string;
  queries: number;
  fittedOn: number;
  candidates: number;
  options: RankerFitOptions;
  losses: number[];
  seconds: number;
  index: string;
  encoder: string | null;
}

export interface LearnedRankerFile {
  file: string;
  ranker: LearnedRanker;
}

export async function writeRankerFile(file: string, ranker: LearnedRanker, training: RankerTraining): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ranker, training }, null, 1)}\n`);
}

/** `source` names where the file was named: the setting, or the model registry's promoted ranker. */
export function readLearnedRanker(file: string, source = 'REFGRAPH_RANKER_FILE'): LearnedRankerFile {
  const named = source === 'REFGRAPH_RANKER_FILE' ? `REFGRAPH_RANKER_FILE=${file}` : `${source} (${file})`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RefgraphError('CONFIG_INVALID', `${named}: not a readable JSON file (${(error as Error).message})`, { setting: source });
  }
  if (!isJsonObject(raw) || !isJsonObject(raw.ranker)) {
    throw new RefgraphError('CONFIG_INVALID', `${named}: holds no "ranker" object (is it a file \`refgraph train ranker\` wrote?)`, { setting: source });
  }
  return { file, ranker: checkedRanker(raw.ranker, file) };
}
