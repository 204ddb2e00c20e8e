import ISO6391 from 'iso-639-1';
import { invalidArgument } from '../errors/refgraph-error';
import { SEARCH_LANGUAGES, SearchLanguage } from '../search';

/** Language codes we have analyzers for; anything else is a typed error. Pure. */
export function checkedLanguages(argument: string, languages: string[]): SearchLanguage[] {
  for (const language of languages) {
    if (!(SEARCH_LANGUAGES as readonly string[]).includes(language)) {
      throw invalidArgument(argument, `unknown language '${language}'; supported: ${SEARCH_LANGUAGES.join(', ')}`);
    }
  }
  return languages as SearchLanguage[];
}

/** What ingestion labels a paper it could not identify the language of. */
const UNDETERMINED = 'und';

/**
 * Languages papers are written in, as stored: ISO 639-1 codes (any case given, lowercase
 * returned) or 'und'; anything else is a typed error rather than a filter nothing passes. Pure.
 */
export function checkedDocumentLanguages(argument: string, languages: readonly string[]): string[] {
  const codes = languages.map((language) => language.trim().toLowerCase());
  codes.forEach((code, i) => {
    if (code !== UNDETERMINED && !ISO6391.validate(code)) throw invalidArgument(`${argument}[${i}]`, `'${languages[i]}' is not an ISO 639-1 language code (such as en, es, ca) nor 'und'`);
  });
  return [...new Set(codes)];
}
