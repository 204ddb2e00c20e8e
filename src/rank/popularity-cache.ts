/**
 * The most-cited papers as of a year change only when citations are ingested, yet finding them
 * takes a few Neo4j round trips (most-cited.ts) where every request of a conference programme
 * asks for the same year. The API keeps each year's list for a short time; ingestion through the
 * API clears it, and the time limit covers ingestion by the CLI in another process.
 */
import { ExpiringLoads } from '../common/expiring-loads';

export interface PopularPaper {
  paperId: string;
  citations: number;
}

/** Each year's list, by year and length. */
export class PopularityCache extends ExpiringLoads<PopularPaper[]> {
  forYear(maxYear: number, limit: number, load: () => Promise<PopularPaper[]>): Promise<PopularPaper[]> {
    return this.get(`${maxYear}:${limit}`, load);
  }
}
