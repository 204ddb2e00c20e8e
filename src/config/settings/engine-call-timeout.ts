import { About, integer, Setting } from './setting';

/**
 * One Elasticsearch, Neo4j or PostgreSQL call inside an API request: 4 s, well inside the default
 * 10 s request budget, so a hung engine (SIGSTOP) is answered as ENGINE_TIMEOUT naming it rather
 * than as the budget's QUERY_TIMEOUT, with time left for the answer. Healthy calls on our test
 * data take tens of milliseconds; with a smaller budget than this, the budget stops the call first.
 */
export function engineCallTimeout(about: About): Setting<number> {
  return integer(50, 600_000, 4_000, about);
}
