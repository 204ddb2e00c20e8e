/**
 * config: the environment read and checked once at start into RefgraphConfig, composed one
 * way from the settings each adapter declares beside itself, plus the API face's settings
 * and the parameters `refgraph tune` fitted (tuned-parameters.ts).
 */
export type { ApiSettings, QueryLimits, RateLimit } from './api-settings';
export { loadConfig } from './config';
export type { RefgraphConfig } from './config';
export { TunedParameters, saveTunedParameters } from './tuned-parameters';
