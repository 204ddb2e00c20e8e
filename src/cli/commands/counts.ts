import { projectionCounts } from '../../projections';
import { ingestTargets } from '../ingest-targets';
import { withServices } from '../with-services';

export async function runCounts(): Promise<number> {
  await withServices(async (services) => console.log(JSON.stringify(await projectionCounts(await ingestTargets(services)), null, 2)));
  return 0;
}
