/**
 * embed: turning text into vectors with local sentence-encoder models. It owns the model
 * registry (models/registry.json, and the trained models' manifests in the models folder), tokenisation and windows of model input, pooling of token
 * states and of long-text chunks, the pooling-scorer weights files (models/pooling/), and the
 * ONNX encoder adapter, the gate every model run of a process waits at (fair between clients, budgeted, dropped with its request), the parity check between two encoders, joined models (several encoders' vectors as one), and the Embedder: the texts papers and talks are embedded from, and
 * the PostgreSQL cache that keeps re-ingestion from re-encoding unchanged text.
 * Pure code: pooling, chunking, batching, long-text-pooling, document-text, embedding-key.
 */
export { DEFAULT_MODELS_DIR, MODEL_INPUTS, modelFiles, modelSpec, modelSpecs } from './model-registry';
export type { ModelFiles, ModelInput, ModelSpec } from './model-registry';
export { checkedTrainedName, TRAINED_MANIFEST, TRAINED_MANIFEST_SCHEMA, trainedModels, writeTrainedManifest } from './trained-models';
export type { Quantization, TrainedModel, TrainedModelManifest, TrainingRecord, ValidationPoint } from './trained-models';
export { clsPool, cosine, dot, l2Norm, l2Normalise, meanPool } from './pooling';
export { textTokensPerWindow, tokenWindows, truncateEncoding } from './chunking';
export type { WindowFrame, WindowOptions } from './chunking';
export { checkPoolingScorer, LONG_TEXT_POOLING_MODES, poolChunks, softmax } from './long-text-pooling';
export type { LongTextPooling, PoolingScorer } from './long-text-pooling';
export { loadPoolingScorer, TRAINED_UNIFORM_SCORER, uniformScorerFile, writePoolingScorer } from './pooling-scorer-file';
export type { PoolingScorerFile } from './pooling-scorer-file';
export { loadEncoder } from './onnx-encoder';
export { encoderSessionOptions } from './onnx-worker';
export { EncoderGate } from './encoder-gate';
export type { Encoder, EncoderOptions, LongTextOptions } from './onnx-encoder';
export type { EncodeRole } from './encode-role';
export { Embedder } from './embedder';
export type { EmbedderMember, EmbedderSettings } from './embedder';
export { JOIN, joinVectors, memberNames } from './joined-model';
export { createEmbedder } from './create-embedder';
export { PAPER_TEXT_FIELDS, paperText, talkText } from './document-text';
export type { PaperTextField } from './document-text';
export { lengthSortedBatches, padBatch } from './batching';
export { writeCachedEmbeddings } from './embedding-cache';
export { embeddingKey } from './embedding-key';
export type { EmbeddingSettings } from './embedding-settings';
export { ENCODE_ROLES } from './encode-role';
export { loadModelTokenizer } from './model-tokenizer';
export { encoderParity, recordedParity } from './encoder-parity';
export { loadCandidateEncoder } from './candidate-encoder';
export type { EncoderParity, ParityText, RecordedVector } from './encoder-parity';
