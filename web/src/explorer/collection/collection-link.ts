/**
 * How a collection is written into a link and into the browser's storage, and read back. Pure.
 *
 *   accepted  the accepted paper ids, in the reader's order, separated by spaces ('+' in a URL):
 *             ids never hold whitespace (the API's id rule), so nothing needs escaping twice
 *   rejected  the rejected ids, the same way
 *
 * A link is bounded: mail clients, chat apps and proxies cut or refuse long URLs (2,000
 * characters is the old, still common safe limit), so a collection whose part of the link would
 * be longer stays out of the link, kept in this browser only, and the page says so.
 */
import { Collection, EMPTY_COLLECTION, isEmpty, normalised } from './collection';

export const ACCEPTED_PARAM = 'accepted';
export const REJECTED_PARAM = 'rejected';
/** Characters the collection may take in a link, as encoded in the query string. */
export const MAX_LINK_CHARACTERS = 2_000;
/** localStorage's key: the collection as JSON, `{ "accepted": [...], "rejected": [...] }`. */
export const STORAGE_KEY = 'refgraph.explorer.collection';

const SEPARATOR = ' ';

export type CollectionLink =
  | { fits: true; params: Record<typeof ACCEPTED_PARAM | typeof REJECTED_PARAM, string | undefined> }
  | { fits: false; characters: number; message: string };

/** The collection's link parameters (absent when empty), or why it does not fit in a link. */
export function collectionLink(collection: Collection): CollectionLink {
  const params = {
    [ACCEPTED_PARAM]: collection.accepted.length > 0 ? collection.accepted.join(SEPARATOR) : undefined,
    [REJECTED_PARAM]: collection.rejected.length > 0 ? collection.rejected.join(SEPARATOR) : undefined,
  };
  const encoded = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  if (encoded.length <= MAX_LINK_CHARACTERS) return { fits: true, params };
  const papers = collection.accepted.length + collection.rejected.length;
  return {
    fits: false,
    characters: encoded.length,
    message:
      `This collection (${papers} papers) would take ${encoded.length.toLocaleString('en')} characters of a link, ` +
      `more than the ${MAX_LINK_CHARACTERS.toLocaleString('en')} a link safely carries: it is kept in this browser only. Export it as a file to share it.`,
  };
}

/** The collection a URL carries, or null when it names none (neither parameter present). */
export function collectionFromSearch(search: URLSearchParams): Collection | null {
  const accepted = search.get(ACCEPTED_PARAM);
  const rejected = search.get(REJECTED_PARAM);
  if (accepted === null && rejected === null) return null;
  const ids = (value: string | null) => (value ?? '').split(/\s+/).filter((id) => id !== '');
  return normalised(ids(accepted), ids(rejected));
}

export function storedText(collection: Collection): string {
  return JSON.stringify({ accepted: collection.accepted, rejected: collection.rejected });
}

/** The collection stored as text; an empty one when nothing or something unreadable is stored. */
export function collectionFromStoredText(text: string | null): Collection {
  if (text === null) return EMPTY_COLLECTION;
  try {
    const value = JSON.parse(text) as { accepted?: unknown; rejected?: unknown };
    return normalised(Array.isArray(value.accepted) ? value.accepted : [], Array.isArray(value.rejected) ? value.rejected : []);
  } catch {
    return EMPTY_COLLECTION;
  }
}

/**
 * The collection a page opens with: the link's when it carries one (a shared link shows what was
 * shared), else the one stored in this browser.
 */
export function openingCollection(search: URLSearchParams, stored: string | null): { collection: Collection; from: 'link' | 'storage' | 'none' } {
  const linked = collectionFromSearch(search);
  if (linked !== null) return { collection: linked, from: 'link' };
  const kept = collectionFromStoredText(stored);
  return { collection: kept, from: isEmpty(kept) ? 'none' : 'storage' };
}
