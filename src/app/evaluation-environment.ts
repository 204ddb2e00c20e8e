/** The engines and served defaults an evaluation runs with, and what else it records (encoder, BM25 parameters). */
import type { EvaluationEnvironment } from '../eval';
import { rankEngines, Services } from './services';

export async function evaluationEnvironment(services: Services): Promise<EvaluationEnvironment> {
  const { config } = services;
  return {
    engines: await rankEngines(services),
    defaults: { weights: config.rank.weights, fusion: config.rank.fusion, recentYears: config.rank.recentYears, bm25: config.elasticsearch.bm25 },
    recorded: {
      encoder: {
        model: config.embedding.model,
        paperFields: config.embedding.paperFields,
        talkPooling: config.embedding.talkPooling,
        overlapTokens: config.embedding.overlapTokens,
        scorerFile: config.embedding.scorerFile,
        citationQueryRole: config.embedding.citationQueryRole,
      },
      index: { name: services.paperIndex, ...config.elasticsearch.bm25 },
      // What a LEARNED system ranks with when no folds fit one (REFGRAPH_RANKER_FILE).
      learnedRanker: config.learnedRanker?.file ?? null,
    },
  };
}
