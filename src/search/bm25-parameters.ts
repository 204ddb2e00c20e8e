/**
 * The BM25 parameters of the papers index: read them, or change them in place. Similarity
 * settings can only change on a closed index, so it is closed, updated and reopened (searches
 * fail for that moment). So tuning and cross-validation change a clone's (paper-clone.ts), and a
 * tuned pair, or a configured one the served index lacks, reaches it through reindex's swap
 * (projections/prepare-projections.ts).
 */
import type { Client } from '@elastic/elasticsearch';
import type { Bm25Settings } from '../search/search-settings';
import { bm25Similarity } from './paper-index';

export async function setBm25Parameters(client: Client, index: string, parameters: Bm25Settings): Promise<void> {
  await client.indices.close({ index });
  try {
    await client.indices.putSettings({ index, settings: { index: { similarity: { default: bm25Similarity(parameters) } } } });
  } finally {
    await client.indices.open({ index, wait_for_active_shards: 1 });
  }
  await client.cluster.health({ index, wait_for_status: 'yellow', timeout: '60s' });
}

/** The pair the index scores with; null when it has no default BM25 similarity. */
export async function bm25ParametersOf(client: Client, index: string): Promise<Bm25Settings | null> {
  const response = await client.indices.getSettings({ index, filter_path: '**.similarity' });
  const similarity = Object.values(response)[0]?.settings?.index?.similarity as Record<string, { k1?: string; b?: string }> | undefined;
  const bm25 = similarity?.default;
  return bm25?.k1 === undefined || bm25.b === undefined ? null : { k1: Number(bm25.k1), b: Number(bm25.b) };
}
