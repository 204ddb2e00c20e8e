/**
 * matchReferences: which entries of a pasted library (BibTeX, RIS, CSL-JSON, Crossref) the
 * library holds, and how each matched; reads only (ingest/matching/match-library.ts).
 */
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { LibraryEntry, LibraryFormat, matchLibrary, PaperRecord as IngestedPaper } from '../../ingest';
import { isStoredLanguage } from '../../common/language-codes';
import type { Context } from '../context';
import { LibraryTextScalar } from '../types/scalars';
import { recordView } from '../record-view';
import type { Paper } from '../types/paper';
import { ImportedRecord, LibraryFormatEnum, ReferenceEntry, ReferenceMatches, ReferenceStatusEnum } from '../types/library';
import type { MatchMethodEnum } from '../types/match-method';

function imported(record: IngestedPaper): ImportedRecord {
  const authors = record.authorDetails.map(({ name, orcid, affiliations }) => ({ name, orcid, affiliations }));
  return { title: record.title, year: record.year, abstract: record.abstract, doi: record.doi, language: record.language !== null && isStoredLanguage(record.language) ? record.language : null, externalIds: record.externalIds, record: recordView(record, record.venue, authors) };
}

function entryOf(entry: LibraryEntry, papers: Map<string, Paper>): ReferenceEntry {
  const base = { line: entry.line, key: entry.key, status: entry.status as ReferenceStatusEnum, paper: null, matchedBy: null, imported: null, errors: [] };
  if (entry.status === 'invalid') return { ...base, errors: entry.errors };
  if (entry.status === 'missing') return { ...base, imported: imported(entry.record) };
  return { ...base, paper: papers.get(entry.paperId) ?? null, matchedBy: entry.method as MatchMethodEnum, imported: imported(entry.record) };
}

@Resolver()
export class LibraryResolver {
  @Query(() => ReferenceMatches, {
    description:
      'The entries of a BibTeX, RIS, CSL-JSON or Crossref text that the library holds (each with its paper and how it matched: DOI, external id, title + year + first author) and those it does not (with the entry as read), in file order; nothing is written. ' +
      'An unreadable or invalid entry is reported with its line and errors; the others are still matched. text: at most REFGRAPH_MAX_LIBRARY_CHARACTERS (INVALID_ARGUMENT), entries: at most REFGRAPH_MAX_LIBRARY_ENTRIES (QUERY_TOO_LARGE).',
  })
  async matchReferences(
    @Arg('text', () => LibraryTextScalar, { description: 'The file as text.' }) text: string,
    @Arg('format', () => LibraryFormatEnum) format: LibraryFormatEnum,
    @Ctx() context: Context,
  ): Promise<ReferenceMatches> {
    const { services } = context;
    const entries = await matchLibrary(services.prisma, format as LibraryFormat, text, {
      limits: services.config.ingest.limits,
      maxEntries: { cap: services.config.api.maxLibraryEntries, setting: 'REFGRAPH_MAX_LIBRARY_ENTRIES' },
    });
    const paperIds = [...new Set(entries.flatMap((entry) => (entry.status === 'held' ? [entry.paperId] : [])))];
    const loaded = await context.loaders.paper.loadMany(paperIds);
    const papers = new Map<string, Paper>();
    loaded.forEach((paper, i) => {
      if (paper instanceof Error) throw paper;
      if (paper) papers.set(paperIds[i]!, paper as Paper);
    });
    const count = (status: LibraryEntry['status']) => entries.filter((entry) => entry.status === status).length;
    return { entries: entries.map((entry) => entryOf(entry, papers)), paperIds: paperIds.filter((id) => papers.has(id)), held: count('held'), missing: count('missing'), invalid: count('invalid') };
  }
}
