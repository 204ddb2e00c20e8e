/**
 * What a matched record does to the stored paper (issue #48): it enriches it and never takes
 * anything away. Pure.
 *
 * The stored paper keeps its id, title and year and every field it holds; a field it lacks
 * (empty or null) takes the imported value. Lists that gather (ISSNs, ISBNs, external ids by
 * system) take the union, the stored values first and winning where both name one system. The
 * authors stay the stored ones; when the imported list names the same people in the same order
 * (same family names), it adds the ORCIDs and affiliations the stored authors lack. The
 * imported record's references only ever add citations (as every ingestion does).
 */
import type { AuthorDetail, PaperRecord } from '../records';
import type { StoredMatchPaper } from '../merge';
import { comparableFamily } from './title-keys';

const SCALAR_FIELDS = ['abstract', 'venue', 'doi', 'language', 'type', 'volume', 'issue', 'pages', 'publisher', 'url', 'openAccessUrl'] as const;

function union(stored: string[], imported: string[]): string[] {
  return [...new Set([...stored, ...imported])];
}

const familyOf = (author: AuthorDetail): string => comparableFamily(author.name.literal ?? author.name.family ?? '');

/** The stored authors, with the ORCIDs and affiliations of the imported ones when both lists are the same people in the same order. */
function enrichedAuthors(stored: AuthorDetail[], imported: AuthorDetail[]): AuthorDetail[] {
  if (stored.length !== imported.length || stored.some((author, i) => familyOf(author) !== familyOf(imported[i]!))) return stored;
  return stored.map((author, i) => {
    const other = imported[i]!;
    return { ...author, orcid: author.orcid ?? other.orcid, affiliations: author.affiliations.length > 0 ? author.affiliations : other.affiliations };
  });
}

/** ORCIDs by author name, for the Author rows (store.ts sets one where the row has none). */
function orcidsByName(authors: string[], details: AuthorDetail[]): Record<string, string> {
  const orcids: Record<string, string> = {};
  authors.forEach((name, i) => {
    const orcid = details[i]?.orcid;
    if (orcid) orcids[name] = orcid;
  });
  return orcids;
}

export function enrichedRecord(stored: StoredMatchPaper, imported: PaperRecord): PaperRecord {
  const keepsStoredAuthors = stored.authors.length > 0;
  const authorDetails = keepsStoredAuthors ? enrichedAuthors(stored.authorDetails, imported.authorDetails) : imported.authorDetails;
  const authors = keepsStoredAuthors ? stored.authors : imported.authors;
  const record: PaperRecord = {
    ...imported,
    id: stored.id,
    title: stored.title,
    year: stored.year,
    authors,
    authorDetails,
    authorOrcids: orcidsByName(authors, authorDetails),
    fieldsOfStudy: stored.fieldsOfStudy.length > 0 ? stored.fieldsOfStudy : imported.fieldsOfStudy,
    externalIds: { ...imported.externalIds, ...stored.externalIds },
    issn: union(stored.issn, imported.issn),
    isbn: union(stored.isbn, imported.isbn),
    // The imported text is not the stored one: a vector made for it would not be the paper's.
    vector: null,
    omitted: [],
  };
  for (const field of SCALAR_FIELDS) {
    const value = stored[field];
    if (value !== null && value !== '') (record as unknown as Record<string, unknown>)[field] = value;
  }
  return record;
}
