/**
 * The search boxes' finders: a text in, suggestions out, through the API. Papers: the id lookup
 * and the word search run side by side, and a refused lookup (a text that is no id of that kind)
 * only means no id matched; a failed word search is reported. Talks: the stored talks are read
 * once per page load and matched in the page.
 */
import { graphql } from '../../shared/graphql-client';
import {
  idLookupVariables,
  PAPER_BY_ANY_ID,
  PaperByAnyIdAnswer,
  paperSuggestions,
  StoredTalk,
  SUGGEST_PAPERS,
  SuggestPapersAnswer,
  Suggestion,
  talkSuggestions,
  TALKS_TO_SEARCH,
  TalksAnswer,
  wordSearchVariables,
} from './search-query';

export type Finder = (text: string, signal: AbortSignal) => Promise<Suggestion[]>;

export const findPapers: Finder = async (text, signal) => {
  const idVariables = idLookupVariables(text);
  const wordVariables = wordSearchVariables(text);
  const [byId, words] = await Promise.all([
    idVariables === null ? null : graphql<PaperByAnyIdAnswer>(PAPER_BY_ANY_ID, idVariables, signal).catch((error: unknown) => rethrowAbort(error)),
    wordVariables === null ? null : graphql<SuggestPapersAnswer>(SUGGEST_PAPERS, wordVariables, signal),
  ]);
  return paperSuggestions(byId, words);
};

function rethrowAbort(error: unknown): null {
  if ((error as Error).name === 'AbortError') throw error;
  return null;
}

/** The API's page size: a library with more talks than this is searched in its first page only. */
const TALKS_READ = 100;
let storedTalks: Promise<StoredTalk[]> | null = null;

export const findTalks: Finder = async (text) => {
  storedTalks ??= graphql<TalksAnswer>(TALKS_TO_SEARCH, { first: TALKS_READ }).then((answer) => answer.talks.edges.map((edge) => edge.node));
  try {
    return talkSuggestions(await storedTalks, text);
  } catch (error) {
    storedTalks = null; // a failure is not remembered: the next keystroke asks again
    throw error;
  }
};

/** Talks and papers, for the landing page's one box: matching talks first (there are few). */
export const findAnything: Finder = async (text, signal) => {
  if (text.trim() === '') return [];
  const [talks, papers] = await Promise.all([findTalks(text, signal), findPapers(text, signal)]);
  return [...talks.slice(0, 3), ...papers];
};
