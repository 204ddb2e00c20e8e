/**
 * BibTeX and biblatex files → entries with their lines → Refgraph paper records. Parsed by
 * @retorquere/bibtex-parser (the parser of Zotero's Better BibTeX: LaTeX to Unicode, names split
 * as BibTeX splits them, @string macros, crossref inheritance), never by hand. Pure.
 *
 * An entry the parser cannot read is an error naming its line and key; the entries around it
 * still land. Fields: key → id; title; year (or date); journal, booktitle or howpublished → venue;
 * volume; number → issue; pages; publisher (school and institution for theses and reports);
 * doi; url; isbn; issn; abstract; langid/language; eprint with archiveprefix arXiv →
 * externalIds.arxiv (and a @misc with one is a preprint); author → structured names.
 */
import { parse, type Entry, type Name } from '@retorquere/bibtex-parser';
import { paperTypeFrom, tidyName, withParticleSplit, type StructuredName } from '../../bibliography';
import type { SourceItem } from './source-items';

/** A parser's name → a structured name: a name without a first name that has several words was braced whole (an organisation). */
export function nameFromBibtexCreator(creator: Name): StructuredName {
  if (creator.literal !== undefined) return { literal: creator.literal };
  const name = tidyName({ family: creator.lastName, given: creator.firstName, particle: creator.prefix, suffix: creator.suffix });
  if (name.given === undefined && name.particle === undefined && name.suffix === undefined && name.family?.includes(' ')) return { literal: name.family };
  return withParticleSplit(name);
}

const first = (entry: Entry, ...names: string[]): string | undefined =>
  names.map((name) => entry.fields[name]?.[0]).find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim();

const list = (value: string | undefined): string[] => (value === undefined ? [] : value.split(/[,;]\s*|\s+and\s+/).map((v) => v.trim()).filter((v) => v !== ''));

function yearOf(entry: Entry): unknown {
  const year = entry.fields.year?.[0] ?? first(entry, 'date');
  const match = String(year ?? '').match(/\d{4}/);
  return match ? Number(match[0]) : year;
}

export function paperFromBibtexEntry(entry: Entry): Record<string, unknown> {
  const eprint = first(entry, 'eprint');
  const arxiv = eprint !== undefined && /arxiv/i.test(first(entry, 'archiveprefix', 'eprinttype') ?? '') ? eprint : undefined;
  const type = entry.type.toLowerCase() === 'misc' && arxiv !== undefined ? 'preprint' : paperTypeFrom(entry.type, 'bibtex');
  const record: Record<string, unknown> = {
    kind: 'paper',
    id: entry.key,
    title: first(entry, 'title'),
    abstract: first(entry, 'abstract'),
    year: yearOf(entry),
    venue: first(entry, 'journal', 'journaltitle', 'booktitle', 'howpublished'),
    doi: first(entry, 'doi'),
    authors: entry.creators.author?.map(nameFromBibtexCreator),
    type: type ?? undefined,
    volume: first(entry, 'volume'),
    issue: first(entry, 'number', 'issue'),
    pages: first(entry, 'pages'),
    publisher: first(entry, 'publisher', 'school', 'institution', 'organization'),
    issn: list(first(entry, 'issn')),
    isbn: list(first(entry, 'isbn')),
    url: first(entry, 'url'),
    language: first(entry, 'langid', 'language'),
    externalIds: arxiv === undefined ? undefined : { arxiv },
  };
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

/** The line (1-based) where the entry with this key starts, or null. */
function lineOfKey(text: string, key: string): number | null {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`@\\s*\\w+\\s*[{(]\\s*${escaped}\\s*,`).exec(text);
  return match === null ? null : text.slice(0, match.index).split('\n').length;
}

/**
 * The parser recurses into nested braces and @string macro references: a hostile text (braces
 * nested thousands deep, `@string{a = a # a}`) overflows the stack. That is the text's fault, told
 * as such (null), not the server's; any other failure is a bug and propagates.
 */
function parsedOrTooDeep(text: string): ReturnType<typeof parse> | null {
  try {
    return parse(text, { sentenceCase: false, caseProtection: false });
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) return null;
    throw error;
  }
}

/** The entries of a BibTeX text, each with its line, and each entry the parser refused as an error with its line. */
export function bibtexItems(text: string, firstLine = 1): SourceItem[] {
  const parsed = parsedOrTooDeep(text);
  if (parsed === null) {
    const message = 'BibTeX text cannot be read: its braces or @string macros nest deeper than the reader follows (thousands of nested braces, or a macro that refers to itself)';
    return [{ line: firstLine, error: { line: firstLine, recordId: null, field: '(file)', code: 'INVALID_VALUE', message } }];
  }
  const items: SourceItem[] = parsed.entries.map((entry) => ({ line: (lineOfKey(text, entry.key) ?? 1) + firstLine - 1, value: entry }));
  for (const error of parsed.errors) {
    // The parser's line is where it gave up (often the next entry's); the entry starts where its source text does.
    const at = error.source === undefined ? -1 : text.indexOf(error.source);
    const line = (at >= 0 ? text.slice(0, at).split('\n').length : (error.line ?? 1)) + firstLine - 1;
    const key = /@\s*\w+\s*[{(]\s*([^,\s]+)\s*,/.exec(error.source ?? '')?.[1] ?? null;
    items.push({ line, error: { line, recordId: key, field: '(entry)', code: 'INVALID_VALUE', message: `BibTeX entry${key === null ? '' : ` '${key}'`} cannot be read: ${error.message}` } });
  }
  return items.sort((a, b) => a.line - b.line);
}
