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
