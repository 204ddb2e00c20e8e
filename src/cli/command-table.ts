/** The `refgraph` commands by their first word; usage.ts says what each takes and does. */
import { runAudit } from './commands/audit';
import { runAuthors } from './commands/authors';
import { runCalibrate } from './commands/calibrate';
import { runCounts } from './commands/counts';
import { runDelete } from './commands/delete';
import { runEmbed } from './commands/embed';
import { runEval } from './commands/eval';
import { runExport } from './commands/export';
import { runIngest } from './commands/ingest';
import { runKeys } from './commands/keys';
import { runMigrate } from './commands/migrate';
import { runReindex } from './commands/reindex';
import { runTrain } from './commands/train';
import { runTune } from './commands/tune';
import { runVerify } from './commands/verify';

export const COMMANDS: Readonly<Record<string, (args: string[]) => Promise<number>>> = {
  migrate: runMigrate,
  ingest: runIngest,
  delete: runDelete,
  audit: runAudit,
  reindex: runReindex,
  tune: runTune,
  embed: runEmbed,
  counts: runCounts,
  verify: runVerify,
  export: runExport,
  eval: runEval,
  calibrate: runCalibrate,
  keys: runKeys,
  authors: runAuthors,
  train: runTrain,
};
