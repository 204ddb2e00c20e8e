/**
 * refgraph models list [--kind ranker|encoder] [--json]
 * refgraph models promote ID|NAME [--force]
 * refgraph models rollback [ranker|encoder]
 * The model registry (src/registry; docs/training.md): what was trained, how it compared with
 * what was serving, which one serves.
 */
import { parseArgs } from 'node:util';
import { withServices } from '../../app';
import { alignedTable } from '../../common/text-table';
import { invalidArgument } from '../../errors/refgraph-error';
import { gateVerdict, listModels, MODEL_KINDS, promoteModel, rollbackModel } from '../../registry';
import type { ModelKind, ModelRecord } from '../../registry';
import { requiredOption } from '../options';

function checkedKind(name: string, value: string | undefined): ModelKind | undefined {
  if (value === undefined) return undefined;
  if (!(MODEL_KINDS as readonly string[]).includes(value)) throw invalidArgument(name, `one of ${MODEL_KINDS.join(', ')}, got '${value}'`);
  return value as ModelKind;
}

const signed = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(4)}`;

/** The registry as a table: newest first. Pure. */
export function modelsTable(models: readonly ModelRecord[]): string {
  const rows = models.map((m) => {
    const { validation: v, trainedOn: t } = m;
    return [
      String(m.id), m.kind, m.name, m.status, m.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      `${t.trainFrom}-${t.validationFrom - 1} / ${t.validationFrom}-${t.lastYear}`, `${t.queries.training} / ${v.queries}`,
      v.candidate.toFixed(4), `${v.serving.mean.toFixed(4)} ${v.serving.model}`,
      v.interval === null ? `${signed(v.difference)} (no interval)` : `${signed(v.difference)} [${signed(v.interval.low)}, ${signed(v.interval.high)}]`,
      gateVerdict(v).passes ? 'passes' : 'fails',
    ];
  });
  const header = ['id', 'kind', 'name', 'status', 'recorded (UTC)', 'years train / held back', 'queries', 'candidate', 'serving then', 'difference [95%]', 'gate'];
  return alignedTable(header, rows, ['right', 'left', 'left', 'left', 'left', 'left', 'right', 'right', 'left', 'left', 'left']);
}

export async function runModels(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'list') {
    const { values } = parseArgs({ args: rest, options: { kind: { type: 'string' }, json: { type: 'boolean', default: false } } });
    const kind = checkedKind('--kind', values.kind);
    const models = await withServices((services) => listModels(services.prisma, kind));
    if (values.json) console.log(JSON.stringify(models, null, 1));
    else if (models.length === 0) console.error('no trained model is recorded; `refgraph train` trains and records a ranker');
    else console.log(modelsTable(models));
    return 0;
  }
  if (action === 'promote') {
    const { values, positionals } = parseArgs({ args: rest, options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
    if (positionals.length > 1) throw invalidArgument('models promote', `expected one model id or name, got ${positionals.join(' ')}`);
    const which = requiredOption('ID|NAME', positionals[0]);
    const outcome = await withServices((services) => promoteModel(services.prisma, which, { force: values.force }));
    console.error(`gate: ${outcome.verdict.reason}${outcome.forced ? ' (forced)' : ''}`);
    console.log(`promoted ${outcome.promoted.kind} '${outcome.promoted.name}' (model ${outcome.promoted.id})${outcome.retired ? `; retired '${outcome.retired.name}'` : ''}; servers pick it at their next start`);
    return 0;
  }
  if (action === 'rollback') {
    if (rest.length > 1) throw invalidArgument('models rollback', `expected at most a kind (${MODEL_KINDS.join(', ')}), got ${rest.join(' ')}`);
    const kind = checkedKind('models rollback', rest[0]) ?? 'ranker';
    const outcome = await withServices((services) => rollbackModel(services.prisma, kind));
    const now = outcome.restored ? `'${outcome.restored.name}' (model ${outcome.restored.id}) serves again` : kind === 'ranker' ? 'no ranker is promoted: the weighted fusion serves' : `no ${kind} is promoted`;
    console.log(`rolled back ${kind} '${outcome.rolledBack.name}' (model ${outcome.rolledBack.id}); ${now} from the next server start`);
    return 0;
  }
  throw invalidArgument('models', `expected list, promote or rollback, got '${action ?? ''}'`);
}
