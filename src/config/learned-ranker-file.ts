/**
 * The learned ranker file (`refgraph train ranker` writes it; REFGRAPH_RANKER_FILE serves it):
 * the model under `ranker`, how it was fitted under `training`. Read once at start; a file that
 * is missing or does not hold a ranker for this build's features stops the start with
 * CONFIG_INVALID naming the file.
 */
import { readFileSync } from 'node:fs';
import { isJsonObject } from '../common/json-object';
import { RefgraphError } from '../errors/refgraph-error';
import { checkedRanker } from '../rank';
import type { LearnedRanker } from '../rank';

export interface LearnedRankerFile {
  file: string;
  ranker: LearnedRanker;
}

export function readLearnedRanker(file: string): LearnedRankerFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RefgraphError('CONFIG_INVALID', `REFGRAPH_RANKER_FILE=${file}: not a readable JSON file (${(error as Error).message})`, { setting: 'REFGRAPH_RANKER_FILE' });
  }
  if (!isJsonObject(raw) || !isJsonObject(raw.ranker)) {
    throw new RefgraphError('CONFIG_INVALID', `REFGRAPH_RANKER_FILE=${file}: holds no "ranker" object (is it a file \`refgraph train ranker\` wrote?)`, { setting: 'REFGRAPH_RANKER_FILE' });
  }
  return { file, ranker: checkedRanker(raw.ranker, file) };
}
