/**
 * The most-cited papers as of a year change only when citations are ingested, yet finding them
 * takes a few Neo4j round trips (most-cited.ts) where every request of a conference programme
 * asks for the same year. The API keeps each year's list for a short time; ingestion through the
 * API clears it, and the time limit covers ingestion by the CLI in another process.
 */
export interface PopularPaper {
  paperId: string;
  citations: number;
}

export class PopularityCache {
  private readonly entries = new Map<string, { at: number; papers: Promise<PopularPaper[]> }>();

  constructor(
    private readonly ttlMilliseconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(maxYear: number, limit: number, load: () => Promise<PopularPaper[]>): Promise<PopularPaper[]> {
    const key = `${maxYear}:${limit}`;
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMilliseconds) return entry.papers;
    const papers = load();
    this.entries.set(key, { at: this.now(), papers });
    // A failed load is not kept: the next request tries again.
    papers.catch(() => this.entries.delete(key));
    return papers;
  }

  clear(): void {
    this.entries.clear();
  }
}
