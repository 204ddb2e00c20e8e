/**
 * Adapter: load a loose ONNX file (not built by set-up, e.g. one exported by training/) as if it
 * were registry model `spec`, with that model's tokenizer and settings, through the same
 * loadEncoder as the server. The file is checked like a built one (its inputs and output against
 * the registry) when the session is created.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RefgraphError } from '../errors/refgraph-error';
import { type ModelSpec, modelFiles } from './model-registry';
import { type Encoder, type EncoderOptions, loadEncoder } from './onnx-encoder';

export async function loadCandidateEncoder(spec: ModelSpec, modelsDir: string, modelFile: string, options: EncoderOptions = {}): Promise<Encoder> {
  if (!existsSync(modelFile)) {
    throw new RefgraphError('MODEL_UNAVAILABLE', `candidate model file ${modelFile} does not exist`, { model: spec.name, file: modelFile });
  }
  const { tokenizer } = modelFiles(modelsDir, spec);
  // A models folder holding just this model: links, so a 470 MB file is not copied. It is only
  // needed while the session is created (onnxruntime has read the file by then).
  const scratch = mkdtempSync(path.join(tmpdir(), 'refgraph-candidate-'));
  try {
    mkdirSync(path.join(scratch, spec.name));
    symlinkSync(path.resolve(modelFile), path.join(scratch, spec.name, 'model.onnx'));
    symlinkSync(tokenizer, path.join(scratch, spec.name, 'tokenizer.json'));
    return await loadEncoder(spec, scratch, options);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
