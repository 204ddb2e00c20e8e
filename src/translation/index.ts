/**
 * translation: query texts and papers' titles rendered in another language, so that a Spanish or
 * Catalan query can match English papers word for word (docs/cross-lingual.md). The pure part
 * knows Apertium's language codes, its stream format and output marks (apertium-text); the
 * adapter runs each language pair as a long-lived chain of Apertium's programs (apertium); the
 * translator picks the chain and remembers the queries it translated (translator).
 */
export { apertiumMode, TRANSLATED_LANGUAGES, cleanTranslation, fromStreamSegment, guessedLanguage, knownWordShare, modeNames, nullFlushCommand, requestTag, toStreamSegment, translatableText } from './apertium-text';
export type { ApertiumOutput } from './apertium-text';
export { createTranslator, TRANSLATION_MODES } from './translator';
export type { TranslationMode, Translator, TranslationSettings } from './translator';
