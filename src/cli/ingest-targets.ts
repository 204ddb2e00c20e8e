import { projectionTargets, Services } from '../api/services';
import type { IngestTargets } from '../ingest/pipeline';

/** What ingestion and reindex write to, with the configured ingestion limits. */
export async function ingestTargets(services: Services): Promise<IngestTargets> {
  return { ...(await projectionTargets(services)), limits: services.config.ingest.limits };
}

/** Printed when another ingestion or reindex holds the projection lock. */
export function waitingForLock(): void {
  console.error('waiting for another ingestion or reindex to finish (they run one at a time)');
}
