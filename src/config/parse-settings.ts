/**
 * Reads settings of the table from an environment: each one's value (its default when unset or
 * empty) and every problem, named after the setting it is about.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { defaultFor, ProcessRole, Setting, Values } from './settings/setting';

export interface Problem {
  setting: string;
  message: string;
}

export function parseSettings<T extends Readonly<Record<string, Setting<unknown>>>>(env: NodeJS.ProcessEnv, role: ProcessRole, settings: T): { values: Values<T>; problems: Problem[] } {
  const values: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [name, setting] of Object.entries(settings)) {
    const raw = env[name];
    const parsed = raw === undefined || raw === '' ? null : setting.parse(name, raw);
    if (parsed?.ok === false) problems.push(...parsed.problems.map((message) => ({ setting: name, message })));
    // A refused value stands in as the default, so checks across settings still run on the rest.
    values[name] = parsed?.ok ? parsed.value : defaultFor(setting, role);
  }
  return { values: values as Values<T>, problems };
}

/**
 * Every problem in one error, in the order of `names` (the table's, so a reader finds them in
 * docs/configuration.md's order), each setting's own in the order they were found.
 */
export function configInvalid(problems: readonly Problem[], names: readonly string[]): RefgraphError {
  const messages = [...problems].sort((a, b) => names.indexOf(a.setting) - names.indexOf(b.setting)).map((problem) => problem.message);
  return new RefgraphError('CONFIG_INVALID', `invalid configuration:\n  ${messages.join('\n  ')}`, { problems: messages });
}
