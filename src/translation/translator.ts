/**
 * Translation by Apertium, one long-lived chain per language pair started on first use, for two
 * readers: the cross-lingual step (rank/stages/cross-lingual-expansion.ts) renders a short query
 * in the library's main language, remembered per text (a dashboard asks for the same papers again
 * and again); indexing renders each paper's title in the other languages (titleTranslations in
 * search/paper-index.ts), whose renderings the indexer keeps in PostgreSQL, so here none is
 * remembered.
 */
import { textHash } from '../common/text-hash';
import { LRUCache } from 'lru-cache';
import { RefgraphError } from '../errors/refgraph-error';
import { ApertiumChain, installedApertiumModes } from './apertium';
import { apertiumMode, ApertiumOutput, guessedLanguage, TRANSLATED_LANGUAGES } from './apertium-text';

export interface Translator {
  /** TEXT in language FROM rendered in TO (ISO 639-1); null when the pair is not translated. */
  translate(text: string, from: string, to: string): Promise<string | null>;
  /**
   * The language of a short TEXT the statistical detector cannot place, guessed by which
   * language's analyser knows most of its words (apertium-text.ts's guessedLanguage); null when
   * no language clearly wins or fewer than two can be asked.
   */
  guessLanguage(text: string): Promise<string | null>;
  /** Each of TEXTS in FROM rendered in TO, in order, not remembered; null when the pair is not translated. */
  translateEach(texts: readonly string[], from: string, to: string): Promise<string[] | null>;
  /** Stops the translation processes (services closing). */
  close(): void;
}

export type TranslationMode = 'apertium' | 'off';
export const TRANSLATION_MODES: readonly TranslationMode[] = ['apertium', 'off'];

export interface TranslationSettings {
  /** Short queries in another language than the library's main one (REFGRAPH_QUERY_TRANSLATION). */
  queries: TranslationMode;
  /** Papers' titles in the other search languages, at indexing (REFGRAPH_TITLE_TRANSLATION). */
  titles: TranslationMode;
  timeoutMs: number;
}

/** Translations remembered, for all requests. */
const REMEMBERED_TRANSLATIONS = 2_000;

function notInstalled(settings: TranslationSettings): RefgraphError {
  const setting = settings.queries === 'apertium' ? 'REFGRAPH_QUERY_TRANSLATION' : 'REFGRAPH_TITLE_TRANSLATION';
  return new RefgraphError(
    'CONFIG_INVALID',
    `translation is on (${setting}=apertium) but apertium is not installed: run scripts/translation/setup.sh, or set REFGRAPH_QUERY_TRANSLATION=off and REFGRAPH_TITLE_TRANSLATION=off`,
    { setting },
  );
}

/** The configured translator; null when both kinds of translation are off. Apertium's modes are listed on first use. */
export function createTranslator(settings: TranslationSettings): Translator | null {
  if (settings.queries === 'off' && settings.titles === 'off') return null;
  let modes: Promise<Set<string>> | undefined;
  const installed = () => {
    modes ??= installedApertiumModes().then((found) => {
      if (found === null) throw notInstalled(settings);
      return found;
    });
    // A failed listing is tried again by the next query, not remembered.
    modes.catch(() => (modes = undefined));
    return modes;
  };
  const remembered = new LRUCache<string, ApertiumOutput>({ max: REMEMBERED_TRANSLATIONS });
  const chains = new Map<string, ApertiumChain>();
  const chainOf = (mode: string): ApertiumChain => {
    let chain = chains.get(mode);
    if (chain === undefined) chains.set(mode, (chain = new ApertiumChain(mode, settings.timeoutMs)));
    return chain;
  };
  const render = async (text: string, mode: string): Promise<ApertiumOutput> => {
    const key = `${mode}\u0000${textHash(text)}`;
    const kept = remembered.get(key);
    if (kept) return kept;
    const output = await chainOf(mode).translate(text);
    remembered.set(key, output);
    return output;
  };
  /** A mode out of LANGUAGE into any other of ours, installed: its analyser is LANGUAGE's. */
  const modeFrom = (language: string, modes: Set<string>) =>
    TRANSLATED_LANGUAGES.map((target) => apertiumMode(language, target)).find((mode) => mode !== null && modes.has(mode)) ?? null;
  return {
    async translate(text, from, to) {
      const mode = apertiumMode(from, to);
      if (mode === null || !(await installed()).has(mode)) return null;
      return (await render(text, mode)).text;
    },
    async guessLanguage(text) {
      const modes = await installed();
      const asked = TRANSLATED_LANGUAGES.flatMap((language) => {
        const mode = modeFrom(language, modes);
        return mode === null ? [] : [{ language, mode }];
      });
      // Spanish and Catalan are asked through their modes into English: when English is the
      // library's main language, the expansion's translation is then already remembered.
      const shares = await Promise.all(asked.map(async ({ language, mode }) => ({ language, knownShare: (await render(text, mode)).knownShare })));
      return guessedLanguage(shares);
    },
    async translateEach(texts, from, to) {
      const mode = apertiumMode(from, to);
      if (mode === null || !(await installed()).has(mode)) return null;
      // One segment a text, all sent at once: the chain answers them in order (pipelined).
      const chain = chainOf(mode);
      return (await Promise.all(texts.map((text) => chain.translate(text)))).map((output) => output.text);
    },
    close() {
      for (const chain of chains.values()) chain.close();
      chains.clear();
    },
  };
}
