/** Budgets per client over a minute, answered RATE_LIMITED with Retry-After once spent. */
import { integer, SettingGroup } from './setting';

export const RATE_LIMITS = {
  title: 'Rate limits',
  intro: 'Per key, or per client address without one; a key\'s own limits, set when it is created, win over these ([security](security.md)).',
  settings: {
    REFGRAPH_AUTH_FAILURES_PER_MINUTE: integer(1, 1_000_000, 30, { description: 'Failed authentications one client address may make in a minute, past which RATE_LIMITED without a key lookup (slows key guessing).' }),
    REFGRAPH_ANONYMOUS_REQUESTS_PER_MINUTE: integer(1, 1_000_000, 300, { description: 'Requests a minute per anonymous client address.' }),
    REFGRAPH_ANONYMOUS_COST_PER_MINUTE: integer(10, 1_000_000_000, 50_000, { description: 'Estimated query cost a minute per anonymous client address, at most a sixth of it in any 10 s.' }),
    REFGRAPH_ANONYMOUS_ENCODER_MS_PER_MINUTE: integer(100, 1_000_000_000, 10_000, {
      description: 'Milliseconds of sentence-encoder runs a minute per anonymous client address; a request that starts with them spent is RATE_LIMITED (`kind: encoder`), one admitted runs to its end.',
    }),
    REFGRAPH_KEY_REQUESTS_PER_MINUTE: integer(1, 1_000_000, 1200, { description: 'Requests a minute per key.' }),
    REFGRAPH_KEY_COST_PER_MINUTE: integer(10, 1_000_000_000, 200_000, { description: 'Estimated query cost a minute per key, at most a sixth of it in any 10 s.' }),
    REFGRAPH_KEY_ENCODER_MS_PER_MINUTE: integer(100, 1_000_000_000, 20_000, { description: 'Milliseconds of sentence-encoder runs a minute per key.' }),
  },
} satisfies SettingGroup;
