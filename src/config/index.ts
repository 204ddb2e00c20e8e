/**
 * config: every environment variable declared once in the settings table (settings/, which
 * docs/configuration.md is generated from), read and checked once at start into RefgraphConfig
 * of the settings types each adapter declares beside itself, plus the API face's settings and
 * the parameters `refgraph tune` fitted (tuned-parameters.ts).
 */
export type { ApiSettings, QueryLimits, RateLimit } from './api-settings';
export { loadConfig } from './config';
export { settingFromEnv } from './setting-from-env';
export type { RefgraphConfig } from './config';
export { TunedParameters, saveTunedParameters } from './tuned-parameters';
