/** Translation (Apertium): queries and titles in the other search languages. */
import { TRANSLATION_MODES } from '../../translation';
import { integer, oneOf, SettingGroup } from './setting';

export const TRANSLATION = {
  title: 'Translation',
  settings: {
    REFGRAPH_QUERY_TRANSLATION: oneOf(TRANSLATION_MODES, 'apertium', {
      description: 'Short Spanish and Catalan queries are translated into the library\'s main language for BM25 (`off`: searched as written).',
      see: 'cross-lingual.md#query-translation-kept',
    }),
    REFGRAPH_TITLE_TRANSLATION: oneOf(TRANSLATION_MODES, 'apertium', {
      description: 'Every paper\'s title is also indexed in the other search languages (`off`: titles as written only, and indexing without the translator\'s CPU time).',
      see: 'cross-lingual.md#titles-translated-at-indexing-kept-2026-11-28',
    }),
    REFGRAPH_TRANSLATION_TIMEOUT_MS: integer(100, 600_000, 5_000, { description: 'Longest one translation run may take.' }),
  },
} satisfies SettingGroup;
