/**
 * Changes the BM25 parameters of the papers index in place. Similarity settings can only change
 * on a closed index, so it is closed, updated and reopened (searches fail for that moment: a
 * tuning step, not something to do under traffic).
 */
import type { Client } from '@elastic/elasticsearch';
import type { Bm25Settings } from '../config/config';

export async function setBm25Parameters(client: Client, index: string, parameters: Bm25Settings): Promise<void> {
  await client.indices.close({ index });
  try {
    await client.indices.putSettings({ index, settings: { index: { similarity: { refgraph_bm25: { type: 'BM25', k1: parameters.k1, b: parameters.b } } } } });
  } finally {
    await client.indices.open({ index, wait_for_active_shards: 1 });
  }
  await client.cluster.health({ index, wait_for_status: 'yellow', timeout: '60s' });
}
