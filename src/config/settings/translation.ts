/** Translation (Apertium): queries and titles in the other search languages. */
import { TRANSLATION_MODES } from '../../translation';
import { integer, oneOf, SettingGroup } from './setting';

export const TRANSLATION = {
  title: 'Translation',
  settings: {
    REFGRAPH_QUERY_TRANSLATION: oneOf(TRANSLATION_MODES, 'apertium', {
      description: 'Short Spanish and Catalan queries are translated into the library\'s main language for BM25, and the translation\'s vector averaged into the query\'s for dense ranking and concept search (`off`: searched as written).',
      see: 'cross-lingual.md#query-translation-kept',
    }),
    REFGRAPH_TITLE_TRANSLATION: oneOf(TRANSLATION_MODES, 'apertium', {
      description: 'Every paper\'s title is also indexed in the other search languages (`off`: titles as written only, and indexing without the translator\'s CPU time).',
      see: 'cross-lingual.md#titles-translated-at-indexing-kept-2026-11-28',
    }),
    REFGRAPH_TRANSLATION_TIMEOUT_MS: integer(100, 600_000, 5_000, { description: 'Longest one translation run may take.' }),
    REFGRAPH_TRANSLATION_IN_FLIGHT: integer(1, 64, 2, {
      description: 'API reads\' texts in one language pair\'s chain at once; the others wait their turn per client, the least lately served first.',
      see: 'cross-lingual.md',
    }),
    REFGRAPH_TRANSLATION_WAITING_PER_CLIENT: integer(1, 100_000, 64, {
      description: 'Texts one client (key or anonymous address) may have waiting for a chain; more are refused with `RATE_LIMITED` (`kind: worker`).',
      see: 'security.md',
    }),
  },
} satisfies SettingGroup;
