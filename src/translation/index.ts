/**
 * translation: query texts rendered in another language, so that a Spanish or Catalan query can
 * match English papers word for word (docs/cross-lingual.md). The pure part knows Apertium's
 * language codes and output marks (apertium-text); the adapter runs the `apertium` command
 * (apertium); the translator remembers what it translated (query-translator).
 */
export { apertiumMode, cleanTranslation, parseModeList } from './apertium-text';
export { createQueryTranslator, QUERY_TRANSLATIONS } from './query-translator';
export type { QueryTranslation, QueryTranslator, TranslationSettings } from './query-translator';
