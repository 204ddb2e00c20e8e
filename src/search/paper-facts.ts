/** What the papers index holds about given papers besides their text: for facets, filters and re-scoring. */
import type { Client } from '@elastic/elasticsearch';

export interface PaperFacts {
  paperId: string;
  language: string | null;
  year: number;
  fieldsOfStudy: string[];
  venue: string | null;
  /** The indexed vector; null when the paper was indexed without one (embedding off). */
  embedding: number[] | null;
}

type FactsSource = Pick<PaperFacts, 'language' | 'year' | 'fieldsOfStudy'> & { venue?: string | null; embedding?: number[] };

/** Facts of the papers found in the index, by id; ids it does not hold are absent from the map. */
export async function paperFacts(client: Client, index: string, ids: readonly string[]): Promise<Map<string, PaperFacts>> {
  if (ids.length === 0) return new Map();
  const response = await client.mget<FactsSource>({ index, ids: [...ids], _source_includes: ['language', 'year', 'fieldsOfStudy', 'venue', 'embedding'] });
  const facts = new Map<string, PaperFacts>();
  for (const doc of response.docs) {
    if (!('found' in doc) || !doc.found || !doc._source) continue;
    const source = doc._source;
    facts.set(doc._id, { paperId: doc._id, language: source.language ?? null, year: source.year, fieldsOfStudy: source.fieldsOfStudy ?? [], venue: source.venue ?? null, embedding: source.embedding ?? null });
  }
  return facts;
}
