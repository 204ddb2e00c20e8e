/**
 * Adapter: a model's tokenizer.json (Hugging Face format) through @huggingface/tokenizers,
 * plus what the window code needs to know about it (special tokens around a text, pad id).
 * That library has no truncation option: chunking.ts does it on the ids.
 */
import { readFileSync } from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';
import { RefgraphError } from '../errors/refgraph-error';
import type { WindowFrame } from './chunking';
import type { ModelSpec } from './model-registry';

export interface ModelTokenizer {
  frame: WindowFrame;
  padId: number;
  /** Ids of a text framed with the model's special tokens, not truncated. */
  encodeFramed(text: string): number[];
  /** Ids of a text alone, without special tokens. */
  encodeText(text: string): number[];
}

const PAD_TOKENS = new Set(['<pad>', '[PAD]']);

export function loadModelTokenizer(file: string, spec: ModelSpec): ModelTokenizer {
  let json: object;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as object;
  } catch (error) {
    throw modelInvalid(spec, `cannot read tokenizer ${file}: ${(error as Error).message}`);
  }
  const tokenizer = new Tokenizer(json, {});
  const encodeFramed = (text: string) => tokenizer.encode(text).ids;
  const encodeText = (text: string) => tokenizer.encode(text, { add_special_tokens: false }).ids;

  const pad = [...tokenizer.get_added_tokens_decoder().values()].find((t) => t.special && PAD_TOKENS.has(t.content));
  if (!pad) throw modelInvalid(spec, `tokenizer ${file} has no special pad token (${[...PAD_TOKENS].join(' or ')})`);

  return { frame: { maxTokens: spec.maxTokens, ...specialTokensAround(encodeFramed('a'), encodeText('a'), spec) }, padId: pad.id, encodeFramed, encodeText };
}

/** The tokenizer's post-processor frames a text; we read the frame off one framed encoding. */
function specialTokensAround(framed: number[], text: number[], spec: ModelSpec): Pick<WindowFrame, 'startIds' | 'endIds'> {
  for (let at = 0; at + text.length <= framed.length; at++) {
    if (text.every((id, i) => framed[at + i] === id)) {
      return { startIds: framed.slice(0, at), endIds: framed.slice(at + text.length) };
    }
  }
  throw modelInvalid(spec, 'tokenizer output with special tokens does not contain the text ids');
}

function modelInvalid(spec: ModelSpec, problem: string): RefgraphError {
  return new RefgraphError('MODEL_INVALID', `model '${spec.name}': ${problem}`, { model: spec.name });
}
