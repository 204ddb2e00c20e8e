/**
 * Training queries rendered in other languages: with `--query-languages en,es,ca` each training
 * example's query (the citing paper's text) is translated into one of the listed languages,
 * drawn per example with a seeded PRNG, while the positive and the negatives stay as stored.
 * The encoder then learns to find a library's papers from a Spanish or Catalan query as from
 * one in the papers' own language (issue #24's parity, docs/training.md). The citing paper's
 * language is the one stored for it, or the library's main language when none was detected
 * (no code, or 'und': short titles), as the ranker reads such a query. Read as a language, 'und'
 * had no pair to translate through, and AAN's run of 2026-12-03 kept 33k of its 46k training
 * queries as stored. Validation examples are not rendered: the
 * exported step is chosen on the library's own queries.
 */
import { placedLanguage } from '../common/language-codes';
import { derivedSeed, mulberry32 } from '../common/random';
import { invalidArgument } from '../errors/refgraph-error';
import { TRANSLATED_LANGUAGES } from '../translation';
import type { TrainingExample } from './training-examples';

/** TEXT in language FROM rendered in TO; null when the pair is not installed. */
export type Translate = (text: string, from: string, to: string) => Promise<string | null>;

export interface QueryRendering {
  languages: readonly string[];
  /** The language of a citing paper whose language was not detected. */
  mainLanguage: string;
  translate: Translate;
}

/** The --query-languages list, checked: languages Apertium translates, each once. */
export function checkedQueryLanguages(option: string, value: string): string[] {
  const languages = value.split(',').map((language) => language.trim());
  const unknown = languages.filter((language) => !TRANSLATED_LANGUAGES.includes(language));
  if (unknown.length > 0 || languages.length === 0) {
    throw invalidArgument(option, `expected a comma-separated list of ${TRANSLATED_LANGUAGES.join(', ')}, got '${value}'`);
  }
  if (new Set(languages).size !== languages.length) throw invalidArgument(option, `names a language twice: '${value}'`);
  return languages;
}

/** Pure: the language of each next example, drawn uniformly from `languages` in a stream seeded by `seed`. */
export function languageDraws(languages: readonly string[], seed: number): () => string {
  const random = mulberry32(derivedSeed(seed, 'query-languages'));
  return () => languages[Math.floor(random() * languages.length)]!;
}

/**
 * Renders each next example's query in its drawn language; `rendered` counts the examples by the
 * language their query ends up in. A query already in the drawn language, or in a pair of
 * languages Apertium does not translate here (Catalan into Spanish: only the pairs with English
 * are packaged), is kept as it is.
 */
export function queryRenderer(rendering: QueryRendering, seed: number, rendered: Record<string, number>): (example: TrainingExample, queryLanguage: string | null) => Promise<TrainingExample> {
  const next = languageDraws(rendering.languages, seed);
  return async (example, queryLanguage) => {
    const from = placedLanguage(queryLanguage) ?? rendering.mainLanguage;
    const to = next();
    const translated = from === to ? null : await rendering.translate(example.query, from, to);
    const language = translated === null ? from : to;
    rendered[language] = (rendered[language] ?? 0) + 1;
    return translated === null ? example : { ...example, query: translated };
  };
}
