/**
 * node dist/src/bench/encoder-parity.js --candidate FILE.onnx [--model NAME] [--texts FILE.jsonl] [--min-cosine X]
 *
 * Is an ONNX file made outside the server (training/: a re-export or a fine-tuned encoder) a
 * drop-in for a registry model? The file is loaded by the server's own encoder (src/embed:
 * tokeniser, prefixes, truncation, batching, pooling) as if it were model NAME
 * (default multilingual-e5-small), next to the built NAME from REFGRAPH_MODELS_DIR, and both
 * encode the same texts: JSON lines {"role": "query"|"passage", "text"} (default: the parity
 * texts of training/parity_texts.py, written by `python3 -m training.parity_texts`).
 * Prints the comparison as JSON; exit 1 when the lowest cosine is under --min-cosine (0.9999).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { positiveNumberOption } from '../cli/options';
import { encoderParity, ENCODE_ROLES, loadCandidateEncoder, loadEncoder, modelSpec } from '../embed';
import { settingFromEnv } from '../config';
import type { ParityText } from '../embed';
import { invalidArgument } from '../errors/refgraph-error';

function readTexts(file: string): ParityText[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line, i) => {
    const row = JSON.parse(line) as Partial<ParityText>;
    if (!ENCODE_ROLES.includes(row.role as never) || typeof row.text !== 'string') {
      throw invalidArgument('texts', `${file}:${i + 1}: expected {"role": "query"|"passage", "text": string}`);
    }
    return row as ParityText;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      candidate: { type: 'string' },
      model: { type: 'string', default: 'multilingual-e5-small' },
      texts: { type: 'string' },
      'min-cosine': { type: 'string', default: '0.9999' },
    },
  });
  if (!values.candidate) throw invalidArgument('candidate', 'give the ONNX file to check with --candidate');
  if (!values.texts) throw invalidArgument('texts', 'give the texts with --texts (python3 -m training.parity_texts > texts.jsonl)');
  const minCosine = positiveNumberOption('--min-cosine', values['min-cosine'])!;
  if (minCosine > 1) throw invalidArgument('min-cosine', `expected a number in (0, 1], got ${values['min-cosine']}`);
  const spec = modelSpec(values.model);
  const modelsDir = settingFromEnv('REFGRAPH_MODELS_DIR');
  const reference = await loadEncoder(spec, modelsDir);
  const candidate = await loadCandidateEncoder(spec, modelsDir, values.candidate);
  const parity = await encoderParity(reference, candidate, readTexts(values.texts));
  await Promise.all([reference.close(), candidate.close()]);
  const ok = parity.minCosine >= minCosine;
  const worst = { ...parity.worst, text: parity.worst.text.slice(0, 80) };
  console.log(JSON.stringify({ model: spec.name, candidate: values.candidate, ...parity, worst, minCosineRequired: minCosine, ok }, null, 1));
  if (!ok) process.exitCode = 1;
}

runBench(main);
