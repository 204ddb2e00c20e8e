/**
 * The cross-lingual expansion step, before retrieval: for a query placed in another language
 * than the library's main one, its translation into the main language (short queries, when a
 * translator is configured) and the titles of its nearest papers in the main language by both
 * retrievers (papers of unknown language count in it) become BM25 clauses read under the main
 * language's analyzer (cross-lingual.ts). Every BM25 request of the query (candidates, missing
 * scores) carries them, and reads the query itself in its placed language. The translation's
 * vector is averaged into the query's before the neighbours are looked up, so the dense
 * retriever and the neighbours read the query in both languages.
 * Adapters: Elasticsearch, the query translator, the encoder.
 */
import { UNDETERMINED_LANGUAGE } from '../../common/language-codes';
import { bm25PaperTitles, isLongQuery, isSearchLanguage, knnPaperTitles } from '../../search';
import type { PaperTitle, SearchLanguage } from '../../search';
import { bm25Reading } from '../bm25-request';
import { bilingualVector, crossLingualExpansion, EXPANSION_NEIGHBOURS, expansionLanguage, interleavedNeighbours } from '../cross-lingual';
import type { RankPorts } from '../ports';
import type { CrossLingualReading, RankQuery } from '../types';
import { queryFilter } from './text-candidates';

/**
 * The main-language neighbours' titles, from both retrievers: dense kNN on the (bilingual) query
 * vector, and BM25 reading the query as its candidates will be read, with its translation. BM25
 * only when it can read the query: in a search language, or through a translation (a French
 * query in an English library has neither, and its English reading would be noise).
 */
async function neighbourTitles(engines: RankPorts, query: RankQuery, language: SearchLanguage, translated: string | null): Promise<string[]> {
  // The query's own filters (year, exclusions, fields, venues) hold for the neighbours too: a
  // paper the query may not return must not lend it its words. Papers of unknown language (none
  // stored, or 'und': most short titles) count in the main one, as everywhere in the ranking.
  const filter = { ...queryFilter(query), languages: [language, UNDETERMINED_LANGUAGE], unknownLanguage: true };
  const lexicalQuery = { ...query, expansion: translated === null ? undefined : { language, translation: translated } };
  const none: Promise<PaperTitle[]> = Promise.resolve([]);
  const readable = query.readingLanguage !== undefined || translated !== null;
  const [dense, lexical] = await Promise.all([
    query.vector === null ? none : knnPaperTitles(engines.search.client, engines.search.index, query.vector, EXPANSION_NEIGHBOURS, filter),
    readable ? bm25Reading(engines, lexicalQuery).then((reading) => bm25PaperTitles(engines.search.client, engines.search.index, reading, EXPANSION_NEIGHBOURS, filter)) : none,
  ]);
  return interleavedNeighbours(dense, lexical, EXPANSION_NEIGHBOURS).map((paper) => paper.title);
}

/**
 * The query in the main language; null when there is no translator or the text is long (a
 * transcript is read through the terms BM25 picks from it, and one run of the translator over
 * it would cost seconds).
 */
function translation(engines: RankPorts, query: RankQuery, from: string, to: string): Promise<string | null> {
  if (engines.languages.translate === undefined || isLongQuery(query.text)) return Promise.resolve(null);
  return engines.languages.translate(query.text, from, to);
}

/** The query's vector with its translation's averaged in; the vector as it was without a translation, an encoder or a role to encode it in. */
async function vectorWithTranslation(engines: RankPorts, query: RankQuery, translated: string | null): Promise<Float32Array | null> {
  if (translated === null || query.vector === null || query.vectorRole === undefined || engines.encoder === null) return query.vector;
  return bilingualVector(query.vector, await engines.encoder.text(translated, query.vectorRole));
}

/** The query as it goes into retrieval, and how it was read across languages (absent exactly when it was not expanded). */
export interface CrossLingualQuery {
  query: RankQuery;
  reading?: CrossLingualReading;
}

/** The query with its expansion, or the query as it was when it is not to be expanded. */
export async function crossLingualQuery(engines: RankPorts, query: RankQuery, queryLanguage: string | null, mainLanguage: string | null): Promise<CrossLingualQuery> {
  const language = expansionLanguage(queryLanguage, mainLanguage, query.filters.languages);
  if (language === null || queryLanguage === null) return { query };
  const translated = await translation(engines, query, queryLanguage, language);
  // BM25 reads the query in its language even when only the dictionaries placed it: the papers'
  // titles translated into it (search/title-translations.ts) are read under that analyzer.
  const placed = isSearchLanguage(queryLanguage) ? { readingLanguage: queryLanguage } : {};
  const bilingual = { ...query, ...placed, vector: await vectorWithTranslation(engines, query, translated) };
  const titles = await neighbourTitles(engines, bilingual, language, translated);
  const expansion = crossLingualExpansion(translated, titles, language);
  // Neither a translation nor a neighbour: the query goes on as it came, and says nothing was read.
  if (expansion === undefined) return { query };
  return { query: { ...bilingual, expansion }, reading: { queryLanguage, searchedIn: language, translation: translated, neighbourTitles: titles } };
}
