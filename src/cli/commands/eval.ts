import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rankEngines, Services } from '../../api/services';
import { RefgraphError } from '../../errors/refgraph-error';
import {
  alignedTable,
  checkedRegression,
  checkRegression,
  EvaluationEnvironment,
  EvaluationOutcome,
  EvaluationRecord,
  htmlReport,
  Regression,
  regressionFrom,
  resultsTable,
  runEvaluation,
  SYSTEMS,
} from '../../eval';
import type { RegressionCheck } from '../../eval/regression';
import { withServices } from '../with-services';
import { runEvalAuthors } from './eval-authors';
import { runEvalConcepts } from './eval-concepts';
import { runEvalPools } from './eval-pools';
import { runEvalPreselect } from './eval-preselect';
import { parseEvalArgs, planArgs, RunOptions } from './eval-args';

export interface EvalIo {
  /** The table, check lines and the report's path (stdout). */
  out: (text: string) => void;
  /** Stage progress (stderr). */
  log: (text: string) => void;
  now: Date;
}

export async function runEval(args: string[]): Promise<number> {
  // `refgraph eval pools` builds candidate pools for training-style evaluation (src/negatives).
  if (args[0] === 'pools') return runEvalPools(args.slice(1));
  // `refgraph eval concepts` measures conceptSearch on labelled concept queries (src/concepts).
  if (args[0] === 'concepts') return runEvalConcepts(args.slice(1));
  // `refgraph eval preselect`: recall of bibliography preselections by subset size (src/eval/preselect).
  if (args[0] === 'preselect') return runEvalPreselect(args.slice(1));
  // `refgraph eval authors`: precision and recall of the author merge rule on labelled pairs (src/authors).
  if (args[0] === 'authors') return runEvalAuthors(args.slice(1));
  const options = parseEvalArgs(args);
  if (options.mode === 'list') {
    console.log(systemsList());
    return 0;
  }
  const io: EvalIo = { out: (text) => console.log(text), log: (text) => console.error(text), now: new Date() };
  if (options.mode === 'run') {
    await withServices((services) => evaluateWith(services, options, `refgraph eval ${args.join(' ')}`.trim(), io));
    return 0;
  }
  const regression = checkedRegression(await readJson(options.file), options.file);
  const check = await withServices((services) => replayRegression(services, regression, options.file, options.reportFile, io));
  return check.ok ? 0 : 1;
}

/** Reruns the command a regression holds and prints OK or FAIL for every number it keeps. */
export async function replayRegression(services: Services, regression: Regression, file: string, reportFile: string | null, io: EvalIo): Promise<RegressionCheck> {
  const replayed = parseEvalArgs(regression.args);
  if (replayed.mode !== 'run') throw new RefgraphError('RECORD_INVALID', `${file}: args must describe an evaluation run`, { file });
  const { outcome } = await evaluateWith(services, { ...replayed, reportFile, saveRegression: null }, `refgraph eval ${regression.args.join(' ')}`, io);
  const check = checkRegression(regression, outcome.runs);
  for (const line of check.lines) io.out(line);
  io.out(check.ok ? `${file}: OK` : `${file}: FAIL (review the change; if it is intended, save the regression again)`);
  return check;
}

/**
 * Runs the plan, prints a table and writes a report per query set (one set: no heading, the
 * report where asked). Separate from runEval so tests can call it with their own stores.
 */
export async function evaluateWith(services: Services, options: RunOptions, command: string, io: EvalIo): Promise<{ outcome: EvaluationOutcome; reportFiles: string[] }> {
  const outcome = await runEvaluation(await evaluationEnvironment(services), options.plan, io.log);
  const sets = runsBySet(outcome.runs);
  const reportFile = path.resolve(options.reportFile ?? path.join('reports', `eval-${io.now.toISOString().replace(/[:.]/g, '-')}.html`));
  const reportFiles: string[] = [];
  for (const [label, runs] of sets) {
    if (sets.size > 1) io.out(`\n${label}`);
    io.out(resultsTable(runs, options.plan.measures.map((m) => m.name)));
    const file = sets.size > 1 ? reportFile.replace(/(\.html?)?$/, (extension) => `-${label}${extension}`) : reportFile;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, htmlReport({ generatedAt: io.now, command, runs }));
    io.out(`report: ${file}`);
    reportFiles.push(file);
  }
  if (options.saveRegression !== null) {
    const regression = regressionFrom(planArgs(options.plan, outcome.boundaries), outcome.runs, `Expected means of \`refgraph eval\` (saved ${io.now.toISOString().slice(0, 10)}); check with \`refgraph eval --regression FILE\`.`);
    await writeFile(options.saveRegression, `${JSON.stringify(regression, null, 2)}\n`);
    io.out(`regression: ${path.resolve(options.saveRegression)}`);
  }
  return { outcome, reportFiles };
}

/** Runs grouped by the query set they measured, in run order. */
function runsBySet(runs: readonly EvaluationRecord[]): Map<string, EvaluationRecord[]> {
  const sets = new Map<string, EvaluationRecord[]>();
  for (const run of runs) {
    const label = String(run.config.querySet);
    sets.set(label, [...(sets.get(label) ?? []), run]);
  }
  return sets;
}

/** The engines and served defaults an evaluation runs with, and what else it records (encoder, BM25 parameters). */
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
    },
  };
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

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RefgraphError('RECORD_INVALID', `${file}: not JSON (${(error as Error).message})`, { file });
  }
}
