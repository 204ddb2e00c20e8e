/**
 * Token windows a model can take: truncation of one encoding, and overlapping windows over
 * a long text. Pure: works on token ids, the tokenizer is elsewhere.
 */
import { invalidArgument } from '../errors/refgraph-error';

/** How a model's input is framed: `start + (prefix) + text + end`, at most maxTokens in all. */
export interface WindowFrame {
  maxTokens: number;
  /** Special tokens before the text, e.g. [CLS] or <s>. */
  startIds: readonly number[];
  /** Special tokens after the text, e.g. [SEP] or </s>. */
  endIds: readonly number[];
}

export interface WindowOptions {
  /** Ids of the role prefix ("passage: "), repeated in every window because the model expects it. */
  prefixIds: readonly number[];
  /** Text tokens shared by consecutive windows, so no sentence is only ever seen cut in half. */
  overlapTokens: number;
}

/** Cuts a framed encoding to maxTokens, keeping its end special tokens. */
export function truncateEncoding(ids: readonly number[], frame: WindowFrame): number[] {
  if (ids.length <= frame.maxTokens) return [...ids];
  return [...ids.slice(0, frame.maxTokens - frame.endIds.length), ...frame.endIds];
}

/** How many text tokens fit in one window next to the special tokens and the prefix. */
export function textTokensPerWindow(frame: WindowFrame, prefixLength: number): number {
  return frame.maxTokens - frame.startIds.length - frame.endIds.length - prefixLength;
}

/**
 * Splits text token ids (no special tokens) into windows of at most maxTokens, each framed as
 * `start + prefix + slice + end`. Consecutive slices share `overlapTokens` tokens; the last window
 * ends at the last token, and an empty text still gives one (framed, empty) window.
 */
export function tokenWindows(textIds: readonly number[], frame: WindowFrame, options: WindowOptions): number[][] {
  const span = textTokensPerWindow(frame, options.prefixIds.length);
  if (span < 1) throw invalidArgument('maxTokens', `${frame.maxTokens} leaves no room for text after special tokens and prefix`);
  const { overlapTokens } = options;
  if (!Number.isInteger(overlapTokens) || overlapTokens < 0 || overlapTokens >= span) {
    throw invalidArgument('overlapTokens', `expected an integer in [0, ${span - 1}], got ${overlapTokens}`);
  }
  const stride = span - overlapTokens;
  const windows: number[][] = [];
  for (let start = 0; ; start += stride) {
    const end = Math.min(start + span, textIds.length);
    windows.push([...frame.startIds, ...options.prefixIds, ...textIds.slice(start, end), ...frame.endIds]);
    if (end >= textIds.length) return windows;
  }
}
