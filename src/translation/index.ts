/**
 * translation: query texts rendered in another language, so that a Spanish or Catalan query can
 * match English papers word for word (docs/cross-lingual.md). The pure part knows Apertium's
 * language codes, its stream format and output marks (apertium-text); the adapter runs each
 * language pair as a long-lived chain of Apertium's programs (apertium); the translator picks
 * the chain and remembers what it translated (query-translator).
 */
export { apertiumMode, TRANSLATED_LANGUAGES, cleanTranslation, fromStreamSegment, guessedLanguage, knownWordShare, modeNames, nullFlushCommand, toStreamSegment } from './apertium-text';
export type { ApertiumOutput } from './apertium-text';
export { createQueryTranslator, QUERY_TRANSLATIONS } from './query-translator';
export type { QueryTranslation, QueryTranslator, TranslationSettings } from './query-translator';
