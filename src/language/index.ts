/**
 * language: which natural language a text is written in (paper titles and abstracts, talk
 * transcripts), for records that do not say. It owns the decision policy (pure: how much text
 * and how much confidence a guess needs before it is believed; otherwise the language stays
 * unknown; stored papers and talks are then labelled 'und', never a default language) and the identifier adapter: Google's CLD3 compiled to WebAssembly (npm `cld3-asm`).
 */
export { decideLanguage, DEFAULT_DETECTION_POLICY, letterCount, paperLabel, paperLanguageText, talkLanguageText, TITLE_OVERRULES, UNDETERMINED } from './language-decision';
export type { DetectionPolicy, LanguageDecision, LanguageGuess } from './language-decision';
export { LanguageDetector } from './language-detector';
export type { LanguageIdentifier } from './language-detector';
export { loadCld3Identifier } from './cld3-identifier';
