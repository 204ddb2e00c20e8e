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
import { apertiumMode } from './apertium-text';

export interface QueryTranslator {
  /** TEXT in language FROM rendered in TO (ISO 639-1); null when the pair is not translated. */
  translate(text: string, from: string, to: string): Promise<string | null>;
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
  const remembered = new LRUCache<string, { text: string }>({ max: REMEMBERED_TRANSLATIONS });
  const chains = new Map<string, ApertiumChain>();
  return {
    async translate(text, from, to) {
      const mode = apertiumMode(from, to);
      if (mode === null || !(await installed()).has(mode)) return null;
      const key = `${mode}\u0000${createHash('sha256').update(text).digest('base64')}`;
      const kept = remembered.get(key);
      if (kept) return kept.text;
      let chain = chains.get(mode);
      if (chain === undefined) chains.set(mode, (chain = new ApertiumChain(mode, settings.timeoutMs)));
      const translated = await chain.translate(text);
      remembered.set(key, { text: translated });
      return translated;
    },
    close() {
      for (const chain of chains.values()) chain.close();
      chains.clear();
    },
  };
}
