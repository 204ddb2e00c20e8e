/**
 * The candidate pools of a plan's judged queries under the served pipeline (`full-learned`, the
 * preset a ranker serves: `full`'s stages, its pools gathered as WEIGHTED gathers them), each with
 * its relevant papers: what `refgraph train ranker` fits a ranker on. Adapter: the pipeline.
 */
import type { TuningQuery } from '../../rank';
import { resolveSystem, SYSTEMS } from '../systems/systems';
import type { EvaluationEnvironment, EvaluationPlan } from './evaluation-plan';
import { candidatePool, RankingProgress, relevantOf, SILENT_PROGRESS } from './rank-queries';
import { loadQueries } from './run-evaluation';

export async function judgedPools(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void, progress: RankingProgress = SILENT_PROGRESS): Promise<TuningQuery[]> {
  const loaded = await loadQueries(env, plan, log);
  const learned = resolveSystem(SYSTEMS.find((s) => s.name === 'full-learned')!, plan.k, env.defaults);
  const pools: TuningQuery[] = [];
  progress.start('pools', loaded.queries.length, 'queries');
  for (const [i, query] of loaded.queries.entries()) {
    pools.push(await candidatePool(env.engines, learned, loaded.prepared[i]!, relevantOf(query)));
    progress.update(pools.length);
  }
  progress.end();
  return pools;
}
