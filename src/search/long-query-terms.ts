/**
 * A long text (a talk's transcript) is searched by the terms more_like_this picks from it
 * (bm25-query.ts). Picking reads the whole text through the analyzer and looks up each word's
 * document frequency in every segment of the index, on every request: about half of a talk's
 * BM25 request at 100k papers (25 of 55 ms), and a ranking sends it twice (the candidates, then
 * the scores of candidates other retrievers found). The terms are picked once here and kept:
 * Elasticsearch's validate API rewrites more_like_this into the Lucene query it runs, whose
 * terms, sent as term queries in the same order, score every paper exactly as more_like_this
 * does (same hits, same scores, checked by an integration test). Adapter: Elasticsearch.
 *
 * The picked terms depend on the index's document frequencies, so they are kept for a few
 * minutes only, and ingestion through the API clears them, like the most-cited lists.
 */
import { textHash } from '../common/text-hash';
import type { Client } from '@elastic/elasticsearch';
import type { QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';
import { LRUCache } from 'lru-cache';
import { Bm25Expansion, bm25PaperQuery, isLongQuery, LongQueryTerm, longTextFields, longTextQuery, SEARCH_LANGUAGES, SearchLanguage } from './bm25-query';

/**
 * The picked terms as Lucene prints the rewritten query: `(f:a f:b …)~1` for several, `f:a` for
 * one; null for anything else (no term picked, an unexpected form), which leaves the text to
 * more_like_this itself. Every term must name one of `fields`: a term may hold a colon. Pure.
 */
export function parsePickedTerms(explanation: string, fields: readonly string[]): LongQueryTerm[] | null {
  const several = /^\((.*)\)~1$/s.exec(explanation);
  const parts = several ? several[1]!.split(' ') : [explanation];
  const terms: LongQueryTerm[] = [];
  for (const part of parts) {
    const field = fields.find((name) => part.startsWith(`${name}:`) && part.length > name.length + 1);
    if (field === undefined) return null;
    terms.push({ field, term: part.slice(field.length + 1) });
  }
  return terms;
}

/**
 * The terms more_like_this picks from `text` under one language, or null when they cannot be
 * sent instead of it: nothing picked, or shards that pick differently (each shard picks from its
 * own document frequencies, so only a one-shard index, or shards that agree, has one list).
 */
export async function pickLongQueryTerms(client: Client, index: string, text: string, language: SearchLanguage): Promise<LongQueryTerm[] | null> {
  const response = await client.indices.validateQuery({ index, query: longTextQuery(text, language), rewrite: true, all_shards: true });
  const explanations = new Set((response.explanations ?? []).filter((e) => e.valid).map((e) => e.explanation ?? ''));
  if (!response.valid || explanations.size !== 1) return null;
  return parsePickedTerms([...explanations][0]!, longTextFields(language));
}

/** ~64 short terms an entry. */
const MAX_TEXTS = 2_000;

export class LongQueryTermCache {
  private readonly picked: LRUCache<string, { terms: LongQueryTerm[] | null }>;

  constructor(ttlMilliseconds: number) {
    this.picked = new LRUCache({ max: MAX_TEXTS, ttl: ttlMilliseconds });
  }

  async get(client: Client, index: string, text: string, language: SearchLanguage): Promise<LongQueryTerm[] | null> {
    const key = `${index}\u0000${language}\u0000${textHash(text)}`;
    const kept = this.picked.get(key);
    if (kept) return kept.terms;
    const terms = await pickLongQueryTerms(client, index, text, language);
    this.picked.set(key, { terms });
    return terms;
  }

  clear(): void {
    this.picked.clear();
  }
}

export interface Bm25Text {
  text: string;
  languages?: readonly SearchLanguage[];
  expansion?: Bm25Expansion;
}

/**
 * The BM25 query of a text (bm25-query.ts bm25PaperQuery), a long one with its terms picked once
 * per language and kept in `cache`; without a cache, more_like_this picks them in the request.
 */
export async function prepareBm25Query(client: Client, index: string, { text, languages = SEARCH_LANGUAGES, expansion }: Bm25Text, cache?: LongQueryTermCache): Promise<QueryDslQueryContainer> {
  if (!isLongQuery(text) || cache === undefined) return bm25PaperQuery(text, languages, expansion);
  const picked = new Map<SearchLanguage, LongQueryTerm[]>();
  await Promise.all(
    languages.map(async (language) => {
      const terms = await cache.get(client, index, text, language);
      if (terms !== null) picked.set(language, terms);
    }),
  );
  return bm25PaperQuery(text, languages, expansion, picked);
}
