/**
 * A concept filter's languages and fields of study as the index spells them: a facet's value
 * typed in any case (or without its accents) filters; a value the index does not know is
 * INVALID_ARGUMENT naming the closest known ones, not an empty result. Pure.
 */
import { knownValue, unknownValueMessage } from '../common/closest-values';
import { invalidArgument } from '../errors/refgraph-error';
import type { ConceptFilter } from './concept-query';

/** The values the index holds, each list fetched only when the filter names that facet. */
export interface FilterVocabulary {
  languages: readonly string[];
  fieldsOfStudy: readonly string[];
}

export function filterNeeds(filter: ConceptFilter): { languages: boolean; fieldsOfStudy: boolean } {
  return { languages: (filter.languages ?? []).some((l) => l !== null), fieldsOfStudy: filter.fieldsOfStudy !== undefined };
}

export function resolvedConceptFilter(filter: ConceptFilter, vocabulary: FilterVocabulary): ConceptFilter {
  const resolve = <V extends string | null>(argument: string, name: string, values: readonly V[], known: readonly string[]): V[] =>
    values.map((value, i) => {
      if (value === null) return value;
      const match = knownValue(value, known);
      if (match === null) throw invalidArgument(`${argument}[${i}]`, unknownValueMessage(name, value, known));
      return match as V;
    });
  const resolved: ConceptFilter = { ...filter };
  if (filter.languages) resolved.languages = [...new Set(resolve('filter.languages', 'document language', filter.languages, vocabulary.languages))];
  if (filter.fieldsOfStudy) resolved.fieldsOfStudy = [...new Set(resolve('filter.fieldsOfStudy', 'field of study', filter.fieldsOfStudy, vocabulary.fieldsOfStudy))];
  return resolved;
}
