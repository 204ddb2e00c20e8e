/**
 * A loose ONNX file loaded as a registry model (what training/ exports is checked this way),
 * against the real models (`bash scripts/models/setup.sh`; REFGRAPH_MODELS_DIR). No engines.
 */
import { DEFAULT_MODELS_DIR, encoderParity, loadCandidateEncoder, loadEncoder, modelFiles, modelSpec } from '../../src/embed';
import type { Encoder } from '../../src/embed';

const MODELS_DIR = process.env.REFGRAPH_MODELS_DIR || DEFAULT_MODELS_DIR;
const e5 = modelSpec('multilingual-e5-small');
const TEXTS = [
  { role: 'query', text: 'economia blava' },
  { role: 'passage', text: 'El carcinoma hepatocelular es el tipo más común de cáncer de hígado en adultos.' },
  { role: 'passage', text: 'Tumour suppressor genes such as TP53 regulate cell division and apoptosis.' },
] as const;

describe('loadCandidateEncoder', () => {
  let reference: Encoder;
  beforeAll(async () => (reference = await loadEncoder(e5, MODELS_DIR)));
  afterAll(() => reference.close());

  it('runs the given file with the registry model’s tokenizer and settings', async () => {
    // The served file itself is a perfect candidate; the int8 copy is close but measurably not equal.
    for (const [file, expectEqual] of [[modelFiles(MODELS_DIR, e5).model, true], [modelFiles(MODELS_DIR, modelSpec('multilingual-e5-small-int8')).model, false]] as const) {
      const candidate = await loadCandidateEncoder(e5, MODELS_DIR, file);
      try {
        const parity = await encoderParity(reference, candidate, TEXTS);
        if (expectEqual) {
          expect(parity.minCosine).toBeCloseTo(1, 12);
        } else {
          expect(parity.minCosine).toBeGreaterThan(0.98);
          expect(parity.minCosine).toBeLessThan(0.9999);
        }
      } finally {
        await candidate.close();
      }
    }
  });

  it('refuses a missing file and a graph whose inputs are not the model’s, with typed errors', async () => {
    await expect(loadCandidateEncoder(e5, MODELS_DIR, '/nonexistent/model.onnx')).rejects.toMatchObject({ code: 'MODEL_UNAVAILABLE' });
    // bge's graph also takes token_type_ids: not a drop-in for e5.
    const bge = modelFiles(MODELS_DIR, modelSpec('bge-small-en-v1.5')).model;
    await expect(loadCandidateEncoder(e5, MODELS_DIR, bge)).rejects.toMatchObject({ code: 'MODEL_INVALID' });
  });
});
