/**
 * The `refgraph` commands by their first word; usage.ts says what each takes and does. Each is
 * loaded when it runs: one command's modules (engine drivers, the encoder runtime) are not every
 * command's, and `refgraph --help` needs none of them.
 */
export type Command = (args: string[]) => Promise<number>;

export const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  migrate: async () => (await import('./commands/migrate')).runMigrate,
  ingest: async () => (await import('./commands/ingest')).runIngest,
  match: async () => (await import('./commands/match')).runMatch,
  delete: async () => (await import('./commands/delete')).runDelete,
  audit: async () => (await import('./commands/audit')).runAudit,
  reindex: async () => (await import('./commands/reindex')).runReindex,
  tune: async () => (await import('./commands/tune')).runTune,
  embed: async () => (await import('./commands/embed')).runEmbed,
  counts: async () => (await import('./commands/counts')).runCounts,
  verify: async () => (await import('./commands/verify')).runVerify,
  export: async () => (await import('./commands/export')).runExport,
  eval: async () => (await import('./commands/eval')).runEval,
  calibrate: async () => (await import('./commands/calibrate')).runCalibrate,
  keys: async () => (await import('./commands/keys')).runKeys,
  authors: async () => (await import('./commands/authors')).runAuthors,
  train: async () => (await import('./commands/train')).runTrain,
  models: async () => (await import('./commands/models')).runModels,
};
