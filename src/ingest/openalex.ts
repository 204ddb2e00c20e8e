/**
 * OpenAlex works (one `work` object per line, as the OpenAlex API and snapshot ship them)
 * → Refgraph paper records. Pure mapping; the result is validated like any JSONL record.
 * The full record (issue #48): `type`, `biblio` (volume, issue, first and last page),
 * `primary_location` (its source's name, ISSNs and publisher; its landing page),
 * `open_access.oa_url`, and each authorship's institutions.
 */
import { isJsonObject } from '../common/json-object';
import { paperTypeFrom } from '../bibliography';

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
  const location = record(w.primary_location);
  const source = record(location.source);
  const venue = source.display_name ?? record(w.host_venue).display_name;
  const biblio = record(w.biblio);
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
    authors: list(w.authorships).map((a) => authorOf(record(a))),
    type: openAlexType(w.type, source.type),
    volume: biblio.volume ?? undefined,
    issue: biblio.issue ?? undefined,
    pages: pagesOf(biblio),
    publisher: typeof source.host_organization_name === 'string' ? source.host_organization_name : undefined,
    issn: Array.isArray(source.issn) ? source.issn : undefined,
    url: typeof location.landing_page_url === 'string' && !/doi\.org\//i.test(location.landing_page_url) ? location.landing_page_url : undefined,
    openAccessUrl: typeof record(w.open_access).oa_url === 'string' ? record(w.open_access).oa_url : undefined,
    language: w.language ?? null,
    fieldsOfStudy: fields,
    externalIds,
    references: list(w.referenced_works).map(shortOpenAlexId),
  };
}

/**
 * An authorship's author: the name, with its ORCID when OpenAlex knows one (validation checks it)
 * and the institutions it names (else the raw affiliation strings).
 */
function authorOf(authorship: Record<string, unknown>): unknown {
  const author = record(authorship.author);
  const institutions = list(authorship.institutions).map((i) => record(i).display_name).filter((name) => typeof name === 'string');
  const affiliations = institutions.length > 0 ? institutions : list(authorship.raw_affiliation_strings).filter((a) => typeof a === 'string');
  if (typeof author.orcid !== 'string' && affiliations.length === 0) return author.display_name;
  return { name: author.display_name, ...(typeof author.orcid === 'string' ? { orcid: author.orcid } : {}), ...(affiliations.length === 0 ? {} : { affiliations }) };
}

/** "4171" and "4186" → "4171-4186"; absent when OpenAlex has no first page. */
function pagesOf(biblio: Record<string, unknown>): string | undefined {
  const [first, last] = [biblio.first_page, biblio.last_page].map((p) => (typeof p === 'string' && p.trim() !== '' ? p.trim() : null));
  if (first === null || first === undefined) return undefined;
  return last === null || last === undefined || last === first ? first : `${first}-${last}`;
}

/** OpenAlex's work type; an "article" in a conference's proceedings is a conference paper. */
function openAlexType(type: unknown, sourceType: unknown): string | undefined {
  if (type === 'article' && sourceType === 'conference') return 'conference-paper';
  if (type === 'article' && sourceType === 'repository') return 'preprint';
  return paperTypeFrom(type, 'openalex') ?? undefined;
}
