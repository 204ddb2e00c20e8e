/**
 * Cross-lingual query expansion (issue #24, docs/cross-lingual.md). Pure.
 *
 * A query written in another language than the library's main one shares almost no word with
 * the main language's papers, so BM25 (which reads it under its own language's analyzer) finds
 * them only through their translated titles, and e5-small bridges short texts across languages
 * poorly. The first main-language papers of both retrievers are still mostly on topic: their
 * titles, read under the main language's analyzer, are added to the BM25 query with a weight
 * (pseudo-relevance feedback across languages). A short query is also translated into the main
 * language (Apertium, when installed): the translation, rough as it is, carries the query's own
 * terms across, and counts as much as the query's own reading. Queries in the main language are
 * never expanded: English queries rank as they did. Those the detector cannot place are
 * expanded only when the translator's dictionaries guess another language for them
 * (stages/place.ts's queryPlacement). The translation also reads to the encoder: its vector is
 * averaged into the query's, so the dense retriever and the neighbours see the query in both
 * languages.
 */
import { l2Normalise } from '../embed';
import { isSearchLanguage } from '../search';
import type { Bm25Expansion, PaperTitle, SearchLanguage } from '../search';

/**
 * The neighbours whose titles make the expansion: the first `k` of the dense and the lexical
 * retrievers' main-language papers taken in turn (dense first), each paper once. Pseudo-relevance
 * feedback from the first results of both retrievers: the encoder alone reads short Spanish and
 * Catalan titles poorly, and BM25 (the query in its own language against the translated titles,
 * and its translation) finds other papers (measured: docs/notebook/cross-lingual-translation.md). Pure.
 */
export function interleavedNeighbours(dense: readonly PaperTitle[], lexical: readonly PaperTitle[], k: number): PaperTitle[] {
  const neighbours: PaperTitle[] = [];
  const seen = new Set<string>();
  for (let rank = 0; neighbours.length < k && rank < Math.max(dense.length, lexical.length); rank++) {
    for (const paper of [dense[rank], lexical[rank]]) {
      if (paper === undefined || seen.has(paper.paperId) || neighbours.length === k) continue;
      seen.add(paper.paperId);
      neighbours.push(paper);
    }
  }
  return neighbours;
}

/** Main-language neighbours whose titles make the expansion (measured: docs/notebook/cross-lingual-translation.md). */
export const EXPANSION_NEIGHBOURS = 4;

/** The neighbours' titles' BM25 weight against the query's own reading (measured: docs/notebook/cross-lingual-translation.md). */
export const EXPANSION_WEIGHT = 0.5;

/**
 * The language to expand a query into: the library's main one, when the query is placed in
 * another language, the main one has an analyzer, and the language filter (if any) admits it;
 * null when the query is not to be expanded.
 */
export function expansionLanguage(queryLanguage: string | null, mainLanguage: string | null, filterLanguages: readonly string[] = []): SearchLanguage | null {
  if (queryLanguage === null || queryLanguage === mainLanguage || !isSearchLanguage(mainLanguage)) return null;
  if (filterLanguages.length > 0 && !filterLanguages.includes(mainLanguage)) return null;
  return mainLanguage;
}

/**
 * The BM25 expansion: the query's translation, read as the query itself is (weight 1), and the
 * neighbours' titles, one a line, as one text with the expansion's weight (measured against the
 * translation inside that text, as it was until 2026-11-28: docs/notebook/cross-lingual-translation.md); undefined
 * when there is neither.
 */
export function crossLingualExpansion(translation: string | null, titles: readonly string[], language: SearchLanguage, weight: number = EXPANSION_WEIGHT): Bm25Expansion | undefined {
  const rendered = translation?.trim() ?? '';
  const kept = titles.map((line) => line.trim()).filter((line) => line.length > 0);
  if (rendered.length === 0 && kept.length === 0) return undefined;
  return {
    language,
    ...(rendered.length > 0 ? { translation: rendered } : {}),
    ...(kept.length > 0 ? { feedback: { text: kept.join('\n'), weight } } : {}),
  };
}

/**
 * The query's vector and its translation's, averaged and scaled back to unit length: a document
 * scores the mean of its cosines to the two renderings. Either alone misses what the other
 * carries: the encoder reads a short Spanish or Catalan title poorly across languages, and a
 * rule-based translation loses words it has no entry for.
 */
export function bilingualVector(queryVector: Float32Array, translationVector: Float32Array): Float32Array {
  return l2Normalise(queryVector.map((value, i) => value + translationVector[i]!));
}
