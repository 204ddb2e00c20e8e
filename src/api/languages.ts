import { invalidArgument } from '../errors/refgraph-error';
import { SEARCH_LANGUAGES, SearchLanguage } from '../search';

/** As the API names a stored code: its enum Language value (types/language.ts). */
const apiName = (code: string): string => code.toUpperCase();

/** Languages we have analyzers for (stored codes, as the enum Language gives them); anything else is a typed error. Pure. */
export function checkedLanguages(argument: string, languages: readonly string[]): SearchLanguage[] {
  for (const language of languages) {
    if (!(SEARCH_LANGUAGES as readonly string[]).includes(language)) {
      throw invalidArgument(argument, `no analyzer for ${apiName(language)}; supported: ${SEARCH_LANGUAGES.map(apiName).join(', ')}`);
    }
  }
  return [...languages] as SearchLanguage[];
}
