/** PaperSearchFilter checked: years in order, languages known, field and venue names resolved to the stored ones. */
import { invalidArgument } from '../errors/refgraph-error';
import type { SearchLanguage } from '../search';
import type { Context } from './context';
import { checkedLanguages } from './languages';
import type { PaperSearchFilter } from './types/lists';
import { checkedFieldsOfStudy, checkedVenues } from './vocabulary';

export interface CheckedPaperFilter {
  minYear?: number;
  maxYear?: number;
  fieldsOfStudy?: string[];
  venues?: string[];
  languages?: SearchLanguage[];
}

export async function checkedPaperFilter(context: Context, argument: string, filter: PaperSearchFilter | undefined | null): Promise<CheckedPaperFilter> {
  if (!filter) return {};
  const { yearFrom, yearTo } = filter;
  if (yearFrom != null && yearTo != null && yearFrom > yearTo) throw invalidArgument(`${argument}.yearFrom`, `must not be after ${argument}.yearTo (${yearFrom} > ${yearTo})`);
  return {
    ...(yearFrom != null ? { minYear: yearFrom } : {}),
    ...(yearTo != null ? { maxYear: yearTo } : {}),
    ...(filter.fieldsOfStudy?.length ? { fieldsOfStudy: await checkedFieldsOfStudy(context, `${argument}.fieldsOfStudy`, filter.fieldsOfStudy) } : {}),
    ...(filter.venues?.length ? { venues: await checkedVenues(context, `${argument}.venues`, filter.venues) } : {}),
    ...(filter.languages?.length ? { languages: checkedLanguages(`${argument}.languages`, filter.languages) } : {}),
  };
}
