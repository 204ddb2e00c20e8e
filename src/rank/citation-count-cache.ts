/**
 * A candidate's citation counts as of a year change only when citations are ingested, yet
 * counting them walks every citing paper (a much-cited candidate has thousands): the features
 * stage's costliest Neo4j query at 100k papers. Queries of one year (a conference programme, an
 * evaluation's test year) share most of their candidates, the most-cited prior always, so the
 * API keeps each (year, paper) count for a short time, like the most-cited lists
 * (popularity-cache.ts): ingestion through the API clears it, the time limit covers the CLI's.
 */
import { LRUCache } from 'lru-cache';

export interface CitationCounts {
  /** Citations from papers published in or before the year. */
  total: number;
  /** Of those, from the last `recentYears` years up to it. */
  recent: number;
}

const NO_CITATIONS: CitationCounts = Object.freeze({ total: 0, recent: 0 });

/** ~100 bytes an entry: at most ~20 MB. */
const MAX_ENTRIES = 200_000;

export class CitationCountCache {
  private readonly counts: LRUCache<string, CitationCounts>;

  constructor(ttlMilliseconds: number, now?: () => number) {
    this.counts = new LRUCache({ max: MAX_ENTRIES, ttl: ttlMilliseconds, ...(now ? { perf: { now }, ttlResolution: 0 } : {}) });
  }

  /**
   * Every paper's counts as of `maxYear`, loading only those not kept: `load` returns the papers
   * that have citations (a paper it leaves out has none).
   */
  async get(paperIds: readonly string[], maxYear: number, recentYears: number, load: (paperIds: string[]) => Promise<Map<string, CitationCounts>>): Promise<Map<string, CitationCounts>> {
    const key = (paperId: string) => `${maxYear}:${recentYears}:${paperId}`;
    const result = new Map<string, CitationCounts>();
    const missing: string[] = [];
    for (const paperId of paperIds) {
      const kept = this.counts.get(key(paperId));
      if (kept) result.set(paperId, kept);
      else missing.push(paperId);
    }
    if (missing.length === 0) return result;
    const loaded = await load(missing);
    for (const paperId of missing) {
      const counts = loaded.get(paperId) ?? NO_CITATIONS;
      this.counts.set(key(paperId), counts);
      result.set(paperId, counts);
    }
    return result;
  }

  clear(): void {
    this.counts.clear();
  }
}
