/**
 * Query translation for the cross-lingual step (rank/stages/cross-lingual-expansion.ts): a short
 * query text in one language rendered in another by Apertium (one long-lived chain per language
 * pair, started on first use), remembered per text (a dashboard asks for the same papers again
 * and again).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RefgraphError } from '../errors/refgraph-error';
import { ApertiumChain, installedApertiumModes } from './apertium';
import { apertiumMode, ApertiumOutput, guessedLanguage, TRANSLATED_LANGUAGES } from './apertium-text';

export interface QueryTranslator {
  /** TEXT in language FROM rendered in TO (ISO 639-1); null when the pair is not translated. */
  translate(text: string, from: string, to: string): Promise<string | null>;
  /**
   * The language of a short TEXT the statistical detector cannot place, guessed by which
   * language's analyser knows most of its words (apertium-text.ts's guessedLanguage); null when
   * no language clearly wins or fewer than two can be asked.
   */
  guessLanguage(text: string): Promise<string | null>;
  /** Stops the translation processes (services closing). */
  close(): void;
}

export type QueryTranslation = 'apertium' | 'off';
export const QUERY_TRANSLATIONS: readonly QueryTranslation[] = ['apertium', 'off'];

export interface TranslationSettings {
  queries: QueryTranslation;
  timeoutMs: number;
}

/** Translations remembered, for all requests. */
const REMEMBERED_TRANSLATIONS = 2_000;

function notInstalled(): RefgraphError {
  return new RefgraphError(
    'CONFIG_INVALID',
    'query translation is on (REFGRAPH_QUERY_TRANSLATION=apertium) but apertium is not installed: run scripts/translation/setup.sh, or set REFGRAPH_QUERY_TRANSLATION=off',
    { setting: 'REFGRAPH_QUERY_TRANSLATION' },
  );
}

/** The configured translator; null when translation is off. Apertium's modes are listed on first use. */
export function createQueryTranslator(settings: TranslationSettings): QueryTranslator | null {
  if (settings.queries === 'off') return null;
  let modes: Promise<Set<string>> | undefined;
  const installed = () => {
    modes ??= installedApertiumModes().then((found) => {
      if (found === null) throw notInstalled();
      return found;
    });
    // A failed listing is tried again by the next query, not remembered.
    modes.catch(() => (modes = undefined));
    return modes;
  };
  const remembered = new LRUCache<string, ApertiumOutput>({ max: REMEMBERED_TRANSLATIONS });
  const chains = new Map<string, ApertiumChain>();
  const render = async (text: string, mode: string): Promise<ApertiumOutput> => {
    const key = `${mode}\u0000${createHash('sha256').update(text).digest('base64')}`;
    const kept = remembered.get(key);
    if (kept) return kept;
    let chain = chains.get(mode);
    if (chain === undefined) chains.set(mode, (chain = new ApertiumChain(mode, settings.timeoutMs)));
    const output = await chain.translate(text);
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
    close() {
      for (const chain of chains.values()) chain.close();
      chains.clear();
    },
  };
}
