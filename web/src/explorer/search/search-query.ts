/**
 * What a search box asks the API while a user types, and how the answers become suggestions.
 * Pure. Papers: an id lookup (ours, DOI, arXiv, OpenAlex, ACL: only the kinds the text can be,
 * see pasted-id.ts) and BM25 (`searchPapers`) over the words. Talks: the API has no talk search,
 * so the box matches the words against the stored talks' titles and speakers (`talks`).
 */
import { ExternalIdKind, ID_KIND_NAMES, idCandidates } from './pasted-id';

export interface Suggestion {
  kind: 'paper' | 'talk';
  id: string;
  title: string;
  /** Authors (or speakers) and year, for telling papers of one title apart. */
  detail: string;
  /** How it was found: "DOI", "Refgraph id", "title words". */
  via: string;
}

const PAPER_FIELDS = 'id title year authors { name } venue { name }';

export const PAPER_BY_ANY_ID = `query PaperByAnyId($id: ID!, $value: String!, $byId: Boolean!, $doi: Boolean!, $arxiv: Boolean!, $openalex: Boolean!, $acl: Boolean!) {
  ID: paper(id: $id) @include(if: $byId) { ${PAPER_FIELDS} }
  DOI: paperByExternalId(value: $value, kind: DOI) @include(if: $doi) { ${PAPER_FIELDS} }
  ARXIV: paperByExternalId(value: $value, kind: ARXIV) @include(if: $arxiv) { ${PAPER_FIELDS} }
  OPENALEX: paperByExternalId(value: $value, kind: OPENALEX) @include(if: $openalex) { ${PAPER_FIELDS} }
  ACL: paperByExternalId(value: $value, kind: ACL) @include(if: $acl) { ${PAPER_FIELDS} }
}`;

export const SUGGEST_PAPERS = `query SuggestPapers($query: FreeText!, $first: Int!) {
  searchPapers(query: $query, first: $first) { totalCount edges { node { paper { ${PAPER_FIELDS} } } } }
}`;

export const TALKS_TO_SEARCH = `query TalksToSearch($first: Int!) {
  talks(first: $first) { totalCount edges { node { id title year speakers } } }
}`;

export interface SuggestedPaper {
  id: string;
  title: string;
  year: number;
  authors: { name: string }[];
  venue: { name: string } | null;
}

export type PaperByAnyIdAnswer = Partial<Record<ExternalIdKind | 'ID', SuggestedPaper | null>>;
export interface SuggestPapersAnswer {
  searchPapers: { totalCount: number; edges: { node: { paper: SuggestedPaper } }[] };
}
export interface StoredTalk {
  id: string;
  title: string;
  year: number;
  speakers: string[];
}
export interface TalksAnswer {
  talks: { totalCount: number; edges: { node: StoredTalk }[] };
}

/** Suggestions shown at most. */
export const MAX_SUGGESTIONS = 8;

/** The id lookup's variables, or null when the text can be no id at all. */
export function idLookupVariables(text: string): Record<string, unknown> | null {
  const { internal, external } = idCandidates(text);
  if (internal === null && external.length === 0) return null;
  const kinds = new Set(external.map((e) => e.kind));
  return { id: internal ?? '-', value: text.trim(), byId: internal !== null, doi: kinds.has('DOI'), arxiv: kinds.has('ARXIV'), openalex: kinds.has('OPENALEX'), acl: kinds.has('ACL') };
}

/** The BM25 search's variables, or null for a text without a word. */
export function wordSearchVariables(text: string): Record<string, unknown> | null {
  return /[\p{L}\p{N}]/u.test(text) ? { query: text.trim(), first: MAX_SUGGESTIONS } : null;
}

function byline(authors: { name: string }[], year: number): string {
  const names = authors.length === 0 ? 'no authors recorded' : authors.length > 2 ? `${authors[0]!.name} et al.` : authors.map((a) => a.name).join(', ');
  return `${names} · ${year}`;
}

function paperSuggestion(paper: SuggestedPaper, via: string): Suggestion {
  return { kind: 'paper', id: paper.id, title: paper.title, detail: byline(paper.authors, paper.year) + (paper.venue ? ` · ${paper.venue.name}` : ''), via };
}

/** Papers an id found first (a pasted id means that paper), then the word matches; each paper once. */
export function paperSuggestions(byId: PaperByAnyIdAnswer | null, words: SuggestPapersAnswer | null): Suggestion[] {
  const found = Object.entries(byId ?? {}).flatMap(([kind, paper]) => (paper ? [paperSuggestion(paper, ID_KIND_NAMES[kind as ExternalIdKind | 'ID'])] : []));
  const matched = (words?.searchPapers.edges ?? []).map((edge) => paperSuggestion(edge.node.paper, 'title words'));
  const seen = new Set<string>();
  return [...found, ...matched].filter((s) => !seen.has(s.id) && seen.add(s.id)).slice(0, MAX_SUGGESTIONS);
}

/** Lower case, accents dropped: "Traducció" matches "traduccio". */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The talks whose id is the text, or whose title and speakers hold every word of it (as word
 * beginnings: "transf" finds "Transformers"); every talk for an empty text, to browse.
 */
export function talkSuggestions(talks: readonly StoredTalk[], text: string): Suggestion[] {
  const words = folded(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  const matches = talks.filter((talk) => {
    if (talk.id === text.trim()) return true;
    const haystack = folded(`${talk.title} ${talk.speakers.join(' ')}`).split(/[^\p{L}\p{N}]+/u);
    return words.every((word) => haystack.some((h) => h.startsWith(word)));
  });
  return matches.map((talk) => ({ kind: 'talk', id: talk.id, title: talk.title, detail: `${talk.speakers.join(', ') || 'talk'} · ${talk.year}`, via: talk.id === text.trim() ? 'Refgraph id' : 'talk' }));
}
