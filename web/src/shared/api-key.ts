/**
 * The API key a user pasted, kept in sessionStorage: it lives as long as the tab, is never put
 * in a URL (URLs are shared) and never in localStorage (which outlives the session).
 */
const STORAGE_KEY = 'refgraph.apiKey';

export function storedApiKey(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

export function storeApiKey(key: string): void {
  const trimmed = key.trim();
  if (trimmed === '') sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, trimmed);
}

export function authorizationHeader(): Record<string, string> {
  const key = storedApiKey();
  return key ? { authorization: `Bearer ${key}` } : {};
}
