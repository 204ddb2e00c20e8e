/**
 * refgraph train ranker: fits the learned ranker (LEARNED fusion: rank/learned) on judged queries,
 * chosen as `refgraph eval` chooses them (the same query options), on the candidate pools the
 * served pipeline gathers for them, and writes the file REFGRAPH_RANKER_FILE serves. How well it
 * ranks queries it was not fitted on is `refgraph eval --folds N --systems full,full-learned`'s
 * to say (one ranker per fold): docs/training.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluationEnvironment, withServices } from '../../app';
import type { Services } from '../../app';
import { judgedPools } from '../../eval';
import type { EvaluationPlan } from '../../eval';
import { invalidArgument } from '../../errors/refgraph-error';
import { DEFAULT_RANKER_FIT, fitRanker } from '../../rank';
import type { RankerFitOptions } from '../../rank';
import { positiveIntegerOption, positiveNumberOption, requiredOption } from '../options';
import { Progress } from '../progress';
import { parseEvalArgs } from './eval-args';

/** The ranker's own options (each takes a value); every other option selects queries as eval's do. */
const RANKER_OPTIONS = ['--out', '--hidden', '--epochs', '--learning-rate'] as const;
/** eval's options that choose what to report, not which queries: meaningless here. */
const REPORTING_OPTIONS = ['--systems', '--folds', '--bags', '--measures', '--report', '--save-regression', '--run-file', '--regression', '--list'];

export interface TrainRankerPlan {
  out: string;
  fit: RankerFitOptions;
  /** The queries, chosen as eval chooses them. */
  queries: EvaluationPlan;
}

/** The plan from the command line. Pure. */
export function trainRankerPlan(args: readonly string[]): TrainRankerPlan {
  const own = new Map<string, string>();
  const queryArgs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (REPORTING_OPTIONS.includes(name)) throw invalidArgument(name, 'chooses what eval reports; train ranker takes the query options of eval and --out, --hidden, --epochs, --learning-rate');
    if (!(RANKER_OPTIONS as readonly string[]).includes(name)) {
      queryArgs.push(args[i]!);
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined) throw invalidArgument(name, 'needs a value');
    own.set(name, value);
  }
  const options = parseEvalArgs([...queryArgs, '--systems', 'full']);
  if (options.mode !== 'run') throw invalidArgument('train ranker', 'give the queries to fit on (--queries, or --queries-file with --qrels-file)');
  return {
    out: path.resolve(requiredOption('--out', own.get('--out'))),
    fit: {
      hidden: positiveIntegerOption('--hidden', own.get('--hidden')) ?? DEFAULT_RANKER_FIT.hidden,
      epochs: positiveIntegerOption('--epochs', own.get('--epochs')) ?? DEFAULT_RANKER_FIT.epochs,
      learningRate: positiveNumberOption('--learning-rate', own.get('--learning-rate')) ?? DEFAULT_RANKER_FIT.learningRate,
      seed: options.plan.seed,
    },
    queries: options.plan,
  };
}

export async function runTrainRanker(args: string[]): Promise<number> {
  const plan = trainRankerPlan(args);
  await withServices((services) => trainRanker(services, plan, `refgraph train ranker ${args.join(' ')}`));
  return 0;
}

/** What the file holds besides the ranker: what it was fitted on and how the fit went. */
export interface RankerTraining {
  command: string;
  queries: number;
  fittedOn: number;
  candidates: number;
  options: RankerFitOptions;
  losses: number[];
  seconds: number;
  index: string;
  encoder: string | null;
}

/** `say` gets what a user reads: the queries loaded, the fit, where the file went. */
export async function trainRanker(services: Services, plan: TrainRankerPlan, command: string, say: (line: string) => void = (line) => console.error(line)): Promise<RankerTraining> {
  const pools = await judgedPools(await evaluationEnvironment(services), plan.queries, say, new Progress('train ranker'));
  const started = performance.now();
  const fitted = fitRanker(pools, plan.fit);
  if (fitted.queries === 0) throw invalidArgument('train ranker', 'no query has a relevant paper among its candidates: there is nothing to fit');
  const seconds = (performance.now() - started) / 1000;
  const training: RankerTraining = {
    command,
    queries: pools.length,
    fittedOn: fitted.queries,
    candidates: pools.reduce((sum, pool) => sum + pool.candidates.length, 0),
    options: plan.fit,
    losses: fitted.losses,
    seconds: Number(seconds.toFixed(1)),
    index: services.paperIndex,
    encoder: services.config.embedding.model,
  };
  await mkdir(path.dirname(plan.out), { recursive: true });
  await writeFile(plan.out, `${JSON.stringify({ ranker: fitted.ranker, training }, null, 1)}\n`);
  say(`fitted on ${fitted.queries} of ${pools.length} queries (the others have no relevant candidate) in ${seconds.toFixed(1)} s: loss ${fitted.losses[0]!.toFixed(4)} -> ${fitted.losses[fitted.losses.length - 1]!.toFixed(4)}`);
  say(`written to ${plan.out}; serve it with REFGRAPH_RANKER_FILE=${plan.out} and ask for fusion: LEARNED`);
  return training;
}
