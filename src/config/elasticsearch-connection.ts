/**
 * Where the Elasticsearch nodes are and how to log in: one URL or several (a cluster: the client
 * spreads requests and moves off a dead node), a user and password or an API key, a CA file.
 * Checked across the settings, which each parse alone cannot.
 */
import { existsSync } from 'node:fs';
import type { ElasticsearchConnection } from '../search';
import type { Problem } from './parse-settings';
import type { SettingValues } from './settings';

export function elasticsearchConnection(values: SettingValues): { connection: ElasticsearchConnection; problems: Problem[] } {
  const nodes = values.REFGRAPH_ES_URL ?? [`http://127.0.0.1:${values.REFGRAPH_ES_PORT}`];
  const username = values.REFGRAPH_ES_USERNAME ?? undefined;
  const password = values.REFGRAPH_ES_PASSWORD ?? undefined;
  const apiKey = values.REFGRAPH_ES_API_KEY ?? undefined;
  const caFile = values.REFGRAPH_ES_CA_FILE;
  const problems: Problem[] = [];
  const problem = (setting: string, message: string): void => void problems.push({ setting, message });
  if ((username === undefined) !== (password === undefined)) problem('REFGRAPH_ES_USERNAME', 'REFGRAPH_ES_USERNAME and REFGRAPH_ES_PASSWORD: set both or neither');
  if (apiKey !== undefined && username !== undefined) problem('REFGRAPH_ES_API_KEY', 'REFGRAPH_ES_API_KEY and REFGRAPH_ES_USERNAME: use one way to log in, not both');
  const schemes = new Set(nodes.map((node) => node.split(':')[0]));
  if (schemes.size > 1) problem('REFGRAPH_ES_URL', 'REFGRAPH_ES_URL: all nodes must use the same scheme (http or https)');
  if (caFile !== null) {
    if (!schemes.has('https')) problem('REFGRAPH_ES_CA_FILE', `REFGRAPH_ES_CA_FILE=${caFile}: only used with https:// nodes in REFGRAPH_ES_URL`);
    if (!existsSync(caFile)) problem('REFGRAPH_ES_CA_FILE', `REFGRAPH_ES_CA_FILE=${caFile}: no such file`);
  }
  const auth = apiKey !== undefined ? { apiKey } : username !== undefined && password !== undefined ? { username, password } : null;
  return { connection: { nodes, auth, caFile }, problems };
}
