/**
 * The papers index: its name and its definition (paper-index.json with the configured
 * BM25 parameters and vector size applied), plus the document shape. Pure.
 *
 * In the mapping, `text.<language>` holds title and abstract as one field (copy_to, not in
 * _source) for BM25's one-field document frequency (bm25-query.ts), and the per-language text
 * fields keep term frequencies without positions: no query reads positions, and dropping them
 * leaves the index smaller with that field than it was without it (docs/notebook/evaluation-bm25f.md, #27).
 */
import type { PaperRow } from '../db';
import type { Bm25Settings, IndexLayout } from '../search/search-settings';
import type { TitleTranslations } from './title-translations';
import template from './paper-index.json';

export interface PaperIndexSettings {
  indexPrefix: string;
  bm25: Bm25Settings;
  vectorDimensions: number;
  /** Fixed when an index is created: a new layout takes effect at the next `reindex`. */
  layout: IndexLayout;
}

export function paperIndexName(indexPrefix: string): string {
  return `${indexPrefix}-papers`;
}

export type PaperIndexDefinition = typeof template;

/**
 * The index's default similarity, which every text field scores with. A default rather than a
 * named per-field similarity: `combined_fields` refuses fields that carry their own.
 */
export function bm25Similarity(parameters: Bm25Settings): { type: 'BM25'; k1: number; b: number } {
  return { type: 'BM25', k1: parameters.k1, b: parameters.b };
}

export function paperIndexDefinition(settings: PaperIndexSettings): PaperIndexDefinition {
  const definition = structuredClone(template);
  definition.settings.index.similarity.default = bm25Similarity(settings.bm25);
  definition.mappings.properties.embedding.dims = settings.vectorDimensions;
  definition.settings.number_of_shards = settings.layout.shards;
  definition.settings.number_of_replicas = settings.layout.replicas;
  return definition;
}

export interface PaperDocument {
  id: string;
  title: string;
  abstract: string | null;
  year: number;
  doi: string | null;
  language: string | null;
  venue: string | null;
  authors: string[];
  fieldsOfStudy: string[];
  citationCount: number;
  /** The title in the other search languages (title-translations.ts); absent when not translated. */
  titleTranslations?: TitleTranslations;
  /** Absent when no encoder is configured; kNN then simply does not see the paper. */
  embedding?: number[];
}

/**
 * A float32 vector as a JSON array of numbers with 9 significant digits: enough for every float32
 * to parse back to itself, so Elasticsearch stores exactly the same vector, in two thirds of the
 * characters of JavaScript's shortest double form (17 digits for a float32 seen as a double).
 * Parsing those numbers was, after the HNSW graph, most of Elasticsearch's work per paper; and
 * writing them as text costs about what JSON.stringify does.
 */
export function float32Json(vector: Float32Array): string {
  return `[${Array.from(vector, (x) => x.toPrecision(9)).join(',')}]`;
}

/** The document as JSON, its vector (when it has one) written by float32Json. */
export function paperDocumentJson(row: PaperRow, embedding?: Float32Array, titleTranslations?: TitleTranslations): string {
  const document = JSON.stringify(paperDocument(row, titleTranslations));
  return embedding === undefined ? document : `${document.slice(0, -1)},"embedding":${float32Json(embedding)}}`;
}

export function paperDocument(row: PaperRow, titleTranslations?: TitleTranslations): PaperDocument {
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    year: row.year,
    doi: row.doi,
    language: row.language,
    venue: row.venue?.name ?? null,
    authors: row.authors.map((a) => a.name),
    fieldsOfStudy: row.fieldsOfStudy,
    citationCount: row.citationCount,
    ...(titleTranslations === undefined ? {} : { titleTranslations }),
  };
}
