/**
 * What an embedding is cached under. The key hashes everything that changes the vector
 * besides the model (its role — query or passage — the long-text pooling, and the text),
 * so re-ingesting unchanged text re-uses the vector and changed text never does. Pure.
 */
import { createHash } from 'node:crypto';

export interface EmbeddingRequest {
  role: 'query' | 'passage';
  /** 'single' for texts encoded in one window; the long-text pooling settings otherwise. */
  pooling: string;
  text: string;
}

export function embeddingKey(request: EmbeddingRequest): string {
  return createHash('sha256').update(JSON.stringify([request.role, request.pooling, request.text])).digest('hex');
}
