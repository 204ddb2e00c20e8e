/**
 * What the bibliography view asks the API, from its URL parameters. Pure: the URL is the whole
 * state, so a shared link reproduces the same preselection.
 *
 *   title  the topic or working title (required)   abstract  optional
 *   kw     keywords joined by '|'                   size      papers wanted (DEFAULT_SIZE when absent)
 *   before only papers published before this year   drop      ids of entries the reader dropped, space-separated
 */

export const DEFAULT_SIZE = 50;
/** The server caps sizes (REFGRAPH_BIBLIOGRAPHY_MAX_SIZE, 1000 by default) and says so; the form offers up to this. */
export const MAX_FORM_SIZE = 1000;
const KEYWORD_SEPARATOR = '|';

export const PRESELECT = `query Preselect($query: BibliographyQueryInput!, $first: Int!, $before: Year) {
  preselection: preselectBibliography(query: $query, first: $first, before: $before) {
    maxYear
    entries { rank score sources paper { id title year venue { name } authors { name } } }
  }
}`;

export interface Preselection {
  maxYear: number | null;
  entries: {
    rank: number;
    score: number;
    sources: ('BM25' | 'DENSE' | 'GRAPH')[];
    paper: { id: string; title: string; year: number; venue: { name: string } | null; authors: { name: string }[] };
  }[];
}

export interface BibliographyState {
  title: string;
  abstract: string;
  keywords: string[];
  size: number;
  before: number | null;
  /** Entries dropped from the list (and from its file), by paper id. */
  dropped: string[];
}

export function bibliographyState(search: URLSearchParams): BibliographyState {
  const size = Number(search.get('size') ?? DEFAULT_SIZE);
  const before = search.get('before');
  return {
    title: (search.get('title') ?? '').trim(),
    abstract: (search.get('abstract') ?? '').trim(),
    keywords: splitKeywords(search.get('kw') ?? '', KEYWORD_SEPARATOR),
    size: Number.isInteger(size) && size >= 1 ? size : DEFAULT_SIZE,
    before: before !== null && /^\d{1,4}$/.test(before) ? Number(before) : null,
    dropped: (search.get('drop') ?? '').split(/\s+/).filter((id) => id !== ''),
  };
}

/** Keywords typed in one box (comma-separated) or kept in the URL ('|'-separated), trimmed, empty ones dropped. */
export function splitKeywords(text: string, separator: string): string[] {
  return text.split(separator).map((k) => k.trim()).filter((k) => k !== '');
}

export function joinedKeywords(keywords: readonly string[]): string {
  return keywords.join(KEYWORD_SEPARATOR);
}

/** The operation's variables, or null while there is no title. */
export function preselectVariables(state: BibliographyState): Record<string, unknown> | null {
  if (state.title === '') return null;
  return {
    query: { title: state.title, ...(state.abstract ? { abstract: state.abstract } : {}), ...(state.keywords.length > 0 ? { keywords: state.keywords } : {}) },
    first: state.size,
    before: state.before,
  };
}

/** The entries the reader kept, in the API's order (the ranking the file keeps). */
export function keptEntries<E extends { paper: { id: string } }>(entries: readonly E[], dropped: readonly string[]): E[] {
  const gone = new Set(dropped);
  return entries.filter((entry) => !gone.has(entry.paper.id));
}

/** The `drop` parameter with one paper more dropped (or restored), or undefined when none is left. */
export function droppedParam(dropped: readonly string[], paperId: string, drop: boolean): string | undefined {
  const next = drop ? [...new Set([...dropped, paperId])] : dropped.filter((id) => id !== paperId);
  return next.length > 0 ? next.join(' ') : undefined;
}
