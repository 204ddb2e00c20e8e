/**
 * The settings table: every environment variable Refgraph reads, declared once, in groups. The
 * order is docs/configuration.md's (`npm run docs:config` writes it from here) and the one
 * start-up reports problems in.
 */
import { API, REQUEST_LIMITS } from './api';
import { BIBLIOGRAPHY, CONCEPT_SEARCH } from './concepts-bibliography';
import { ELASTICSEARCH } from './elasticsearch';
import { EMBEDDING } from './embedding';
import { INGESTION } from './ingestion';
import { CITATION_GRAPH, NEO4J } from './neo4j';
import { POSTGRES } from './postgres';
import { RANKING } from './ranking';
import { RATE_LIMITS } from './rate-limits';
import { ENGINES, EVALUATION_AND_TRAINING } from './scripts';
import type { SettingGroup, Values } from './setting';
import { TRANSLATION } from './translation';

/** What loadConfig reads and checks at start (the server, the CLI, the benches). */
export const SETTINGS = {
  ...POSTGRES.settings,
  ...ELASTICSEARCH.settings,
  ...NEO4J.settings,
  ...CITATION_GRAPH.settings,
  ...API.settings,
  ...REQUEST_LIMITS.settings,
  ...RATE_LIMITS.settings,
  ...INGESTION.settings,
  ...RANKING.settings,
  ...EMBEDDING.settings,
  ...TRANSLATION.settings,
  ...CONCEPT_SEARCH.settings,
  ...BIBLIOGRAPHY.settings,
};

export type SettingName = keyof typeof SETTINGS;
export type SettingValues = Values<typeof SETTINGS>;

/** The groups of SETTINGS, in its order. */
export const CONFIG_GROUPS: readonly SettingGroup[] = [POSTGRES, ELASTICSEARCH, NEO4J, CITATION_GRAPH, API, REQUEST_LIMITS, RATE_LIMITS, INGESTION, RANKING, EMBEDDING, TRANSLATION, CONCEPT_SEARCH, BIBLIOGRAPHY];

/** Read by the scripts on their own, never at start-up. */
export const SCRIPT_GROUPS: readonly SettingGroup[] = [ENGINES, EVALUATION_AND_TRAINING];

/** Everything docs/configuration.md lists. */
export const GROUPS: readonly SettingGroup[] = [...CONFIG_GROUPS, ...SCRIPT_GROUPS];

export type { Setting, SettingGroup, ProcessRole } from './setting';
