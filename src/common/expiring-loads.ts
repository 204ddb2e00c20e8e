/**
 * Loads kept for a short time and shared: a key asked again within the time limit gets the same
 * promise (requests that want it at once cause one load), a failed load is not kept. For values
 * that change only with ingestion (the most-cited lists, the index's language counts): the API's
 * ingestion clears them, and the time limit covers ingestion by the CLI in another process. Written
 * here rather than with lru-cache: entries are a handful of keys (years, indices), never evicted by
 * count, and lru-cache's `fetch` takes one loader per cache where each key's loader differs.
 */
export class ExpiringLoads<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMilliseconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMilliseconds) return entry.value;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    // A failed load is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
