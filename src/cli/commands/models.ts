/**
 * refgraph models list [--kind ranker|encoder] [--json]
 * refgraph models promote ID|NAME [--force]
 * refgraph models rollback [ranker|encoder]
 * The model registry (src/registry; docs/training.md): what was trained, how it compared with
 * what was serving, which one serves. An encoder's promotion and rollback also swap the served
 * papers index to its vectors (app/encoder-stage.ts).
 */
import { parseArgs } from 'node:util';
import { serveEncoder, withServices } from '../../app';
import type { Services } from '../../app';
import { alignedTable } from '../../common/text-table';
import { invalidArgument } from '../../errors/refgraph-error';
import { encoderModelName, gateVerdict, listModels, MODEL_KINDS, pairedFusion, promotedEncoder, promotedModel, promoteModel, rollbackModel } from '../../registry';
import type { ModelKind, ModelRecord, Promotion, Rollback } from '../../registry';
import { requiredOption } from '../options';
import { Progress } from '../progress';
import { waitingForLock } from '../waiting-for-lock';

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

/** The registry is managed with the configured encoder: a rollback must work when the promoted one's file is broken. */
const CONFIGURED_ENCODER = { encoder: 'configured' } as const;

/** The encoder serving now: the promoted one's, else the configured one. */
async function servingEncoder(services: Services): Promise<string | null> {
  const promoted = await promotedModel(services.prisma, 'encoder');
  return promoted === null ? services.config.embedding.model : encoderModelName(promoted);
}

const swapLine = (swap: { index: string; built: boolean; kept: string[] }): string =>
  `; the papers index now ${swap.index}${swap.built ? ' (built now)' : ' (the kept one)'}${swap.kept.length > 0 ? `, ${swap.kept.join(', ')} kept for a rollback` : ''}`;

/**
 * A promotion; an encoder's also serves its index (the old one kept), and is undone when that
 * fails, and promotes the fusion fitted on that index with it (the pair's validation is the
 * encoder's, so the same gate decides): a fusion fitted on another encoder's pools would serve
 * otherwise, and rollback retires the pair together too.
 */
async function promoteServing(services: Services, which: string, force: boolean): Promise<Promotion & { swapped?: string; paired?: Promotion }> {
  const serving = await servingEncoder(services);
  const promotion = await promoteModel(services.prisma, which, { force });
  if (promotion.promoted.kind !== 'encoder') return promotion;
  let swapped: string;
  try {
    await promotedEncoder(services.prisma); // CONFIG_INVALID when its file is missing or changed: not served
    swapped = swapLine(await serveEncoder(services, encoderModelName(promotion.promoted), serving, new Progress('promote'), waitingForLock));
  } catch (error) {
    await rollbackModel(services.prisma, 'encoder');
    throw error;
  }
  const fusion = await pairedFusion(services.prisma, promotion.promoted.name);
  const paired = fusion === null || fusion.status === 'promoted' ? undefined : await promoteModel(services.prisma, fusion.name, { force });
  return { ...promotion, swapped, paired };
}

/**
 * A rollback; an encoder's also serves the index of the encoder serving again (the kept one when it
 * is whole), and retires the fusion `refgraph train` fitted on its index when that one serves: its
 * features were learned from the rolled-back encoder's pools.
 */
async function rollbackServing(services: Services, kind: ModelKind): Promise<Rollback & { swapped?: string; configured: string | null; paired?: Rollback }> {
  const rollback = await rollbackModel(services.prisma, kind);
  const configured = services.config.embedding.model;
  if (kind !== 'encoder') return { ...rollback, configured };
  try {
    const target = rollback.restored === null ? configured : encoderModelName(rollback.restored);
    const swap = await serveEncoder(services, target, encoderModelName(rollback.rolledBack), new Progress('rollback'), waitingForLock);
    const fusion = await promotedModel(services.prisma, 'ranker');
    const paired = fusion?.settings.pairedWith === rollback.rolledBack.name ? await rollbackModel(services.prisma, 'ranker') : undefined;
    return { ...rollback, swapped: swapLine(swap), configured, paired };
  } catch (error) {
    await promoteModel(services.prisma, rollback.rolledBack.name, { force: true });
    throw error;
  }
}

/** What serves after a rollback of `kind`, in words. */
function servesNow(kind: ModelKind, rollback: Rollback, configured: string | null): string {
  if (rollback.restored) return `'${rollback.restored.name}' (model ${rollback.restored.id}) serves again`;
  return kind === 'ranker' ? 'no ranker is promoted: the weighted fusion serves' : `no ${kind} is promoted: the configured one (${configured ?? 'none'}) serves`;
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
    const outcome = await withServices((services) => promoteServing(services, which, values.force), CONFIGURED_ENCODER);
    console.error(`gate: ${outcome.verdict.reason}${outcome.forced ? ' (forced)' : ''}`);
    const retired = (promotion: Promotion) => (promotion.retired ? `; retired '${promotion.retired.name}'` : '');
    const fusion = outcome.paired && `; promoted its fusion '${outcome.paired.promoted.name}' (model ${outcome.paired.promoted.id})${retired(outcome.paired)}`;
    console.log(`promoted ${outcome.promoted.kind} '${outcome.promoted.name}' (model ${outcome.promoted.id})${retired(outcome)}${outcome.swapped ?? ''}${fusion ?? ''}; servers pick it at their next start`);
    return 0;
  }
  if (action === 'rollback') {
    if (rest.length > 1) throw invalidArgument('models rollback', `expected at most a kind (${MODEL_KINDS.join(', ')}), got ${rest.join(' ')}`);
    const kind = checkedKind('models rollback', rest[0]) ?? 'ranker';
    const outcome = await withServices((services) => rollbackServing(services, kind), CONFIGURED_ENCODER);
    const fusion = outcome.paired && `; rolled back its fusion '${outcome.paired.rolledBack.name}' (model ${outcome.paired.rolledBack.id}): ${servesNow('ranker', outcome.paired, null)}`;
    console.log(`rolled back ${kind} '${outcome.rolledBack.name}' (model ${outcome.rolledBack.id}); ${servesNow(kind, outcome, outcome.configured)}${outcome.swapped ?? ''}${fusion ?? ''} from the next server start`);
    return 0;
  }
  throw invalidArgument('models', `expected list, promote or rollback, got '${action ?? ''}'`);
}
