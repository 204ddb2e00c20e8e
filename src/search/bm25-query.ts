/**
 * Builds the Elasticsearch BM25 query for a free-text paper search. Pure.
 *
 * A paper is scored as one document: title and abstract together under one analyzer
 * (`combined_fields`, BM25F: term frequencies summed over the fields, one length, one idf), as
 * Lucene's BM25 over one field would score it. Scoring each field on its own and keeping the best
 * (`multi_match` best_fields) never let a paper matching the query across title and abstract beat
 * one matching a few words of its title: measured 17–40% below Lucene's BM25 (issue #27).
 *
 * The document frequency is the one-field one too: BM25F takes a term's as the largest of its
 * fields' (Lucene's CombinedFieldQuery), which undercounts a word some papers have in the title
 * and others in the abstract. So the index keeps title and abstract also as one field per
 * language (`text.<language>`, copy_to), and the title's extra weight is a second field:
 * `text^1 + title^(w−1)` has the term frequencies and length of `title^w + abstract`, and the
 * union's document frequency (docs/notebook/evaluation-bm25f.md, "Fourth session").
 */
import type { QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';
import { invalidArgument } from '../errors/refgraph-error';
import { placedLanguage } from '../common/language-codes';
import { PaperFilter, paperFilterClauses } from './paper-filter';

/**
 * BM25's idf and average length are per shard: with several shards each scores with its own
 * statistics, so a paper's score (and ties, and the ranking) depends on which shard it landed in.
 * `dfs_query_then_fetch` first gathers the statistics of every shard and scores with the index's
 * totals. It brings 3 shards closer to one without making them equal (26 of the seed regression's
 * 65 measures still move, 33 without it; combined_fields' scores still differ on some hits), so
 * the layout that ranks as one node does is one shard with replicas (docs/cluster.md). On a
 * one-shard index Elasticsearch runs it as query_then_fetch: free there.
 */
export const BM25_SEARCH_TYPE = 'dfs_query_then_fetch' as const;

export const SEARCH_LANGUAGES = ['en', 'es', 'ca'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/**
 * Title terms count this many times in BM25F: titles are short and written to name the topic.
 * On ACM-CR's 500 queries pooled MAP@100 rose from weight 1 to 4 and fell at 5. With the one-field
 * document frequency, weight 4 at k1 2.0 / b 0.75 (bm25-defaults.json) is the setting measured
 * that reaches Lucene's best pair on all four development sets; AAN's papers have no abstract, so
 * there the weight acts as k1 / weight, 2.0 / 4 as 1.5 / 3 did before (docs/notebook/evaluation-bm25f.md, #27).
 */
export const TITLE_WEIGHT = 4;

/**
 * Texts longer than this (a talk transcript, a long abstract) are searched by their most
 * telling terms (more_like_this picks them by tf-idf) instead of every word they contain.
 */
export const LONG_QUERY_CHARACTERS = 2000;
export const LONG_QUERY_TERMS = 64;

/**
 * The fields BM25F reads under one language's analyzer (paper-index.json): title and abstract as
 * one field, the title again for its extra weight (so TITLE_WEIGHT is at least 2: `combined_fields`
 * refuses weights below 1), and the title translated into that language (title-translations.ts),
 * weighted as the title.
 */
function languageFields(language: SearchLanguage): string[] {
  return [`text.${language}`, `title.${language}^${TITLE_WEIGHT - 1}`, `titleTranslations.${language}^${TITLE_WEIGHT}`];
}

/** A term more_like_this picked from a long text, in the field it picked it for. */
export interface LongQueryTerm {
  field: string;
  term: string;
}

/** The terms more_like_this picks from a long text, per language: see long-query-terms.ts. */
export type LongQueryTerms = ReadonlyMap<SearchLanguage, readonly LongQueryTerm[]>;

export function isLongQuery(text: string): boolean {
  return text.length > LONG_QUERY_CHARACTERS;
}

/**
 * The fields a long text is read in (more_like_this takes no weights, and scores each on its own).
 * Title and abstract apart rather than their union: picked from the union, the 29 ACM-CR global
 * queries (2 of them long) fell from 0.1168 to 0.1160 MAP@100 (docs/notebook/evaluation-bm25f.md, #27).
 */
export function longTextFields(language: SearchLanguage): string[] {
  return [`title.${language}`, `abstract.${language}`, `titleTranslations.${language}`];
}

/**
 * A long text's reading under one language: more_like_this takes no field weights and scores each
 * field on its own; any one of the picked terms may match (its default wants 30% of them), so
 * BM25 ranks rather than filters.
 */
export function longTextQuery(text: string, language: SearchLanguage): QueryDslQueryContainer {
  return {
    more_like_this: { fields: longTextFields(language), like: text, max_query_terms: LONG_QUERY_TERMS, min_term_freq: 1, min_doc_freq: 1, minimum_should_match: '1' },
  };
}

/**
 * The query more_like_this runs once it has picked its terms: one term query per picked term in
 * its field, any of which may match, in its order (so scores add up in the same order, to the
 * last bit). Picking them reads the text and the index's document frequencies on every request;
 * sending them instead skips that (long-query-terms.ts).
 */
export function pickedTermsQuery(terms: readonly LongQueryTerm[]): QueryDslQueryContainer {
  if (terms.length === 0) return { match_none: {} };
  return { bool: { should: terms.map(({ field, term }) => ({ term: { [field]: term } })), minimum_should_match: 1 } };
}

/** One language's reading of the query; the field boosts are BM25F's term-frequency weights. */
function languageQuery(text: string, language: SearchLanguage, picked: LongQueryTerms | undefined): QueryDslQueryContainer {
  if (isLongQuery(text)) {
    const terms = picked?.get(language);
    return terms === undefined ? longTextQuery(text, language) : pickedTermsQuery(terms);
  }
  return { combined_fields: { query: text, fields: languageFields(language) } };
}

/**
 * Extra readings of a query under one language's analyzer, added to the query's own: a
 * cross-lingual expansion (rank/cross-lingual.ts) is written in the library's main language,
 * which the query's own analyzer does not read.
 */
export interface Bm25Expansion {
  language: SearchLanguage;
  /** The query rendered in `language`: it is the query, so it counts as the query's own reading does. */
  translation?: string;
  /** Pseudo-relevance feedback (the neighbours' titles, one a line), its BM25 score multiplied by `weight`. */
  feedback?: { text: string; weight: number };
}

/** The expansion's clauses, each to be added to the query's best reading. */
function expansionClauses({ language, translation, feedback }: Bm25Expansion): QueryDslQueryContainer[] {
  const fields = languageFields(language);
  const clauses: QueryDslQueryContainer[] = [];
  if (translation !== undefined) clauses.push({ combined_fields: { query: translation, fields } });
  if (feedback !== undefined) clauses.push({ combined_fields: { query: feedback.text, fields, boost: feedback.weight } });
  return clauses;
}

/**
 * The query read under each language's analyzer. With several, a paper keeps its best reading
 * (dis_max, no tie-breaker): adding them up would count the same words once per analyzer. An
 * expansion's scores are added to that best reading (a paper may match any of them). A long
 * text's readings use the terms already picked for it where `picked` has them.
 */
export function bm25PaperQuery(text: string, languages: readonly SearchLanguage[] = SEARCH_LANGUAGES, expansion?: Bm25Expansion, picked?: LongQueryTerms): QueryDslQueryContainer {
  if (languages.length === 0) throw invalidArgument('languages', `name at least one of ${SEARCH_LANGUAGES.join(', ')}, or leave it out for all`);
  const readings = languages.map((language) => languageQuery(text, language, picked));
  const query = readings.length === 1 ? readings[0]! : { dis_max: { queries: readings } };
  const extra = expansion === undefined ? [] : expansionClauses(expansion);
  if (extra.length === 0) return query;
  return { bool: { should: [query, ...extra], minimum_should_match: 1 } };
}

/** How many papers of a library are written in a language (papers of unknown language left out). */
export interface LanguageCount {
  language: string;
  papers: number;
}

/**
 * A language counts as one of the library's when it holds at least this share of the papers
 * whose language is known. Not fitted (both development collections are English): a language of
 * fewer than one paper in twenty is not worth an extra reading of every query the detector
 * cannot place, which costs English queries 1.6–4% MAP@100 (docs/notebook/evaluation.md and
 * evaluation-bm25-full.md, issue #27).
 */
export const LIBRARY_LANGUAGE_SHARE = 0.05;

export function isSearchLanguage(language: string | null): language is SearchLanguage {
  return SEARCH_LANGUAGES.some((known) => known === language);
}

/** The analysed languages among `languages`; every one when none is. */
export function analysedLanguages(languages: readonly string[]): readonly SearchLanguage[] {
  const analysed = SEARCH_LANGUAGES.filter((language) => languages.includes(language));
  return analysed.length === 0 ? SEARCH_LANGUAGES : analysed;
}

/**
 * The analysed languages a library is written in, the readings of a query the detector cannot
 * place (most paper titles and citation sentences are shorter than its 60 letters): every one
 * when none holds its share of the papers of known language, or none is known.
 */
export function libraryLanguages(counts: readonly LanguageCount[]): readonly SearchLanguage[] {
  const known = counts.reduce((sum, count) => sum + (placedLanguage(count.language) === null ? 0 : count.papers), 0);
  const papersIn = (language: string) => counts.filter((count) => count.language === language).reduce((sum, count) => sum + count.papers, 0);
  return analysedLanguages(SEARCH_LANGUAGES.filter((language) => papersIn(language) > 0 && papersIn(language) >= LIBRARY_LANGUAGE_SHARE * known));
}

/** The language holding the most papers of known language (ties: the first code; 'und' is not one), or null when none is known. */
export function mainLanguage(counts: readonly LanguageCount[]): string | null {
  const totals = new Map<string, number>();
  for (const count of counts) if (placedLanguage(count.language) !== null) totals.set(count.language, (totals.get(count.language) ?? 0) + count.papers);
  const sorted = [...totals].filter(([, papers]) => papers > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return sorted[0]?.[0] ?? null;
}

/** A query restricted by a filter (year, exclusions, fields, venues, languages): filters never change scores. */
export function restrictedQuery(query: QueryDslQueryContainer, filter: PaperFilter): QueryDslQueryContainer {
  const clauses = paperFilterClauses(filter);
  return clauses ? { bool: { must: [query], ...clauses } } : query;
}

/** The BM25 query restricted by a filter. */
export function filteredBm25Query(text: string, filter: PaperFilter, languages?: readonly SearchLanguage[], expansion?: Bm25Expansion): QueryDslQueryContainer {
  return restrictedQuery(bm25PaperQuery(text, languages, expansion), filter);
}
