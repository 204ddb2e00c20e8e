/**
 * Vectors that come with the papers (the optional `vector` field, docs/ingest-format.md): made by
 * the user with the model Refgraph is configured with, so ingestion need not encode those papers.
 * The model is declared per record (`vectorModel`) or for a whole file (`--vector-model`) and must
 * be the configured one: vectors of another model live in another space, and the dense features
 * would silently compare them with query vectors they cannot be compared with. Pure.
 */
import { JOIN } from '../embed';
import { RefgraphError } from '../errors/refgraph-error';

/** What a supplied vector must be, from the configured encoder and the file's declaration. */
export interface VectorExpectation {
  /** The configured encoder's model; null when embedding is off (REFGRAPH_EMBEDDING_MODEL=none). */
  model: string | null;
  /** Its vectors' dimension (unused when `model` is null). */
  dimension: number;
  /** The model the whole input's vectors declare (the CLI's --vector-model); null: none declared. */
  declaredModel: string | null;
}

export const NO_VECTORS: VectorExpectation = { model: null, dimension: 0, declaredModel: null };

/** Why a vector field is refused: which field, which code, what to do. */
export interface VectorProblem {
  field: 'vector' | 'vectorModel';
  code: 'INVALID_VALUE' | 'MISSING_FIELD' | 'VECTOR_MODEL_MISMATCH';
  message: string;
}

export function modelMismatchMessage(declared: string, configured: string): string {
  return `the vectors were made by '${declared}', but Refgraph encodes with '${configured}' (REFGRAPH_EMBEDDING_MODEL): give vectors of '${configured}', or leave them out and let ingestion encode`;
}

/**
 * A whole input declared for another model than the configured one, or declared while embedding
 * is off: refused before any record is read (VECTOR_MODEL_MISMATCH names both models).
 */
export function checkDeclaredModel(expectation: VectorExpectation): void {
  const { declaredModel, model } = expectation;
  if (declaredModel === null) return;
  if (model === null) {
    throw new RefgraphError('VECTOR_MODEL_MISMATCH', `--vector-model: the vectors were made by '${declaredModel}', but no embedding model is configured (REFGRAPH_EMBEDDING_MODEL=none)`, { declared: declaredModel, configured: null });
  }
  if (declaredModel !== model) {
    throw new RefgraphError('VECTOR_MODEL_MISMATCH', `--vector-model: ${modelMismatchMessage(declaredModel, model)}`, { declared: declaredModel, configured: model });
  }
}

/**
 * A record's `vector` (absent: null) as a unit Float32Array, or the problem with it. The
 * record's own `vectorModel` wins over the file's declaration. Vectors are stored L2-normalised:
 * the index compares them by cosine, which normalising does not change.
 */
export function readVector(vector: unknown, vectorModel: unknown, expectation: VectorExpectation): Float32Array | VectorProblem | null {
  if (vector === undefined || vector === null) return null;
  if (!Array.isArray(vector) || !vector.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    return { field: 'vector', code: 'INVALID_VALUE', message: 'vector must be a list of finite numbers' };
  }
  if (vectorModel !== undefined && vectorModel !== null && (typeof vectorModel !== 'string' || vectorModel.trim() === '')) {
    return { field: 'vectorModel', code: 'INVALID_VALUE', message: 'vectorModel must be a model name such as multilingual-e5-small' };
  }
  const declared = typeof vectorModel === 'string' ? vectorModel.trim() : expectation.declaredModel;
  if (expectation.model === null) {
    return { field: 'vector', code: 'INVALID_VALUE', message: 'vector given, but no embedding model is configured (REFGRAPH_EMBEDDING_MODEL=none): leave vectors out' };
  }
  if (expectation.model.includes(JOIN)) {
    return { field: 'vector', code: 'INVALID_VALUE', message: `vectors are given for one model, and '${expectation.model}' joins several (REFGRAPH_EMBEDDING_MODEL): leave vectors out and let ingestion encode` };
  }
  if (declared === null) {
    return { field: 'vectorModel', code: 'MISSING_FIELD', message: `a vector needs the model that made it: give vectorModel (here '${expectation.model}'), or --vector-model for the whole file` };
  }
  if (declared !== expectation.model) return { field: 'vectorModel', code: 'VECTOR_MODEL_MISMATCH', message: modelMismatchMessage(declared, expectation.model) };
  if (vector.length !== expectation.dimension) {
    return { field: 'vector', code: 'INVALID_VALUE', message: `vector must hold ${expectation.dimension} numbers (${expectation.model}), got ${vector.length}` };
  }
  const values = Float32Array.from(vector as number[]);
  let squares = 0;
  for (const x of values) squares += x * x;
  const norm = Math.sqrt(squares);
  if (!Number.isFinite(norm) || !values.every(Number.isFinite)) return { field: 'vector', code: 'INVALID_VALUE', message: 'vector values must fit in 32-bit floats' };
  if (norm === 0) return { field: 'vector', code: 'INVALID_VALUE', message: 'vector must not be all zeros (its cosine with anything is undefined)' };
  return values.map((x) => x / norm);
}
