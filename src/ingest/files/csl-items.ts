/**
 * CSL items (a CSL-JSON file, as Zotero, Mendeley and pandoc write it; RIS records as
 * citation-js reads them) → Refgraph paper records, validated like any JSONL record. Pure.
 *
 * id: the item's id when it keeps the id rule (limits.ts), else its DOI; title; year from
 * `issued` (else `published-print`, `published-online`, `created`: Crossref's dates);
 * container-title → venue; type (paper-types.ts, CSL's words); volume, issue, page, publisher,
 * ISSN, ISBN, DOI, URL, abstract (markup removed), language; authors as structured names
 * (csl-names.ts) with ORCID and affiliations where the item has them (Crossref's `ORCID`,
 * `affiliation: [{name}]`).
 */
import { isJsonObject } from '../../common/json-object';
import { citationKeyOf, nameFromCsl, paperTypeFrom } from '../../bibliography';
import { idProblem } from '../limits';
import { bareDoi } from '../identifiers';

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;]\s*/) : [];
  return list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/** The year of a CSL date ({date-parts: [[2019, 6]]}, or {raw: "2019-06"} / {literal}). */
export function yearOf(date: unknown): number | undefined {
  if (!isJsonObject(date)) return undefined;
  const parts = date['date-parts'];
  if (Array.isArray(parts) && Array.isArray(parts[0])) {
    const year = Number(parts[0][0]);
    if (Number.isInteger(year)) return year;
  }
  const raw = text(date.raw) ?? text(date.literal);
  const match = raw?.match(/\b(\d{4})\b/);
  return match ? Number(match[1]) : undefined;
}

/** Markup out of an abstract (Crossref's JATS <jats:p>, HTML), white space made single. */
function plainAbstract(value: unknown): string | undefined {
  return text(value)?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() || undefined;
}

function author(value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const affiliations = Array.isArray(value.affiliation)
    ? value.affiliation.map((a) => (isJsonObject(a) ? a.name : a)).filter((a) => typeof a === 'string')
    : [];
  const orcid = text(value.ORCID) ?? text(value.orcid);
  return { ...nameFromCsl(value), ...(orcid === undefined ? {} : { orcid }), ...(affiliations.length === 0 ? {} : { affiliations }) };
}

/**
 * The record's id: its own when it keeps the id rule, else its DOI, else the citation key the
 * exports would give it (surname, year, first word: sparckjones1972statistical), as a RIS record
 * without an ID (Zotero and EndNote write none) is still a paper; the error names the item when
 * none of them can be had.
 */
function recordId(item: Record<string, unknown>, doi: string | undefined, year: number | undefined): unknown {
  const own = text(item.id);
  if (own !== undefined && idProblem(own) === null) return own;
  const bare = doi === undefined ? null : bareDoi(doi);
  if (bare !== null) return bare;
  const title = text(item.title);
  if (own === undefined && title !== undefined && year !== undefined) {
    const first = Array.isArray(item.author) && isJsonObject(item.author[0]) ? nameFromCsl(item.author[0]) : null;
    return citationKeyOf({ paperId: '', firstAuthor: first, year, title });
  }
  return own ?? item.id;
}

export function paperFromCslItem(item: Record<string, unknown>, vocabulary: 'csl' | 'crossref' = 'csl'): Record<string, unknown> {
  const doi = text(item.DOI);
  const year = yearOf(item.issued) ?? yearOf(item['published-print']) ?? yearOf(item['published-online']) ?? yearOf(item.created);
  const record: Record<string, unknown> = {
    kind: 'paper',
    id: recordId(item, doi, year),
    title: text(item.title),
    abstract: plainAbstract(item.abstract),
    year,
    venue: text(item['container-title']),
    doi,
    authors: Array.isArray(item.author) ? item.author.map(author) : undefined,
    type: paperTypeFrom(item.type, vocabulary) ?? undefined,
    volume: text(item.volume),
    issue: text(item.issue),
    pages: text(item.page),
    publisher: text(item.publisher),
    issn: texts(item.ISSN),
    isbn: texts(item.ISBN),
    url: text(item.URL),
    language: languageCode(text(item.language)),
  };
  // A key left out keeps a stored paper's value under MERGE (merge.ts): only what the item gives is sent.
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

/** "en-US", "English" → en; anything not a two-letter code is dropped (detection fills it in). */
function languageCode(value: string | undefined): string | undefined {
  const code = value?.toLowerCase().split(/[-_]/)[0];
  return code !== undefined && /^[a-z]{2}$/.test(code) ? code : undefined;
}
