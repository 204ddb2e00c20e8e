/**
 * results: the measured figures the README and the docs quote, as data (results/*.json, one file
 * per run: schema and checker, reading and saving, the run's date, commit, machine and command)
 * and the docs/results/ pages generated from them (`npm run docs:results`).
 */
export { checkedResult, figureText, UNKNOWN_COMMIT } from './result-file';
export type { Figure, ResultFile } from './result-file';
export { readResults, resultOf, saveResult, RESULTS_FOLDER } from './result-store';
export type { NewResult } from './result-store';
export { resultLink, resultsPages, topicOf } from './results-markdown';
export { commandText, machineText, runContext } from './run-context';
export type { RunContext } from './run-context';
