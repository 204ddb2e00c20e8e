/**
 * CLD3 (Google's Compact Language Detector v3, a small neural network over character n-grams)
 * compiled to WebAssembly by the npm package cld3-asm: no native build, loads from CommonJS.
 */
import { loadModule } from 'cld3-asm';
import type { LanguageIdentifier } from './language-detector';

/**
 * CLD3 reads at most this many bytes of a text (its default is 700). Abstracts fit; of a
 * transcript the first few hundred words are plenty.
 */
const MAX_BYTES = 4096;

/**
 * Compiling the WebAssembly takes ~50 ms on an idle machine but several seconds on a busy one,
 * past the loader's default of 3 s ("Timeout to initialize runtime", seen under a full test run).
 */
const LOAD_TIMEOUT_MILLISECONDS = 60_000;

export async function loadCld3Identifier(): Promise<LanguageIdentifier> {
  const factory = await loadModule({ timeout: LOAD_TIMEOUT_MILLISECONDS });
  // minBytes 0: the decision policy, not CLD3, says how short is too short.
  const identifier = factory.create(0, MAX_BYTES);
  return {
    guess(text) {
      const result = identifier.findLanguage(text);
      return { language: result.language, probability: result.probability, reliable: result.is_reliable };
    },
    close: () => identifier.dispose(),
  };
}
