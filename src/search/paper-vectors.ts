/** The vectors the index holds, read in pages, with each paper's language. Adapter: Elasticsearch. */
import type { Client } from '@elastic/elasticsearch';

export interface IndexedVector {
  language: string | null;
  embedding: number[];
}

const PAGE_SIZE = 1_000;

/** Pages of every indexed paper that has a vector (papers indexed with embedding off have none). */
export async function* indexedVectors(client: Client, index: string): AsyncGenerator<IndexedVector[]> {
  const pages = client.helpers.scrollSearch<{ language?: string | null; embedding?: number[] }>({
    index,
    size: PAGE_SIZE,
    sort: ['_doc'],
    _source: ['language', 'embedding'],
    query: { exists: { field: 'embedding' } },
  });
  for await (const page of pages) {
    yield page.body.hits.hits.flatMap((hit) => (hit._source?.embedding ? [{ language: hit._source.language ?? null, embedding: hit._source.embedding }] : []));
  }
}
