/**
 * Whether the configured shards and replicas fit the live cluster. Elasticsearch never puts a
 * replica on the node that holds its primary (or another copy), so with replicas >= data nodes
 * some copies stay unassigned and the cluster yellow for ever: refuse that up front with a
 * clear message rather than let an index be created that can never be green. Adapter.
 */
import type { Client } from '@elastic/elasticsearch';
import { RefgraphError } from '../errors/refgraph-error';
import type { IndexLayout } from './search-settings';

/** Pure: the problem with a layout on a cluster of `dataNodes` data nodes, or null. */
export function layoutProblem(layout: IndexLayout, dataNodes: number): string | null {
  if (layout.replicas < dataNodes) return null;
  return (
    `REFGRAPH_ES_REPLICAS=${layout.replicas} needs at least ${layout.replicas + 1} data nodes, the cluster has ${dataNodes}: ` +
    `a replica never shares a node with its primary, so ${layout.replicas - dataNodes + 1} cop${layout.replicas - dataNodes + 1 === 1 ? 'y' : 'ies'} of each shard would stay unassigned and the cluster yellow for ever; ` +
    `lower REFGRAPH_ES_REPLICAS (0 on a single node) or add nodes`
  );
}

export async function checkLayoutFits(client: Client, layout: IndexLayout): Promise<void> {
  if (layout.replicas === 0) return;
  const health = await client.cluster.health();
  const problem = layoutProblem(layout, health.number_of_data_nodes);
  if (problem !== null) throw new RefgraphError('CONFIG_INVALID', problem, { setting: 'REFGRAPH_ES_REPLICAS', replicas: layout.replicas, dataNodes: health.number_of_data_nodes });
}
