/**
 * The candidate pools of a plan's judged queries under the served pipeline (`full-learned`, the
 * preset a ranker serves: `full`'s stages, its pools gathered as WEIGHTED gathers them), each with
 * its relevant papers: what `refgraph train ranker` fits a ranker on. Adapter: the pipeline.
 *
 * Pools are gathered a few at a time: each is a ranking at depth 1000 whose time is mostly spent
 * waiting on Elasticsearch, Neo4j and PostgreSQL, so one at a time left the cores idle (nothing
 * here is timed, and a pool does not depend on the others).
 */
import pLimit from 'p-limit';
import type { TuningQuery } from '../../rank';
import { resolveSystem, SYSTEMS } from '../systems/systems';
import type { EvaluationEnvironment, EvaluationPlan } from './evaluation-plan';
import { candidatePool, RankingProgress, relevantOf, SILENT_PROGRESS } from './rank-queries';
import { loadQueries } from './run-evaluation';

export async function judgedPools(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void, progress: RankingProgress = SILENT_PROGRESS): Promise<TuningQuery[]> {
  const loaded = await loadQueries(env, plan, log);
  const learned = resolveSystem(SYSTEMS.find((s) => s.name === 'full-learned')!, plan.k, env.defaults);
  const limit = pLimit(POOLS_IN_FLIGHT);
  let done = 0;
  progress.start('pools', loaded.queries.length, 'queries');
  const gathering = Promise.all(
    loaded.queries.map((query, i) =>
      limit(async () => {
        const pool = await candidatePool(env.engines, learned, loaded.prepared[i]!, relevantOf(query));
        progress.update(++done);
        return pool;
      }),
    ),
  );
  // The first failure is the run's: the queries not started yet are not asked.
  const pools = await gathering.catch((error: unknown) => {
    limit.clearQueue();
    throw error;
  });
  progress.end();
  return pools;
}

/** Rankings in flight while pools are gathered: enough to keep both cores and the engines busy. */
const POOLS_IN_FLIGHT = 3;
