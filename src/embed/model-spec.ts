/** What the server needs to know to run a sentence-encoder model: its inputs, output, pooling and prefixes. */
export const MODEL_INPUTS = ['input_ids', 'attention_mask', 'token_type_ids'] as const;
export type ModelInput = (typeof MODEL_INPUTS)[number];

export interface ModelSpec {
  name: string;
  dimension: number;
  /** 'mean' over the attention mask, or 'cls' = the first token's state. */
  pooling: 'mean' | 'cls';
  normalize: boolean;
  queryPrefix: string;
  passagePrefix: string;
  /** Longest input the model takes, special tokens included. */
  maxTokens: number;
  licence: string;
  inputs: ModelInput[];
  output: string;
}
