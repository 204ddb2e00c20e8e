/** REFGRAPH_EMBEDDING_MODEL against the models found: a known one, several joined by '+' (joined-model.ts), or none. */
import { JOIN, memberNames } from '../embed';
import type { ModelSpec } from '../embed';
import { RefgraphError } from '../errors/refgraph-error';
import type { Problem } from './parse-settings';

export function embeddingModel(value: string, models: readonly ModelSpec[]): { model: { name: string; dimension: number } | null; problems: Problem[] } {
  if (value === 'none') return { model: null, problems: [] };
  const members = joinedMemberNames(value)?.map((name) => models.find((m) => m.name === name));
  if (members === undefined || members.some((m) => m === undefined)) {
    const message = `REFGRAPH_EMBEDDING_MODEL=${value}: expected none, or one of ${models.map((m) => m.name).join(', ')}, or different ones joined by '${JOIN}'`;
    return { model: null, problems: [{ setting: 'REFGRAPH_EMBEDDING_MODEL', message }] };
  }
  return { model: { name: members.map((m) => m!.name).join(JOIN), dimension: members.reduce((sum, m) => sum + m!.dimension, 0) }, problems: [] };
}

/** memberNames, with a malformed join (an empty or repeated member) as undefined: start-up reports it with the others. */
function joinedMemberNames(value: string): string[] | undefined {
  try {
    return memberNames(value);
  } catch (error) {
    if (error instanceof RefgraphError) return undefined;
    throw error;
  }
}
