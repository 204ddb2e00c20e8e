/**
 * The one PaperFilter, checked: years in order, lists not empty,
 * field and venue names resolved to the stored ones, authors to their papers for the engines
 * that hold no author ids (Elasticsearch keeps author names only).
 */
import { invalidArgument } from '../errors/refgraph-error';
import type { PaperFilter as IndexPaperFilter } from '../search';
import type { Context } from './context';
import type { PaperFilter } from './types/paper-filter';
import { checkedFieldsOfStudy, checkedVenues } from './vocabulary';

export interface CheckedPaperFilter {
  minYear?: number;
  maxYear?: number;
  /** Stored spellings. */
  fieldsOfStudy?: string[];
  /** Stored venue names. */
  venues?: string[];
  /** Stored codes: ISO 639-1, or 'und'. */
  languages?: string[];
  /** Papers stored without a language pass (null among the filter's languages). */
  unknownLanguage?: boolean;
  authorIds?: string[];
}

/** A list given empty would either filter nothing or everything: refused as ambiguous. */
export function nonEmpty<T>(argument: string, what: string, values: readonly T[] | null | undefined): readonly T[] | undefined {
  if (values === null || values === undefined) return undefined;
  if (values.length === 0) throw invalidArgument(argument, `name at least one ${what}, or leave it out`);
  return values;
}

export function checkedYears(argument: string, filter: Pick<PaperFilter, 'yearFrom' | 'yearTo'>): Pick<CheckedPaperFilter, 'minYear' | 'maxYear'> {
  const { yearFrom, yearTo } = filter;
  if (yearFrom != null && yearTo != null && yearFrom > yearTo) throw invalidArgument(`${argument}.yearFrom`, `must not be after ${argument}.yearTo (${yearFrom} > ${yearTo})`);
  return { ...(yearFrom != null ? { minYear: yearFrom } : {}), ...(yearTo != null ? { maxYear: yearTo } : {}) };
}

export function checkedFilterLanguages(argument: string, filter: Pick<PaperFilter, 'languages'>): Pick<CheckedPaperFilter, 'languages' | 'unknownLanguage'> {
  const values = nonEmpty(`${argument}.languages`, 'language (null for papers stored without one)', filter.languages);
  if (!values) return {};
  const named = values.filter((value): value is string => value !== null);
  // The enum Language has given the stored codes already (types/language.ts).
  return { languages: [...new Set(named)], ...(named.length < values.length ? { unknownLanguage: true } : {}) };
}

export async function checkedPaperFilter(context: Context, argument: string, filter: PaperFilter | undefined | null): Promise<CheckedPaperFilter> {
  if (!filter) return {};
  const fieldsOfStudy = nonEmpty(`${argument}.fieldsOfStudy`, 'field of study', filter.fieldsOfStudy);
  const venues = nonEmpty(`${argument}.venues`, 'venue', filter.venues);
  const authorIds = nonEmpty(`${argument}.authorIds`, 'author id', filter.authorIds);
  return {
    ...checkedYears(argument, filter),
    ...(fieldsOfStudy ? { fieldsOfStudy: await checkedFieldsOfStudy(context, `${argument}.fieldsOfStudy`, fieldsOfStudy) } : {}),
    ...(venues ? { venues: await checkedVenues(context, `${argument}.venues`, venues) } : {}),
    ...checkedFilterLanguages(argument, filter),
    ...(authorIds ? { authorIds: [...new Set(authorIds)] } : {}),
  };
}

/** The papers of these authors, each author standing for every name variant merged into it. */
export async function authorsPaperIds(context: Context, authorIds: readonly string[]): Promise<string[]> {
  const rows = await context.services.prisma.paperAuthor.findMany({
    where: { author: { OR: [{ id: { in: [...authorIds] } }, { canonicalId: { in: [...authorIds] } }] } },
    select: { paperId: true },
    distinct: ['paperId'],
  });
  return rows.map((row) => row.paperId);
}

/** The checked filter as the search index applies it: authors become their papers' ids. */
export async function indexPaperFilter(context: Context, filter: CheckedPaperFilter): Promise<IndexPaperFilter> {
  const { authorIds, ...indexed } = filter;
  return authorIds ? { ...indexed, onlyIds: await authorsPaperIds(context, authorIds) } : indexed;
}
