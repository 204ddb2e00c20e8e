/**
 * refgraph train ranker: the learned ranker's options and the queries to fit on, chosen as
 * `refgraph eval` chooses them (the same query options); src/training fits it and writes the file
 * REFGRAPH_RANKER_FILE serves (docs/training.md).
 */
import path from 'node:path';
import { evaluationEnvironment, withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { DEFAULT_RANKER_FIT } from '../../rank';
import { trainRanker } from '../../training';
import type { RankerTrainingPlan } from '../../training';
import { positiveIntegerOption, positiveNumberOption, requiredOption } from '../options';
import { Progress } from '../progress';
import { parseEvalArgs } from './eval-args';

/** The ranker's own options (each takes a value); every other option selects queries as eval's do. */
const RANKER_OPTIONS = ['--out', '--hidden', '--epochs', '--learning-rate'] as const;
/** eval's options that choose what to report, not which queries: meaningless here. */
const REPORTING_OPTIONS = ['--systems', '--folds', '--bags', '--measures', '--report', '--save-regression', '--run-file', '--regression', '--list'];

/** The plan from the command line. Pure. */
export function trainRankerPlan(args: readonly string[]): RankerTrainingPlan {
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
  const command = `refgraph train ranker ${args.join(' ')}`;
  await withServices(async (services) =>
    trainRanker(await evaluationEnvironment(services), plan, { command, index: services.paperIndex, encoder: services.config.embedding.model }, (line) => console.error(line), new Progress('train ranker')),
  );
  return 0;
}
