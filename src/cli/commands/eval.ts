import { evaluationEnvironment, withServices } from '../../app';
import { alignedTable } from '../../common/text-table';
import { checkedRegression, evaluateAndReport, EvaluationIo, evaluationResult, replayRegression, SYSTEMS } from '../../eval';
import { runContext, saveResult } from '../../results';
import { Progress } from '../progress';
import { runEvalAuthors } from './eval-authors';
import { runEvalConcepts } from './eval-concepts';
import { runEvalPools } from './eval-pools';
import { runEvalPreselect } from './eval-preselect';
import { runEvalRuns } from './eval-runs';
import { runEvalParity } from './eval-parity';
import { parseEvalArgs } from './eval-args';
import { readJson } from '../read-json';

export async function runEval(args: string[]): Promise<number> {
  // `refgraph eval pools` builds candidate pools for training-style evaluation (src/negatives).
  if (args[0] === 'pools') return runEvalPools(args.slice(1));
  // `refgraph eval concepts` measures conceptSearch on labelled concept queries (src/concepts).
  if (args[0] === 'concepts') return runEvalConcepts(args.slice(1));
  // `refgraph eval preselect`: recall of bibliography preselections by subset size (src/eval/preselect).
  if (args[0] === 'preselect') return runEvalPreselect(args.slice(1));
  // `refgraph eval authors`: precision and recall of the author merge rule on labelled pairs (src/authors).
  if (args[0] === 'authors') return runEvalAuthors(args.slice(1));
  // `refgraph eval parity`: the same queries in several languages, AP and language shares per language (src/eval/parity).
  if (args[0] === 'parity') return runEvalParity(args.slice(1));
  // `refgraph eval runs`: stored runs printed as the table eval printed (results tables in docs/).
  if (args[0] === 'runs') return runEvalRuns(args.slice(1));
  const options = parseEvalArgs(args);
  if (options.mode === 'list') {
    console.log(systemsList());
    return 0;
  }
  const io: EvaluationIo = { out: (text) => console.log(text), log: (text) => console.error(text), progress: new Progress('eval'), now: new Date() };
  if (options.mode === 'run') {
    const request = { plan: options.plan, reportFile: options.reportFile, saveRegression: options.saveRegression, command: `refgraph eval ${args.join(' ')}`.trim() };
    const { outcome } = await withServices(async (services) => evaluateAndReport(await evaluationEnvironment(services), request, io));
    // --save-result: the printed table's figures kept as results/eval-<date>.json, for the docs to quote.
    if (options.saveResult) io.out(`saved ${saveResult(evaluationResult(outcome.runs, options.plan.measures.map((m) => m.name)), runContext())}`);
    return 0;
  }
  const stored = checkedRegression(await readJson(options.file), options.file);
  const check = await withServices(async (services) => replayRegression(await evaluationEnvironment(services), stored, options.file, options.reportFile, io));
  return check.ok ? 0 : 1;
}

export function systemsList(): string {
  const rows = SYSTEMS.map((s) => [
    s.name,
    s.fusion,
    s.weights === 'default' ? 'default' : Object.entries(s.weights).map(([f, w]) => `${f}=${w}`).join(' '),
    Object.entries(s.candidates).map(([stage, size]) => `${stage.replace(/Candidates$/, '')}=${size}`).join(' '),
    s.description,
  ]);
  return alignedTable(['system', 'fusion', 'weights', 'stages', 'description'], rows, ['left', 'left', 'left', 'left', 'left']);
}
