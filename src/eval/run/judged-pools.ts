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
import { candidatePool, prepareQuery, RankingProgress, relevantOf, SILENT_PROGRESS } from './rank-queries';
import { selectQueries } from './run-evaluation';

export async function judgedPools(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void, progress: RankingProgress = SILENT_PROGRESS): Promise<TuningQuery[]> {
  const { queries } = await selectQueries(env, plan, log);
  const learned = resolveSystem(SYSTEMS.find((s) => s.name === 'full-learned')!, plan.k, env.defaults);
  const limit = pLimit(POOLS_IN_FLIGHT);
  let done = 0;
  progress.start('pools', queries.length, 'queries');
  // Each query is prepared (read, encoded) just before its pool is gathered: the encoder's runs then
  // fill the cores the engines leave idle instead of running alone first (a query's vector does not
  // depend on the others: no batching across queries).
  const gathering = Promise.all(
    queries.map((query) =>
      limit(async () => {
        const prepared = await prepareQuery(env.engines, query, { includeSameYear: plan.includeSameYear });
        const pool = await candidatePool(env.engines, learned, prepared, relevantOf(query));
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
  log(`prepare: ${queries.length} query texts and vectors, each with its pool`);
  return pools;
}

/** Rankings in flight while pools are gathered: enough to keep both cores and the engines busy. */
const POOLS_IN_FLIGHT = 3;
