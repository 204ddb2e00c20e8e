/**
 * registry: the model registry (issue #51). Every ranker `refgraph train` fits (and, by `kind`,
 * every encoder) is recorded in PostgreSQL with what it was trained on, its settings, its file
 * and sha256, and how it compared with what was serving on the library's held-back time slice
 * (a paired-bootstrap interval of the difference); the gate promotes it only when that interval
 * clears zero; `refgraph models list|promote|rollback` manage the rows, and a server serves the
 * promoted ranker and encoder at start. Pure: gate. Adapters: model-registry (Prisma), served-ranker,
 * served-encoder.
 */
export { gateVerdict } from './gate';
export type { GateVerdict } from './gate';
export { MODEL_KINDS } from './model-record';
export type { ModelKind, ModelRecord, ModelStatus, ModelValidation, NewModel, ServingScore, TrainedOn } from './model-record';
export { assertNameFree, listModels, pairedFusion, promoteModel, promotedModel, recordModel, rollbackModel } from './model-registry';
export type { Promotion, Rollback } from './model-registry';
export { encoderFile, encoderModelName, promotedEncoder } from './served-encoder';
export type { EncoderFile, ServedEncoder } from './served-encoder';
export { promotedRanker } from './served-ranker';
export type { ServedRanker } from './served-ranker';
