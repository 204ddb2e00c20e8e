/**
 * refgraph train pooling: the options of the weighted talk pooling's scorer fit (src/training
 * fits, reports and writes it: docs/training.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rankEngines, withServices } from '../../app';
import { invalidArgument } from '../../errors/refgraph-error';
import { trainPooling } from '../../training';
import type { PoolingTrainingIo, PoolingTrainingPlan } from '../../training';
import { numberOption, positiveIntegerOption, positiveNumberOption, requiredOption } from '../options';

const STRING = { type: 'string' } as const;

/** The plan from the command line. Pure. */
export function trainPoolingPlan(args: string[]): PoolingTrainingPlan {
  const { values } = parseArgs({
    args,
    options: {
      talks: { type: 'boolean', default: false }, 'queries-file': STRING, 'qrels-file': STRING, 'citing-papers': STRING, 'same-year': { type: 'boolean', default: false },
      out: STRING, folds: { type: 'string', default: '5' }, pool: { type: 'string', default: '100' }, k: { type: 'string', default: '100' },
      epochs: { type: 'string', default: '200' }, 'learning-rate': { type: 'string', default: '0.05' }, l2: { type: 'string', default: '0.001' }, temperature: { type: 'string', default: '0.05' },
    },
  });
  const files = values['queries-file'] !== undefined || values['qrels-file'] !== undefined;
  if (values.talks === files) throw invalidArgument('--talks', 'give either --talks (the library\'s talks) or --queries-file with --qrels-file');
  const folds = positiveIntegerOption('--folds', values.folds)!;
  if (folds < 2) throw invalidArgument('--folds', `cross-validation needs at least 2 folds, got ${folds}`);
  const l2 = numberOption('--l2', values.l2)!;
  if (l2 < 0) throw invalidArgument('--l2', `must be 0 or more, got ${values.l2}`);
  return {
    source: values.talks
      ? { kind: 'talks' }
      : {
          kind: 'files',
          queriesFile: requiredOption('--queries-file', values['queries-file']),
          qrelsFile: requiredOption('--qrels-file', values['qrels-file']),
          citingPapersFile: values['citing-papers'] ?? null,
          includeSameYear: values['same-year'],
        },
    out: path.resolve(requiredOption('--out', values.out)),
    folds,
    pool: positiveIntegerOption('--pool', values.pool)!,
    k: positiveIntegerOption('--k', values.k)!,
    fit: { epochs: positiveIntegerOption('--epochs', values.epochs)!, learningRate: positiveNumberOption('--learning-rate', values['learning-rate'])!, l2, temperature: positiveNumberOption('--temperature', values.temperature)! },
  };
}

export async function runTrainPooling(args: string[]): Promise<number> {
  const plan = trainPoolingPlan(args);
  const io: PoolingTrainingIo = {
    out: (line) => console.log(line),
    log: (line) => console.error(line),
    encoding: { update: (done, total) => process.stderr.write(`\rencoding texts and candidates: ${done}/${total}`), finished: () => process.stderr.write('\n') },
  };
  await withServices(async (services) => trainPooling(await rankEngines(services), services.config.embedding.overlapTokens, plan, io));
  return 0;
}
