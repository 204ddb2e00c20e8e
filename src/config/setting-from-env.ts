/** One setting of the table, for a module at a process's edge that reads it outside loadConfig (the logger, a bench). */
import { configInvalid, parseSettings } from './parse-settings';
import { ProcessRole, SettingName, SETTINGS, SettingValues } from './settings';

export function settingFromEnv<N extends SettingName>(name: N, env: NodeJS.ProcessEnv = process.env, role: ProcessRole = 'batch'): SettingValues[N] {
  const one = { [name]: SETTINGS[name] } as Pick<typeof SETTINGS, N>;
  const { values, problems } = parseSettings(env, role, one);
  if (problems.length > 0) throw configInvalid(problems, [name]);
  return values[name] as SettingValues[N];
}
