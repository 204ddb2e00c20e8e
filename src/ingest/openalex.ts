/**
 * OpenAlex works (one `work` object per line, as the OpenAlex API and snapshot ship them)
 * → Refgraph paper records. Pure mapping; the result is validated like any JSONL record.
 */
import { isJsonObject } from '../common/json-object';

const OPENALEX_PREFIX = /^https?:\/\/openalex\.org\//;

function shortOpenAlexId(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(OPENALEX_PREFIX, '') : value;
}

/** OpenAlex ships abstracts as an inverted index (word → positions); rebuild the text. */
export function abstractFromInvertedIndex(index: unknown): string | null {
  if (typeof index !== 'object' || index === null) return null;
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index as Record<string, unknown>)) {
    if (!Array.isArray(positions)) continue;
    for (const position of positions) {
      if (Number.isInteger(position) && position >= 0) words[position] = word;
    }
  }
  const text = words.filter((w) => w !== undefined).join(' ');
  return text === '' ? null : text;
}

function record(value: unknown): Record<string, unknown> {
  return isJsonObject(value) ? value : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function paperFromOpenAlexWork(work: unknown): Record<string, unknown> {
  const w = record(work);
  const ids = record(w.ids);
  const externalIds: Record<string, string> = {};
  for (const [key, value] of Object.entries(ids)) {
    if (typeof value === 'string' && key !== 'doi') externalIds[key] = value;
  }
  const venue = record(record(w.primary_location).source).display_name ?? record(w.host_venue).display_name;
  const fields = list(w.concepts)
    .map(record)
    .filter((c) => c.level === 0 && typeof c.display_name === 'string')
    .map((c) => c.display_name);
  return {
    kind: 'paper',
    id: shortOpenAlexId(w.id),
    title: w.title ?? w.display_name,
    abstract: abstractFromInvertedIndex(w.abstract_inverted_index),
    year: w.publication_year,
    venue: venue ?? null,
    doi: w.doi ?? null,
    authors: list(w.authorships).map((a) => authorOf(record(record(a).author))),
    language: w.language ?? null,
    fieldsOfStudy: fields,
    externalIds,
    references: list(w.referenced_works).map(shortOpenAlexId),
  };
}

/** An authorship's author: the name, with its ORCID when OpenAlex knows one (validation checks it). */
function authorOf(author: Record<string, unknown>): unknown {
  return typeof author.orcid === 'string' ? { name: author.display_name, orcid: author.orcid } : author.display_name;
}
