/**
 * The page's one collection, shared by every view: opened from the link when it carries one,
 * else from this browser's storage, and from then on written to both on every change. The link
 * follows the collection, not the other way round: Back or a link without it (the view tabs)
 * never loses what was collected, and another tab's changes arrive through the storage event.
 */
import { useSyncExternalStore } from 'react';
import { writeParams } from '../url-state';
import type { Collection } from './collection';
import { sameCollection } from './collection';
import { ACCEPTED_PARAM, collectionFromStoredText, collectionLink, openingCollection, REJECTED_PARAM, STORAGE_KEY, storedText } from './collection-link';

export interface CollectionSnapshot {
  collection: Collection;
  /** Why the link does not carry the collection (too large), or null when it does. */
  linkProblem: string | null;
}

const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (a privacy mode): the link alone carries the collection
  }
}

function writeStored(collection: Collection): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, storedText(collection));
  } catch {
    // Storage full or refused: the link still carries the collection, and the page goes on.
  }
}

/** Puts the collection into the URL (replacing the history entry), or takes it out when too large. */
function linkSnapshot(collection: Collection): CollectionSnapshot {
  const link = collectionLink(collection);
  const params = link.fits ? link.params : { [ACCEPTED_PARAM]: undefined, [REJECTED_PARAM]: undefined };
  const search = new URLSearchParams(window.location.search);
  if (search.get(ACCEPTED_PARAM) !== (params[ACCEPTED_PARAM] ?? null) || search.get(REJECTED_PARAM) !== (params[REJECTED_PARAM] ?? null)) writeParams(params, 'replace');
  return { collection, linkProblem: link.fits ? null : link.message };
}

const opening = openingCollection(new URLSearchParams(window.location.search), readStored());
writeStored(opening.collection);
let snapshot = linkSnapshot(opening.collection);

function changed(collection: Collection, store: boolean): void {
  if (store) writeStored(collection);
  snapshot = linkSnapshot(collection);
  listeners.forEach((listener) => listener());
}

window.addEventListener('popstate', () => changed(snapshot.collection, false));
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  const collection = collectionFromStoredText(event.newValue);
  if (!sameCollection(collection, snapshot.collection)) changed(collection, false);
});

/** Applies a change (a function of the current collection) everywhere: the page, the link, the storage. */
export function updateCollection(change: (collection: Collection) => Collection): void {
  const next = change(snapshot.collection);
  if (!sameCollection(next, snapshot.collection)) changed(next, true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCollection(): CollectionSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}
