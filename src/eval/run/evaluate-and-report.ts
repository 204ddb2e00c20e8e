/**
 * An evaluation as a user runs it: the plan run, a table per query set, an HTML report per
 * set, and optionally the means kept as a regression; and a stored regression replayed and
 * checked number by number. The faces (CLI, benches, tests) call these with their own output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkRegression, Regression, RegressionCheck, regressionFrom } from '../regression';
import { htmlReport } from '../report/html-report';
import { resultsTable } from '../report/results-table';
import type { EvaluationEnvironment, EvaluationOutcome, EvaluationPlan } from './evaluation-plan';
import { runEvaluation } from './run-evaluation';
import type { RankingProgress } from './rank-queries';
import type { EvaluationRecord } from './run-record';

export interface EvaluationIo {
  /** The table, check lines and the report's path. */
  out: (text: string) => void;
  /** Stage progress. */
  log: (text: string) => void;
  /** Query-by-query progress of the ranking stages (none when absent). */
  progress?: RankingProgress;
  now: Date;
}

export interface ReportedEvaluation {
  plan: EvaluationPlan;
  /** Where the HTML report goes; null: reports/eval-<time>.html. */
  reportFile: string | null;
  /** Where to keep the means as a regression; null: not kept. */
  saveRegression: string | null;
  /** How the run was asked for, printed in the report. */
  command: string;
}

/** Runs the plan, prints a table and writes a report per query set (one set: no heading, the report where asked). */
export async function evaluateAndReport(env: EvaluationEnvironment, request: ReportedEvaluation, io: EvaluationIo): Promise<{ outcome: EvaluationOutcome; reportFiles: string[] }> {
  const { plan } = request;
  const outcome = await runEvaluation(env, plan, io.log, io.progress);
  const sets = runsBySet(outcome.runs);
  const reportFile = path.resolve(request.reportFile ?? path.join('reports', `eval-${io.now.toISOString().replace(/[:.]/g, '-')}.html`));
  const reportFiles: string[] = [];
  for (const [label, runs] of sets) {
    if (sets.size > 1) io.out(`\n${label}`);
    io.out(resultsTable(runs, plan.measures.map((m) => m.name)));
    const file = sets.size > 1 ? reportFile.replace(/(\.html?)?$/, (extension) => `-${label}${extension}`) : reportFile;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, htmlReport({ generatedAt: io.now, command: request.command, runs }));
    io.out(`report: ${file}`);
    reportFiles.push(file);
  }
  if (request.saveRegression !== null) {
    const about = `Expected means of an evaluation (saved ${io.now.toISOString().slice(0, 10)}); check with \`refgraph eval --regression FILE\`.`;
    const regression = regressionFrom(plan, outcome.boundaries, outcome.runs, about);
    await writeFile(request.saveRegression, `${JSON.stringify(regression, null, 2)}\n`);
    io.out(`regression: ${path.resolve(request.saveRegression)}`);
  }
  return { outcome, reportFiles };
}

/** Reruns the plan a regression holds and prints OK or FAIL for every number it keeps. */
export async function replayRegression(
  env: EvaluationEnvironment,
  stored: { regression: Regression; plan: EvaluationPlan },
  file: string,
  reportFile: string | null,
  io: EvaluationIo,
): Promise<RegressionCheck> {
  const request = { plan: stored.plan, reportFile, saveRegression: null, command: `refgraph eval --regression ${file}` };
  const { outcome } = await evaluateAndReport(env, request, io);
  const check = checkRegression(stored.regression, outcome.runs);
  for (const line of check.lines) io.out(line);
  io.out(check.ok ? `${file}: OK` : `${file}: FAIL (review the change; if it is intended, save the regression again)`);
  return check;
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
