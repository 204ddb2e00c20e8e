/**
 * Translation by Apertium, long-lived chains per language pair started on first use, for two
 * readers: the cross-lingual step (rank/stages/cross-lingual-expansion.ts) renders a short query
 * in the library's main language, remembered per text (a dashboard asks for the same papers again
 * and again); indexing renders each paper's title in the other languages (titleTranslations in
 * search/paper-index.ts), whose renderings the indexer keeps in PostgreSQL, so here none is
 * remembered.
 *
 * A read request has a budget: its translations go to the pair's query chain, a few at a time,
 * taking turns fairly between clients and dropped when the request ends (serving-chain.ts); the
 * chain must answer within the timeout, and fails typed at once. Batch work (ingestion, reindex,
 * evaluation: outside any request) and writes have none: they go to a chain of their own, so
 * thousands of titles do not queue in front of users' queries, which may take
 * PATIENT_TIMEOUT_FACTOR times longer to answer, and a translation that still fails (a chain
 * killed, or starved on a busy machine) is tried again on a fresh chain after a back-off
 * (async-retry); only a chain that stays down fails the run, with the same typed error (issue
 * #47: indexing AAN at load 11-13 stopped after 2.5 min on one answer slower than 5 s).
 */
import retry from 'async-retry';
import { LRUCache } from 'lru-cache';
import { currentRequest } from '../common/request-scope';
import { textHash } from '../common/text-hash';
import { RefgraphError } from '../errors/refgraph-error';
import { ApertiumChain, installedApertiumModes } from './apertium';
import { apertiumMode, ApertiumOutput, guessedLanguage, TRANSLATED_LANGUAGES } from './apertium-text';
import { ServingChain, ServingTurns } from './serving-chain';

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

export interface TranslationSettings extends ServingTurns {
  /** Short queries in another language than the library's main one (REFGRAPH_QUERY_TRANSLATION). */
  queries: TranslationMode;
  /** Papers' titles in the other search languages, at indexing (REFGRAPH_TITLE_TRANSLATION). */
  titles: TranslationMode;
  timeoutMs: number;
}

/** Translations remembered, for all requests. */
const REMEMBERED_TRANSLATIONS = 2_000;

/** Batch work waits this many times the query timeout for an answer. */
const PATIENT_TIMEOUT_FACTOR = 6;
/** Batch work's tries after a failed one: 1, 2, 4, 8 s apart (with jitter), ~15 s in all before giving up. */
const PATIENT_RETRIES = { retries: 4, minTimeout: 1_000, factor: 2, randomize: true };

/** Failures a fresh chain may not repeat: a chain stopped, out of time or out of step. */
function workerFailure(error: unknown): boolean {
  return error instanceof RefgraphError && (error.code === 'ENGINE_TIMEOUT' || error.code === 'ENGINE_UNAVAILABLE');
}

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
  const servingChains = new Map<string, ServingChain>();
  const batchChains = new Map<string, ApertiumChain>();
  const servingChain = (mode: string): ServingChain => {
    let chain = servingChains.get(mode);
    if (chain === undefined) servingChains.set(mode, (chain = new ServingChain(new ApertiumChain(mode, settings.timeoutMs), settings)));
    return chain;
  };
  const batchChain = (mode: string): ApertiumChain => {
    let chain = batchChains.get(mode);
    if (chain === undefined) batchChains.set(mode, (chain = new ApertiumChain(mode, settings.timeoutMs * PATIENT_TIMEOUT_FACTOR)));
    return chain;
  };
  /**
   * One text through the right chain: a read's in its turn, failing at once; batch work's (outside
   * any request, or a write) with its patience and tries.
   */
  const ask = (text: string, mode: string): Promise<ApertiumOutput> => {
    const request = currentRequest();
    if (request !== undefined && request.write !== true) return servingChain(mode).translate(text, request);
    return retry(async (bail) => {
      try {
        return await batchChain(mode).translate(text);
      } catch (error) {
        if (!workerFailure(error)) bail(error as Error);
        throw error;
      }
    }, PATIENT_RETRIES);
  };
  const render = async (text: string, mode: string): Promise<ApertiumOutput> => {
    const key = `${mode}\u0000${textHash(text)}`;
    const kept = remembered.get(key);
    if (kept) return kept;
    const output = await ask(text, mode);
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
      return (await Promise.all(texts.map((text) => ask(text, mode)))).map((output) => output.text);
    },
    close() {
      for (const chain of [...servingChains.values(), ...batchChains.values()]) chain.close();
      servingChains.clear();
      batchChains.clear();
    },
  };
}
