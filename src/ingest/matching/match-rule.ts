/**
 * The matching rule (issue #48): is an imported record a paper the library already holds? Pure.
 *
 * In this order, the first that holds wins:
 * 1. **DOI**: the same DOI (bare, lower-cased; an arXiv DOI, 10.48550/arXiv.X, counts as the arXiv id X).
 * 2. **External id**: the same id in any other system both records name (arXiv without its
 *    version, OpenAlex, ACL Anthology, PubMed...).
 * 3. **Title, year and first author**: the same title once case, accents, LaTeX and punctuation
 *    are set aside (title-keys.ts), or one title is the other's main title (its subtitle left
 *    out) when that main title has at least MAIN_TITLE_WORDS words; the same first author's family
 *    name (particles in or out); and the same year, or one year apart when either record is a
 *    preprint (an arXiv posting precedes its publication: the year rule measured in
 *    docs/bibliography.md).
 * 4. **Key**: the same id (the citation key, ignoring case) and the same title: an entry a file
 *    brought in before, read again (re-ingesting a file changes nothing even for entries with
 *    neither DOI nor authors).
 * Evidence against wins over the title: two different DOIs, or two different ids of one system,
 * are two papers (a workshop paper and its journal version, an erratum and its paper).
 * When several stored papers match at one step the closest wins (same year first, full title
 * over main title), then the smallest id, so a match never depends on the order papers are read in.
 */
import type { StructuredName } from '../../bibliography';
import { bareDoi } from '../identifiers';
import { comparableFamily, comparableMainTitle, comparableTitle } from './title-keys';

export const MATCH_METHODS = ['doi', 'external-id', 'title-year-author', 'key'] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

/** How far apart two records' years may be at step 3: `same`, one year for preprints, or one year always. */
export const YEAR_RULES = ['same', 'preprint-one', 'one'] as const;
export type YearRule = (typeof YEAR_RULES)[number];
/** The year rule in force: the one measured best on test/fixtures/matching-pairs.json (docs/bibliography.md). */
export const DEFAULT_YEAR_RULE: YearRule = 'preprint-one';

/** A main title shorter than this ("Deep Learning") is too common to stand for a longer title. */
export const MAIN_TITLE_WORDS = 4;

/** What the rule reads of a record, imported or stored. */
export interface MatchInput {
  id: string;
  title: string;
  year: number;
  doi: string | null;
  externalIds: Record<string, string>;
  /** The first author's name; null without authors. */
  firstAuthor: StructuredName | null;
  type: string | null;
  venue: string | null;
}

/** The same, in the form the rule compares. */
export interface MatchKeys {
  id: string;
  year: number;
  doi: string | null;
  /** By system (`arxiv`, `openalex`, `acl`, `pmid`...), each value in its comparable form. */
  ids: Map<string, string>;
  title: string;
  mainTitle: string | null;
  families: Set<string>;
  preprint: boolean;
}

export interface Match {
  paperId: string;
  method: MatchMethod;
}

/** Names of one system under another key. */
const SYSTEM_ALIASES: Readonly<Record<string, string>> = { pubmed: 'pmid', pubmedid: 'pmid', pmc: 'pmcid', arxivid: 'arxiv', mag: 'mag', microsoftacademic: 'mag' };

/** An id in the form two sources of it agree on: no resolver prefix, no arXiv version, one case. */
function comparableId(system: string, value: string): string {
  const bare = value.trim().replace(/^https?:\/\/[^/]+\/((abs|pdf)\/)?/i, '').replace(/^(arxiv|pmid|pmcid|doi):\s*/i, '').replace(/(\.pdf|\/)$/i, '');
  return (system === 'arxiv' ? bare.replace(/v\d+$/i, '') : bare).toLowerCase();
}

const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/;
const PREPRINT_VENUE = /\b(arxiv|biorxiv|medrxiv|chemrxiv|ssrn|corr|preprint)\b/i;

function familiesOf(name: StructuredName | null): Set<string> {
  if (name === null) return new Set();
  const forms = [name.literal, name.family, name.particle === undefined || name.family === undefined ? undefined : `${name.particle} ${name.family}`];
  return new Set(forms.filter((form): form is string => form !== undefined).map(comparableFamily).filter((form) => form !== ''));
}

