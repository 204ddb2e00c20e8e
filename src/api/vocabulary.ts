/**
 * Field-of-study and venue names in filters, checked against the library's (case, accents and
 * punctuation ignored): each becomes every stored spelling it matches, and a name that matches
 * none is INVALID_ARGUMENT with the closest stored names, instead of a silently empty result.
 */
import { matchNames, unknownNames } from '../common/closest-names';
import type { Vocabulary } from '../db';
import type { Context } from './context';

type Kind = 'fieldsOfStudy' | 'venues';
const KIND_NAMES: Record<Kind, string> = { fieldsOfStudy: 'field of study', venues: 'venue' };

async function storedNames(context: Context, argument: string, kind: Kind, values: readonly string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const first = matchNames(values, (await context.services.vocabulary.get())[kind]);
  if (first.unknown.length === 0) return first.names;
  // The kept names may predate an ingestion: look again before refusing.
  const vocabulary: Vocabulary = await context.services.vocabulary.fresh();
  const second = matchNames(values, vocabulary[kind]);
  if (second.unknown.length > 0) throw unknownNames(argument, KIND_NAMES[kind], second.unknown, vocabulary[kind]);
  return second.names;
}

/** The stored fields of study the values name. */
export function checkedFieldsOfStudy(context: Context, argument: string, values: readonly string[]): Promise<string[]> {
  return storedNames(context, argument, 'fieldsOfStudy', values);
}

/** The stored venue names the values name (a venue's name or its id). */
export function checkedVenues(context: Context, argument: string, values: readonly string[]): Promise<string[]> {
  return storedNames(context, argument, 'venues', values);
}
