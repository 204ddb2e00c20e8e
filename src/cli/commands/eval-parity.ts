/**
 * `refgraph eval parity`: the same queries in several languages (one file per language, named
 * `<set>.<language>.jsonl`), AP@100 per language, the parity ratio to English and the share of
 * the query's language in the top 10 against its share of the gold (docs/cross-lingual.md).
 * Takes eval's options; `--save-regression FILE` keeps the numbers, `--regression FILE` replays
 * them and fails on any change beyond the file's tolerance.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { evaluationEnvironment, withServices } from '../../app';
import { RefgraphError, invalidArgument } from '../../errors/refgraph-error';
import { checkedParityRegression, checkParityRegression, parityRegressionFrom, parityTable, runParity } from '../../eval';
import { parseEvalArgs } from './eval-args';

/** Numbers of a fresh run differ from a saved one by float rounding at most (exact kNN on the demo). */
const SAVED_TOLERANCE = 0.0005;

export async function runEvalParity(args: string[]): Promise<number> {
  const log = (text: string) => console.error(text);
  const regressionAt = args.indexOf('--regression');
  if (regressionAt >= 0) {
    if (args.length !== 2 || args[regressionAt + 1] === undefined) throw invalidArgument('--regression', 'the regression file holds the command: give no other option');
    const file = args[regressionAt + 1]!;
    const { regression, plan } = checkedParityRegression(await readJson(file), file);
    const { results } = await withServices(async (services) => runParity(await evaluationEnvironment(services), plan, log));
    console.log(parityTable(results));
    const check = checkParityRegression(regression, results);
    console.log(check.lines.join('\n'));
    console.log(check.ok ? `OK: ${file}` : `FAIL: ${file}`);
    return check.ok ? 0 : 1;
  }
  const saveAt = args.indexOf('--save-regression');
  const saveTo = saveAt >= 0 ? args[saveAt + 1] : undefined;
  if (saveAt >= 0 && saveTo === undefined) throw invalidArgument('--save-regression', 'give the file');
  const options = parseEvalArgs(saveAt >= 0 ? [...args.slice(0, saveAt), ...args.slice(saveAt + 2)] : args);
  if (options.mode !== 'run') throw invalidArgument('eval parity', 'give the query files of the parity set');
  const { boundaries, results } = await withServices(async (services) => runParity(await evaluationEnvironment(services), options.plan, log));
  console.log(parityTable(results));
  if (saveTo !== undefined) {
    const about = `refgraph eval parity ${args.join(' ')}`;
    await writeFile(saveTo, JSON.stringify(parityRegressionFrom(options.plan, boundaries, results, about, SAVED_TOLERANCE), null, 2) + '\n');
    log(`saved ${saveTo}`);
  }
  return 0;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new RefgraphError('RECORD_INVALID', `${file}: cannot read it as JSON (${(error as Error).message})`, { file });
  }
}
