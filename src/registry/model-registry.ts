/**
 * The model registry in PostgreSQL (TrainedModel): record a trained model as a candidate, list,
 * promote (through the gate unless forced) and roll back. One promoted model per kind: a
 * promotion retires the one serving, a rollback retires the one serving and serves again the one
 * promoted before it (never one a rollback retired). Each change is one transaction, and the
 * migration's partial unique index keeps two promoted models of a kind out whatever writes.
 * Adapter (Prisma).
 */
import type { Prisma, PrismaClient, TrainedModel } from '@prisma/client';
import { invalidArgument, notFound, RefgraphError } from '../errors/refgraph-error';
import { gateVerdict, GateVerdict } from './gate';
import type { ModelKind, ModelRecord, ModelValidation, NewModel, TrainedOn } from './model-record';

function fromRow(row: TrainedModel): ModelRecord {
  return {
    ...row,
    settings: row.settings as Record<string, unknown>,
    trainedOn: row.trainedOn as unknown as TrainedOn,
    validation: row.validation as unknown as ModelValidation,
  };
}

const json = (value: unknown): Prisma.InputJsonValue => value as Prisma.InputJsonValue;

/** INVALID_ARGUMENT when a model of this name is recorded: a run checks it before it trains. */
export async function assertNameFree(prisma: PrismaClient, name: string): Promise<void> {
  if ((await prisma.trainedModel.count({ where: { name } })) > 0) throw invalidArgument('--name', `a model '${name}' is already recorded: choose another name`);
}

export async function recordModel(prisma: PrismaClient, model: NewModel): Promise<ModelRecord> {
  await assertNameFree(prisma, model.name);
  const row = await prisma.trainedModel.create({
    data: { kind: model.kind, name: model.name, path: model.path, sha256: model.sha256, settings: json(model.settings), trainedOn: json(model.trainedOn), validation: json(model.validation) },
  });
  return fromRow(row);
}

/** Newest first; one kind or both. */
export async function listModels(prisma: PrismaClient, kind?: ModelKind): Promise<ModelRecord[]> {
  const rows = await prisma.trainedModel.findMany({ where: kind === undefined ? {} : { kind }, orderBy: { id: 'desc' } });
  return rows.map(fromRow);
}

export async function promotedModel(prisma: PrismaClient, kind: ModelKind): Promise<ModelRecord | null> {
  const row = await prisma.trainedModel.findFirst({ where: { kind, status: 'promoted' } });
  return row === null ? null : fromRow(row);
}

/**
 * The fusion `refgraph train` fitted on an encoder's own index (settings.pairedWith), the newest
 * if it was trained again; null when none was recorded with it.
 */
export async function pairedFusion(prisma: PrismaClient, encoderName: string): Promise<ModelRecord | null> {
  const row = await prisma.trainedModel.findFirst({ where: { kind: 'ranker', settings: { path: ['pairedWith'], equals: encoderName } }, orderBy: { id: 'desc' } });
  return row === null ? null : fromRow(row);
}

/** A model by its id (digits) or its name. */
async function findModel(prisma: Prisma.TransactionClient, idOrName: string): Promise<TrainedModel> {
  const row = /^\d+$/.test(idOrName) ? await prisma.trainedModel.findUnique({ where: { id: Number(idOrName) } }) : await prisma.trainedModel.findUnique({ where: { name: idOrName } });
  if (row === null) throw notFound('model', idOrName);
  return row;
}

export interface Promotion {
  promoted: ModelRecord;
  /** The model that was serving and is now retired; null when none was. */
  retired: ModelRecord | null;
  verdict: GateVerdict;
  forced: boolean;
}

/** Serves a recorded model: refused (PROMOTION_REFUSED, with the gate's figures) when its interval does not clear zero, unless `force`. */
export async function promoteModel(prisma: PrismaClient, idOrName: string, options: { force: boolean }): Promise<Promotion> {
  return prisma.$transaction(async (tx) => {
    const row = await findModel(tx, idOrName);
    if (row.status === 'promoted') throw invalidArgument('promote', `${row.kind} '${row.name}' is already the promoted one`);
    const verdict = gateVerdict(row.validation as unknown as ModelValidation);
    if (!verdict.passes && !options.force) {
      throw new RefgraphError('PROMOTION_REFUSED', `${row.kind} '${row.name}' does not pass the gate: ${verdict.reason}; \`refgraph models promote ${row.name} --force\` serves it anyway`, { model: row.name });
    }
    const now = new Date();
    const serving = await tx.trainedModel.findFirst({ where: { kind: row.kind, status: 'promoted' } });
    const retired = serving === null ? null : await tx.trainedModel.update({ where: { id: serving.id }, data: { status: 'retired', retiredAt: now } });
    const promoted = await tx.trainedModel.update({ where: { id: row.id }, data: { status: 'promoted', promotedAt: now, retiredAt: null, rolledBackAt: null } });
    return { promoted: fromRow(promoted), retired: retired === null ? null : fromRow(retired), verdict, forced: !verdict.passes };
  });
}

export interface Rollback {
  rolledBack: ModelRecord;
  /** The model promoted before it, serving again; null: nothing of this kind serves now (a ranker: the weighted fusion). */
  restored: ModelRecord | null;
}

export async function rollbackModel(prisma: PrismaClient, kind: ModelKind): Promise<Rollback> {
  return prisma.$transaction(async (tx) => {
    const serving = await tx.trainedModel.findFirst({ where: { kind, status: 'promoted' } });
    if (serving === null) throw invalidArgument('rollback', `no ${kind} is promoted: there is nothing to roll back`);
    const now = new Date();
    const rolledBack = await tx.trainedModel.update({ where: { id: serving.id }, data: { status: 'retired', retiredAt: now, rolledBackAt: now } });
    const previous = await tx.trainedModel.findFirst({
      where: { kind, status: 'retired', rolledBackAt: null, promotedAt: { lt: serving.promotedAt ?? now } },
      orderBy: [{ promotedAt: 'desc' }, { id: 'desc' }],
    });
    const restored = previous === null ? null : await tx.trainedModel.update({ where: { id: previous.id }, data: { status: 'promoted', promotedAt: now, retiredAt: null } });
    return { rolledBack: fromRow(rolledBack), restored: restored === null ? null : fromRow(restored) };
  });
}
