/**
 * results/: one JSON file per measurement run, read and written only here. Reading checks every
 * file and that its id is its name; saving never overwrites a run already kept (a second run of
 * the same day gets `-2`, `-3`, ...).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../common/repo-path';
import { RefgraphError } from '../errors/refgraph-error';
import { checkedResult, ResultFile } from './result-file';
import type { RunContext } from './run-context';

export const RESULTS_FOLDER = repoPath('results');

/** Every result file of `folder`, checked, oldest first (then by id). */
export function readResults(folder = RESULTS_FOLDER): ResultFile[] {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  const results = files.map((name) => {
    const file = path.join(path.basename(folder), name);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    } catch (error) {
      throw new RefgraphError('FILE_UNREADABLE', `${file}: not JSON (${(error as Error).message})`, { file });
    }
    const result = checkedResult(raw, file);
    if (`${result.id}.json` !== name) throw new RefgraphError('RECORD_INVALID', `${file}: its id is ${result.id}, so its name must be ${result.id}.json`, { file });
    return result;
  });
  return results.sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
}

export interface NewResult {
  /** The id's stem: the date is added (`rank` → `rank-2026-12-02`). */
  name: string;
  title: string;
  source: string;
  figures: ResultFile['figures'];
}

/** The result file a run makes: checked as a read would check it. Pure. */
export function resultOf(run: NewResult, context: RunContext, id = `${run.name}-${context.date}`): ResultFile {
  return checkedResult({ id, title: run.title, ...context, source: run.source, figures: run.figures }, `${id}.json`);
}

/** Writes the run to `folder` under a name not taken yet; returns the file's path. */
export function saveResult(run: NewResult, context: RunContext, folder = RESULTS_FOLDER): string {
  const stem = `${run.name}-${context.date}`;
  let id = stem;
  for (let n = 2; existsSync(path.join(folder, `${id}.json`)); n += 1) id = `${stem}-${n}`;
  const file = path.join(folder, `${id}.json`);
  writeFileSync(file, `${JSON.stringify(resultOf(run, context, id), null, 2)}\n`);
  return file;
}
