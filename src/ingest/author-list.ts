/**
 * A record's authors, in order: each a name, or an object with a `name` and/or its parts
 * (family, given, particle, suffix, or literal for an organisation), and optionally an `orcid`
 * (any of ORCID's written forms; checked by its check digit) and `affiliations` (or one
 * `affiliation`). A name without parts is parsed (src/bibliography/names); parts without a name
 * give its display form, which names the author row. Pure.
 */
import { isJsonObject } from '../common/json-object';
import { normalisedOrcid } from '../authors';
import { displayName, NAME_PARTS, parseStructuredName, StructuredName, tidyName } from '../bibliography';
import type { IngestLimits } from './limits';
import type { AuthorDetail, RecordError } from './records';

/** What reading a list needs of the record's reader: its limits and where failures go. */
export interface FieldChecks {
  readonly limits: IngestLimits;
  fail(field: string, code: RecordError['code'], message: string): void;
  /** `text` when at most `max` characters; otherwise the failure is recorded and '' returned. */
  bounded(field: string, text: string, max: number, setting: string): string;
  countWithin(field: string, list: unknown[], max: number, setting: string): boolean;
}

export interface AuthorList {
  /** Display names in order. */
  names: string[];
  /** ORCID iDs by display name. */
  orcids: Record<string, string>;
  details: AuthorDetail[];
}

function uniqueInOrder(values: string[]): string[] {
  return [...new Set(values)];
}

/** The list at `field`; each problem is recorded through `read` with the entry's path. */
export function readAuthorList(value: unknown, field: string, read: FieldChecks): AuthorList {
  const names: string[] = [];
  const orcids: Record<string, string> = {};
  const details: AuthorDetail[] = [];
  if (value === undefined || value === null) return { names, orcids, details };
  if (!Array.isArray(value)) {
    read.fail(field, 'INVALID_VALUE', `${field} must be a list of names or {name, orcid} objects`);
    return { names, orcids, details };
  }
  if (!read.countWithin(field, value, read.limits.maxAuthors, 'REFGRAPH_INGEST_MAX_AUTHORS')) return { names, orcids, details };
  value.forEach((item, index) => {
    const at = `${field}[${index}]`;
    const author: Record<string, unknown> = isJsonObject(item) ? item : { name: item };
    const parts = nameParts(author, at, read);
    if (parts === null) return;
    const given = typeof author.name === 'string' && author.name.trim() !== '' ? author.name.trim() : null;
    if (given === null && parts.family === undefined && parts.literal === undefined) {
      const where = isJsonObject(item) ? `${at}.name` : at;
      read.fail(where, 'INVALID_VALUE', `${where} must be a non-empty string${isJsonObject(item) ? ' (or give family or literal)' : ''}`);
      return;
    }
    const name = read.bounded(at, given ?? displayName(parts), read.limits.maxNameChars, 'REFGRAPH_INGEST_MAX_NAME_CHARS');
    names.push(name);
    const structured = parts.family !== undefined || parts.literal !== undefined ? parts : parseStructuredName(name);
    const affiliations = affiliationsOf(author, at, read);
    let orcid: string | null = null;
    if (author.orcid !== undefined && author.orcid !== null) {
      orcid = typeof author.orcid === 'string' ? normalisedOrcid(author.orcid) : null;
      if (orcid === null) read.fail(`${at}.orcid`, 'INVALID_VALUE', `${at}.orcid must be an ORCID iD such as 0000-0002-1825-0097 (its last character is a check digit)`);
      else orcids[name] = orcid;
    }
    details.push({ name: structured, orcid, affiliations });
  });
  return { names, orcids, details };
}

/** The name parts an author object gives (strings), tidied; null when one is not a string. */
function nameParts(author: Record<string, unknown>, at: string, read: FieldChecks): StructuredName | null {
  const parts: StructuredName = {};
  for (const part of NAME_PARTS) {
    const value = author[part];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      read.fail(`${at}.${part}`, 'INVALID_VALUE', `${at}.${part} must be a string`);
      return null;
    }
    parts[part] = read.bounded(`${at}.${part}`, value, read.limits.maxNameChars, 'REFGRAPH_INGEST_MAX_NAME_CHARS');
  }
  const tidy = tidyName(parts);
  if (tidy.literal !== undefined && Object.keys(tidy).length > 1) {
    read.fail(`${at}.literal`, 'INVALID_VALUE', `${at}.literal names an organisation whole: give it without family, given, particle or suffix`);
    return null;
  }
  if (tidy.family === undefined && tidy.literal === undefined && Object.keys(tidy).length > 0) {
    read.fail(`${at}.family`, 'MISSING_FIELD', `${at}.family is required when a name is given in parts (or give literal for an organisation)`);
    return null;
  }
  return tidy;
}

function affiliationsOf(author: Record<string, unknown>, at: string, read: FieldChecks): string[] {
  const list = author.affiliations ?? (author.affiliation === undefined || author.affiliation === null ? [] : [author.affiliation]);
  if (!Array.isArray(list) || list.some((a) => typeof a !== 'string')) {
    read.fail(`${at}.affiliations`, 'INVALID_VALUE', `${at}.affiliations must be a list of strings`);
    return [];
  }
  return uniqueInOrder((list as string[]).map((a) => a.replace(/\s+/g, ' ').trim()).filter((a) => a !== '')).map((a, i) =>
    read.bounded(`${at}.affiliations[${i}]`, a, read.limits.maxNameChars, 'REFGRAPH_INGEST_MAX_NAME_CHARS'),
  );
}

/**
 * The display names of a record's author entries as given (names, `{name}` objects or name
 * parts), for readers of paper files that need only the names (`refgraph eval authors`);
 * entries that are none of those are left out (validation reports them when ingesting).
 */
export function authorDisplayNames(authors: readonly unknown[]): string[] {
  return authors.flatMap((author) => {
    if (typeof author === 'string') return author.trim() === '' ? [] : [author.trim()];
    if (!isJsonObject(author)) return [];
    if (typeof author.name === 'string' && author.name.trim() !== '') return [author.name.trim()];
    const parts: StructuredName = {};
    for (const part of NAME_PARTS) if (typeof author[part] === 'string') parts[part] = author[part];
    const name = tidyName(parts);
    return name.family === undefined && name.literal === undefined ? [] : [displayName(name)];
  });
}
