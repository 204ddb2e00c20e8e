/**
 * The explorer's state lives in the query string, so every view as shown can be shared as a URL.
 * Writing replaces the current history entry for small edits (sliders) and pushes one when the
 * user asks for something new (a view, a query), so Back steps through what they asked for.
 */
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((listener) => listener()));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Params = Record<string, string | undefined>;

/** Sets the given parameters (undefined or '' removes one) and keeps the others. */
export function writeParams(changes: Params, mode: 'push' | 'replace'): void {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  listeners.forEach((listener) => listener());
}

/** The current query string, re-read whenever it changes. */
export function useSearch(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return new URLSearchParams(search);
}

export function useWriteParams(): typeof writeParams {
  return useCallback(writeParams, []);
}
