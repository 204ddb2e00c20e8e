/**
 * Fitting the learned ranker (LEARNED fusion: rank/learned) on judged queries, on the candidate
 * pools the served pipeline gathers for them (eval's judgedPools), and writing its file
 * (rank/learned/ranker-file.ts). How well it ranks queries it was not fitted on is `refgraph eval
 * --folds N --systems full,full-learned`'s to say (one ranker per fold): docs/training.md.
 */
import type { EvaluationEnvironment, EvaluationPlan, RankingProgress } from '../eval';
import { assertServedIndexComplete, judgedPools } from '../eval';
import { invalidArgument } from '../errors/refgraph-error';
import { fitRanker, writeRankerFile } from '../rank';
import type { RankerFitOptions, RankerTraining } from '../rank';

export interface RankerTrainingPlan {
  out: string;
  fit: RankerFitOptions;
  /** The queries, chosen as eval chooses them. */
  queries: EvaluationPlan;
}

/** What the file records of the run besides the fit: the command, and the index and encoder the pools came from. */
export interface RankerTrainingRecord {
  command: string;
  index: string;
  encoder: string | null;
}

/** `say` gets what a user reads: the queries loaded, the fit, where the file went. */
export async function trainRanker(
  env: EvaluationEnvironment,
  plan: RankerTrainingPlan,
  record: RankerTrainingRecord,
  say: (line: string) => void,
  progress?: RankingProgress,
): Promise<RankerTraining> {
  const papers = await assertServedIndexComplete(env.engines);
  say(`check: ${papers} papers in PostgreSQL, in ${env.engines.search.index} and in the graph`);
  const pools = await judgedPools(env, plan.queries, say, progress);
  const started = performance.now();
  const fitted = fitRanker(pools, plan.fit);
  if (fitted.queries === 0) throw invalidArgument('train ranker', 'no query has a relevant paper among its candidates: there is nothing to fit');
  const seconds = (performance.now() - started) / 1000;
  const training: RankerTraining = {
    command: record.command,
    queries: pools.length,
    fittedOn: fitted.queries,
    candidates: pools.reduce((sum, pool) => sum + pool.candidates.length, 0),
    options: plan.fit,
    losses: fitted.losses,
    seconds: Number(seconds.toFixed(1)),
    index: record.index,
    encoder: record.encoder,
  };
  await writeRankerFile(plan.out, fitted.ranker, training);
  say(`fitted on ${fitted.queries} of ${pools.length} queries (the others have no relevant candidate) in ${seconds.toFixed(1)} s: loss ${fitted.losses[0]!.toFixed(4)} -> ${fitted.losses[fitted.losses.length - 1]!.toFixed(4)}`);
  say(`written to ${plan.out}; serve it with REFGRAPH_RANKER_FILE=${plan.out} and ask for fusion: LEARNED`);
  return training;
}
