/**
 * Crossref works (the REST API's `message`, one work, or `message.items`) → Refgraph paper
 * records. Pure. A Crossref work is CSL-like (its fields are CSL's names in upper case where CSL
 * has them): csl-items.ts maps it, with Crossref's type names (journal-article,
 * proceedings-article, book-chapter, posted-content ...). Its id is its DOI.
 */
import { isJsonObject } from '../../common/json-object';
import { paperFromCslItem } from './csl-items';

export function paperFromCrossrefWork(work: unknown): unknown {
  if (!isJsonObject(work)) return work;
  const record = paperFromCslItem({ ...work, id: undefined }, 'crossref');
  // Crossref's URL is the DOI's resolver link: not a URL of its own.
  if (typeof record.url === 'string' && /^https?:\/\/(dx\.)?doi\.org\//i.test(record.url)) delete record.url;
  return record;
}

/** The works a Crossref file holds: an API response ({message: {items}} or {message: work}), a list, or one work. */
export function crossrefWorks(document: unknown): unknown[] {
  const message = isJsonObject(document) && 'message' in document ? document.message : document;
  if (isJsonObject(message) && Array.isArray(message.items)) return message.items;
  return Array.isArray(message) ? message : [message];
}
