/** What the papers index holds about given papers besides their text: for facets, filters and re-scoring. */
import type { Client } from '@elastic/elasticsearch';

export interface PaperFacts {
  paperId: string;
  language: string | null;
  year: number;
  fieldsOfStudy: string[];
  venue: string | null;
  /** The indexed vector; null when not asked for, or when the paper was indexed without one (embedding off). */
  embedding: number[] | null;
}

type FactsSource = Pick<PaperFacts, 'language' | 'year' | 'fieldsOfStudy'> & { venue?: string | null; embedding?: number[] };

const FACT_FIELDS = ['language', 'year', 'fieldsOfStudy', 'venue'];

/**
 * Facts of the papers found in the index, by id; ids it does not hold are absent from the map.
 * Vectors only when asked for: they are most of a document's bytes, and filters need none.
 */
export async function paperFacts(client: Client, index: string, ids: readonly string[], { vectors }: { vectors: boolean }): Promise<Map<string, PaperFacts>> {
  if (ids.length === 0) return new Map();
  const response = await client.mget<FactsSource>({ index, ids: [...ids], _source_includes: vectors ? [...FACT_FIELDS, 'embedding'] : FACT_FIELDS });
  const facts = new Map<string, PaperFacts>();
  for (const doc of response.docs) {
    if (!('found' in doc) || !doc.found || !doc._source) continue;
    const source = doc._source;
    facts.set(doc._id, { paperId: doc._id, language: source.language ?? null, year: source.year, fieldsOfStudy: source.fieldsOfStudy ?? [], venue: source.venue ?? null, embedding: source.embedding ?? null });
  }
  return facts;
}