export function matchKeys(input: MatchInput): MatchKeys {
  const ids = new Map<string, string>();
  for (const [key, value] of Object.entries(input.externalIds)) {
    const system = key.toLowerCase().replace(/[^a-z]/g, '');
    if (system === 'doi' || typeof value !== 'string' || value.trim() === '') continue;
    const name = SYSTEM_ALIASES[system] ?? system;
    ids.set(name, comparableId(name, value));
  }
  let doi = input.doi === null ? null : bareDoi(input.doi);
  const arxivDoi = doi === null ? null : ARXIV_DOI.exec(doi);
  if (arxivDoi !== null) {
    if (!ids.has('arxiv')) ids.set('arxiv', comparableId('arxiv', arxivDoi[1]!));
    doi = null;
  }
  return {
    id: input.id,
    year: input.year,
    doi,
    ids,
    title: comparableTitle(input.title),
    mainTitle: comparableMainTitle(input.title),
    families: familiesOf(input.firstAuthor),
    preprint: input.type === 'preprint' || PREPRINT_VENUE.test(input.venue ?? '') || (input.venue === null && ids.has('arxiv')),
  };
}

/** Evidence that two records are two papers: different DOIs, or different ids in one system. */
function contradicts(a: MatchKeys, b: MatchKeys): boolean {
  if (a.doi !== null && b.doi !== null && a.doi !== b.doi) return true;
  for (const [system, value] of a.ids) {
    const other = b.ids.get(system);
    if (other !== undefined && other !== value) return true;
  }
  return false;
}

function sharesId(a: MatchKeys, b: MatchKeys): boolean {
  for (const [system, value] of a.ids) if (b.ids.get(system) === value) return true;
  return false;
}

function yearsAgree(a: MatchKeys, b: MatchKeys, rule: YearRule): boolean {
  const apart = Math.abs(a.year - b.year);
  if (apart === 0) return true;
  if (apart > 1) return false;
  return rule === 'one' || (rule === 'preprint-one' && (a.preprint || b.preprint));
}

/** 0: the same title; 1: one is the other's main title; null: different titles. */
function titleDistance(a: MatchKeys, b: MatchKeys): number | null {
  if (a.title === '' || b.title === '') return null;
  if (a.title === b.title) return 0;
  const long = (main: string | null) => main !== null && main.split(' ').length >= MAIN_TITLE_WORDS;
  if ((long(a.mainTitle) && a.mainTitle === b.title) || (long(b.mainTitle) && b.mainTitle === a.title)) return 1;
  return null;
}

function sameFirstAuthor(a: MatchKeys, b: MatchKeys): boolean {
  for (const family of a.families) if (b.families.has(family)) return true;
  return false;
}

interface Ranked {
  match: Match;
  /** Lower is closer: step, then year distance, then title distance. */
  rank: [number, number, number];
}

function ranked(imported: MatchKeys, stored: MatchKeys, rule: YearRule): Ranked | null {
  const at = (step: number, method: Match['method'], title = 0): Ranked => ({ match: { paperId: stored.id, method }, rank: [step, Math.abs(imported.year - stored.year), title] });
  if (imported.doi !== null && imported.doi === stored.doi) return at(0, 'doi');
  if (contradicts(imported, stored)) return null;
  if (sharesId(imported, stored)) return at(1, 'external-id');
  const title = titleDistance(imported, stored);
  if (title !== null && sameFirstAuthor(imported, stored) && yearsAgree(imported, stored, rule)) return at(2, 'title-year-author', title);
  if (title === 0 && imported.id.toLowerCase() === stored.id.toLowerCase()) return at(3, 'key');
  return null;
}

function closer(a: Ranked, b: Ranked): boolean {
  for (let i = 0; i < a.rank.length; i += 1) if (a.rank[i] !== b.rank[i]) return a.rank[i]! < b.rank[i]!;
  return a.match.paperId < b.match.paperId;
}

/** The stored paper the imported record is, and how it matched; null when it is none of them. */
export function bestMatch(imported: MatchKeys, stored: Iterable<MatchKeys>, rule: YearRule = DEFAULT_YEAR_RULE): Match | null {
  let best: Ranked | null = null;
  for (const candidate of stored) {
    const found = ranked(imported, candidate, rule);
    if (found !== null && (best === null || closer(found, best))) best = found;
  }
  return best?.match ?? null;
}
