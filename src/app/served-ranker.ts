/**
 * The learned ranker a server serves, chosen once at its start: REFGRAPH_RANKER_FILE when set
 * (an operator's override), else the model registry's promoted ranker (`refgraph train`, `refgraph
 * models promote`), else none (WEIGHTED ranks, LEARNED is refused). A promoted ranker whose file is
 * missing or changed stops the start (CONFIG_INVALID); PostgreSQL not answering does not (the
 * server starts on the weighted fusion and says so, as requests and /readyz say the engine is down).
 */
import { engineFailure } from '../errors/engine-errors';
import { promotedRanker } from '../registry';
import type { Services } from './services';

export async function withServedRanker(services: Services, warn: (error: unknown, message: string) => void): Promise<Services> {
  if (services.config.learnedRanker !== null) return services;
  try {
    const promoted = await promotedRanker(services.prisma);
    if (promoted === null) return services;
    return { ...services, config: { ...services.config, learnedRanker: { file: promoted.file, ranker: promoted.ranker, model: promoted.model.name } } };
  } catch (error) {
    if (engineFailure(error) === null) throw error;
    warn(error, 'the model registry could not be read: serving the weighted fusion');
    return services;
  }
}

/** How a ranking's ranker is named in `modelVersion`: `learned:<registry name>`, `learned:file:<file>` (REFGRAPH_RANKER_FILE), or the weight fusion's name. */
export function rankerVersion(fusion: string, learned: { file: string; model?: string } | null): string {
  if (fusion !== 'LEARNED') return fusion.toLowerCase();
  if (learned === null) return 'learned';
  return learned.model === undefined ? `learned:file:${learned.file}` : `learned:${learned.model}`;
}
