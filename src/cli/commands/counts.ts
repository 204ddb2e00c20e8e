import { projectionTargets, withServices } from '../../app';
import { projectionCounts } from '../../projections';

export async function runCounts(): Promise<number> {
  await withServices(async (services) => console.log(JSON.stringify(await projectionCounts(await projectionTargets(services)), null, 2)));
  return 0;
}
