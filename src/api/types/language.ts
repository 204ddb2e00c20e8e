/**
 * `enum Language`: every ISO 639-1 code upper-cased (EN, ES, CA, …) and UND for undetermined.
 * Each GraphQL value's internal value is the code as the databases store it ('en', 'und'), so
 * this registration is the one place the API maps between the two: resolvers read and return
 * stored codes, and type-graphql names them at the edge.
 *
 * A paper or talk stored without a language (none given at ingestion, no detector) has `language:
 * null`, apart from UND (ingestion tried and could not tell): two different facts, kept apart in
 * the facets (a null bucket beside the UND one) and in filters (`languages: [null]`), so a facet
 * value given back as a filter still returns exactly the hits it counted.
 */
import { registerEnumType } from 'type-graphql';
import { ISO_639_1_CODES, languageName, UNDETERMINED_LANGUAGE } from '../../common/language-codes';

const STORED_CODES = [...ISO_639_1_CODES, UNDETERMINED_LANGUAGE];

/** GraphQL name → stored code: { EN: 'en', …, UND: 'und' }. */
export const LanguageEnum: Readonly<Record<string, string>> = Object.fromEntries(STORED_CODES.map((code) => [code.toUpperCase(), code]));

registerEnumType(LanguageEnum, {
  name: 'Language',
  description: "A language: its ISO 639-1 code upper-cased (EN, ES, CA, …), or UND, undetermined (ingestion could not identify it). Stored lowercase ('en', 'und').",
  valuesConfig: Object.fromEntries(STORED_CODES.map((code) => [code.toUpperCase(), { description: languageName(code) }])),
});
