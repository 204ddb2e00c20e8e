/** What the encoders and the embedding cache are configured with (composed by src/config). */
import type { PaperTextField } from './document-text';
import type { EncodeRole } from './encode-role';
import type { LongTextPooling } from './long-text-pooling';

export interface EmbeddingSettings {
  /** Registry name of the encoder whose vectors go into the index; null turns embedding off. */
  model: string | null;
  modelsDir: string;
  paperFields: PaperTextField[];
  talkPooling: LongTextPooling;
  overlapTokens: number;
  /** Weights of the 'weighted' pooling scorer; null uses the shipped untrained (uniform) one. */
  scorerFile: string | null;
  batchSize: number;
  /** Threads one model run may use (onnxruntime intra-op threads). */
  threads: number;
  /** Short runs (queries) on a second session of their own (encoder-gate.ts). */
  fastLane: boolean;
  /** Share of a core API reads' long runs may keep busy (encoder-gate.ts); 1: no rest between them. */
  servingShare: number;
  /** Role of citation-recommendation query text (titles and abstracts, contexts): passage by default. */
  citationQueryRole: EncodeRole;
}
