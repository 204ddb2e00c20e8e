/**
 * Clones of the papers index for runs that change its BM25 parameters (cross-validated
 * evaluation, `refgraph tune bm25`): a similarity changes only on a closed index, and closing
 * the served one fails every search meanwhile. A clone is `<alias>.clone-<epoch ms>`
 * (paper-alias.ts). Elasticsearch's clone hard-links the live index's segments: seconds where a
 * rebuild from PostgreSQL takes minutes, and the clone holds exactly what is served.
 * Adapter: Elasticsearch.
 */
import type { Client } from '@elastic/elasticsearch';
import { notFound, RefgraphError } from '../errors/refgraph-error';
import { setBm25Parameters } from './bm25-parameters';
import { isPaperClone, livePaperIndex } from './paper-alias';
import type { Bm25Settings } from './search-settings';

/** The concrete index behind the alias (or the alias itself, an index made before aliases). */
async function servedIndex(client: Client, alias: string): Promise<string> {
  const live = await livePaperIndex(client, alias);
  if (live.kind === 'missing') throw notFound('papers index', alias);
  if (live.kind === 'concrete') return alias;
  if (live.indices.length !== 1) throw new RefgraphError('ENGINE_UNAVAILABLE', `Elasticsearch: the alias ${alias} points to ${live.indices.length} indices; 'refgraph reindex --target elasticsearch' puts it on one`, { engine: 'elasticsearch' });
  return live.indices[0]!;
}

async function writeBlocked(client: Client, index: string): Promise<boolean> {
  const response = await client.indices.getSettings({ index, name: 'index.blocks.write', flat_settings: true });
  const settings = Object.values(response)[0]?.settings as Record<string, unknown> | undefined;
  return settings?.['index.blocks.write'] === 'true';
}

/**
 * Copies the served index to `clone`. Elasticsearch clones only a write-blocked index (the block
 * flushes it, so the clone holds every acknowledged write): searches go on under the block, and
 * the caller keeps writers away for its moment (the projection lock), so no write is refused.
 * The block is lifted whatever happens, unless it was there before.
 */
export async function clonePaperIndex(client: Client, alias: string, clone: string): Promise<void> {
  const source = await servedIndex(client, alias);
  const blocked = await writeBlocked(client, source);
  if (!blocked) await client.indices.addBlock({ index: source, block: 'write' });
  try {
    // The settings are copied, the block with them: the clone is made writable (its similarity
    // changes), and gets no replica (a scratch index, read by one run).
    const response = await client.indices.clone({
      index: source,
      target: clone,
      settings: { 'index.blocks.write': false, 'index.number_of_replicas': 0 },
      wait_for_active_shards: 'all',
    });
    if (!response.shards_acknowledged) {
      throw new RefgraphError('ENGINE_TIMEOUT', `Elasticsearch: the clone ${clone} of ${source} did not start in time`, { engine: 'elasticsearch' });
    }
  } finally {
    if (!blocked) await client.indices.putSettings({ index: source, settings: { 'index.blocks.write': null } });
  }
}

/**
 * Scores a clone with another k1/b. Refuses any index but a clone: closing the served one would
 * fail its searches meanwhile.
 */
export async function setCloneBm25Parameters(client: Client, clone: string, parameters: Bm25Settings): Promise<void> {
  if (!isPaperClone(clone)) throw new RefgraphError('INVALID_ARGUMENT', `${clone} is not a clone of the papers index: its BM25 parameters change only through 'refgraph reindex'`, { index: clone });
  await setBm25Parameters(client, clone, parameters);
}

export async function deletePaperClone(client: Client, clone: string): Promise<void> {
  await client.indices.delete({ index: clone, ignore_unavailable: true });
}
