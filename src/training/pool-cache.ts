/**
 * Judged pools kept on disk between runs of `refgraph train`: gathering them is the long step
 * (every query runs the pipeline; AAN's 1,532 queries take about a minute), the fit takes
 * seconds. A file is named by the sha256 of everything that decides its pools (the plan, the
 * library's counts, the index, the encoder, the served settings), so a rerun on an unchanged
 * library reuses it and any change gathers afresh. Written to a temporary name and renamed, so a
 * killed run leaves no half file. Adapter (the file system).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TuningQuery } from '../rank';

interface StoredPool {
  id: string;
  candidates: TuningQuery['candidates'];
  relevant: string[];
}

export function poolsKey(decidedBy: unknown): string {
  return createHash('sha256').update(JSON.stringify(decidedBy)).digest('hex').slice(0, 16);
}

/** The cached pools of `name` under `key`, or `gather`'s, then cached; `reused` says which. */
export async function cachedPools(workDir: string, name: string, key: string, gather: () => Promise<TuningQuery[]>): Promise<{ pools: TuningQuery[]; reused: boolean; file: string }> {
  const file = path.join(workDir, `pools-${name}-${key}.json`);
  if (existsSync(file)) {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredPool[];
    return { pools: stored.map((pool) => ({ id: pool.id, candidates: pool.candidates, relevant: new Set(pool.relevant) })), reused: true, file };
  }
  const pools = await gather();
  await mkdir(workDir, { recursive: true });
  const stored: StoredPool[] = pools.map((pool) => ({ id: pool.id, candidates: pool.candidates, relevant: [...pool.relevant].sort() }));
  await writeFile(`${file}.partial`, JSON.stringify(stored));
  await rename(`${file}.partial`, file);
  return { pools, reused: false, file };
}
