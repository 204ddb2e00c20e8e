/**
 * The encoder against the real models in .models (built by `bash scripts/models/setup.sh`;
 * REFGRAPH_MODELS_DIR points elsewhere). No engines needed.
 */
import {
  cosine,
  DEFAULT_MODELS_DIR,
  Encoder,
  l2Norm,
  loadEncoder,
  loadPoolingScorer,
  LONG_TEXT_POOLING_MODES,
  modelSpec,
  poolChunks,
  textTokensPerWindow,
  uniformScorerFile,
} from '../../src/embed';
import { loadModelTokenizer } from '../../src/embed/model-tokenizer';
import { modelFiles } from '../../src/embed/model-registry';

const MODELS_DIR = process.env.REFGRAPH_MODELS_DIR || DEFAULT_MODELS_DIR;

const CARCINOMA_ES = 'El carcinoma hepatocelular es el tipo más común de cáncer de hígado en adultos.';
const BLUE_ECONOMY_CA = "L'economia blava promou l'ús sostenible dels recursos marins per al creixement econòmic.";
const CARCINOMA_EN = 'Hepatocellular carcinoma is the most common type of primary liver cancer in adults.';
const BLUE_ECONOMY_EN = 'The blue economy promotes the sustainable use of ocean resources for economic growth.';

/** A talk-like transcript of exactly `words` words, from varied sentences (deterministic). */
function transcript(words: number): string {
  const openers = ['So', 'Now', 'In our study', 'As you can see', 'Interestingly', 'To be honest', 'In the next slide', 'Remember that'];
  const subjects = ['the citation graph', 'our retrieval model', 'the survey of coastal fisheries', 'tumour suppressor genes', 'the annotators', 'a multilingual encoder', 'the baseline', 'open access journals', 'the reviewers'];
  const verbs = ['clearly outperform', 'depend heavily on', 'barely change', 'were compared with', 'slowly converge towards', 'help explain', 'contradict'];
  const objects = ['earlier results from 2019', 'the sparse BM25 ranking', 'sustainable ocean policy', 'cell division in the liver', 'the Catalan and Spanish abstracts', 'long transcripts of talks', 'the reference lists we collected', 'a handful of outliers'];
  const tails = ['which surprised us.', 'as the table shows.', 'and we will come back to that.', 'at least on this data.', 'according to the second experiment.', 'if you ignore the noise.'];
  const out: string[] = [];
  for (let i = 0; out.length < words; i++) {
    const sentence = `${openers[i % 8]}, ${subjects[(i * 5) % 9]} ${verbs[(i * 3) % 7]} ${objects[(i * 7) % 8]}, ${tails[(i * 11) % 6]}`;
    out.push(...sentence.split(' '));
  }
  return out.slice(0, words).join(' ');
}

const isUnit = (v: Float32Array) => Math.abs(l2Norm(v) - 1) < 1e-5;

describe('multilingual-e5-small', () => {
  const spec = modelSpec('multilingual-e5-small');
  let encoder: Encoder;
  beforeAll(async () => (encoder = await loadEncoder(spec, MODELS_DIR)));
  afterAll(() => encoder.close());

  it('gives identical floats for the same texts', async () => {
    const texts = ['Barcelona és la capital de Catalunya.', CARCINOMA_ES];
    const first = await encoder.encode(texts, 'passage');
    expect(first[0]).toHaveLength(spec.dimension);
    expect(first.every(isUnit)).toBe(true);
    expect(await encoder.encode(texts, 'passage')).toEqual(first);
  });

  it('returns vectors in input order although batches are sorted by length', async () => {
    const texts = [CARCINOMA_ES, 'Hola.', BLUE_ECONOMY_CA];
    const together = await encoder.encode(texts, 'passage');
    for (const [i, text] of texts.entries()) expect(cosine(together[i]!, (await encoder.encode([text], 'passage'))[0]!)).toBeGreaterThan(0.99999);
  });

  it('finds the Spanish carcinoma passage closer to "cancer" than the Catalan blue-economy one', async () => {
    const [query] = await encoder.encode(['cancer'], 'query');
    const [carcinoma, blueEconomy] = await encoder.encode([CARCINOMA_ES, BLUE_ECONOMY_CA], 'passage');
    expect(cosine(query!, carcinoma!)).toBeGreaterThan(cosine(query!, blueEconomy!));
  });

  describe('a 5,000-word transcript', () => {
    const text = transcript(5000);
    const overlapTokens = 32;
    let windows: Float32Array[];
    beforeAll(async () => (windows = await encoder.encodeWindows(text, 'passage', overlapTokens)));

    it('is cut into overlapping windows covering every token', () => {
      const textTokens = encoder.countTokens(text) - 2; // <s> … </s>
      const span = textTokensPerWindow({ maxTokens: spec.maxTokens, startIds: [0], endIds: [2] }, 2); // "passage:" is 2 tokens
      expect(windows).toHaveLength(Math.ceil((textTokens - span) / (span - overlapTokens)) + 1);
      expect(windows.length).toBeGreaterThanOrEqual(10);
    });

    it('pools to a unit vector of the model dimension in every mode', () => {
      const scorer = loadPoolingScorer(uniformScorerFile(spec), spec);
      for (const pooling of LONG_TEXT_POOLING_MODES) {
        const vector = poolChunks(windows, pooling, pooling === 'weighted' ? scorer : undefined);
        expect(vector).toHaveLength(spec.dimension);
        expect(vector.every(Number.isFinite)).toBe(true);
        expect(isUnit(vector)).toBe(true);
      }
      expect(poolChunks(windows, 'weighted', scorer)).toEqual(poolChunks(windows, 'mean'));
    });

    it('encodeLong is the windows pooled, and its first window is what encode sees', async () => {
      expect(await encoder.encodeLong(text, 'passage', { pooling: 'mean', overlapTokens })).toEqual(poolChunks(windows, 'mean'));
      const [truncated] = await encoder.encode([text], 'passage');
      const firstWindow = await encoder.encodeLong(text, 'passage', { pooling: 'truncate', overlapTokens });
      expect(cosine(firstWindow, truncated!)).toBeGreaterThan(0.99999);
    });
  });
});

describe('multilingual-e5-small-int8', () => {
  const spec = modelSpec('multilingual-e5-small-int8');
  let encoder: Encoder;
  // Batches of one: dynamic int8 quantises activations over the whole padded batch.
  beforeAll(async () => (encoder = await loadEncoder(spec, MODELS_DIR, { batchSize: 1 })));
  afterAll(() => encoder.close());

  it('ranks like fp32 and, in batches of one, does not depend on the other texts', async () => {
    const [query] = await encoder.encode(['cancer'], 'query');
    const [carcinoma, blueEconomy] = await encoder.encode([CARCINOMA_ES, BLUE_ECONOMY_CA], 'passage');
    expect(cosine(query!, carcinoma!)).toBeGreaterThan(cosine(query!, blueEconomy!));
    const [alone] = await encoder.encode([CARCINOMA_ES], 'passage');
    expect(alone).toEqual(carcinoma);
  });
});

describe('bge-small-en-v1.5', () => {
  const spec = modelSpec('bge-small-en-v1.5');
  let encoder: Encoder;
  beforeAll(async () => (encoder = await loadEncoder(spec, MODELS_DIR)));
  afterAll(() => encoder.close());

  it('prefixes queries with the instruction and passages with nothing', async () => {
    const [query] = await encoder.encode(['cancer'], 'query');
    const [instructed] = await encoder.encode([spec.queryPrefix + 'cancer'], 'passage');
    const [passage] = await encoder.encode(['cancer'], 'passage');
    expect(instructed).toEqual(query);
    expect(cosine(query!, passage!)).toBeLessThan(0.99);
    expect(encoder.countTokens('cancer')).toBe(3); // [CLS] cancer [SEP]
  });

  it('finds the carcinoma passage closer to "cancer" than the blue-economy one', async () => {
    const [query] = await encoder.encode(['cancer'], 'query');
    const [carcinoma, blueEconomy] = await encoder.encode([CARCINOMA_EN, BLUE_ECONOMY_EN], 'passage');
    expect(cosine(query!, carcinoma!)).toBeGreaterThan(cosine(query!, blueEconomy!));
  });
});

describe('model tokenizers', () => {
  it.each([
    ['multilingual-e5-small', [0], [2], 1],
    ['bge-small-en-v1.5', [101], [102], 0],
  ])('%s: reads the special tokens, and prefix ids + text ids equal the ids of prefix + text', (name, startIds, endIds, padId) => {
    const spec = modelSpec(name);
    const tokenizer = loadModelTokenizer(modelFiles(MODELS_DIR, spec).tokenizer, spec);
    expect(tokenizer.frame).toEqual({ maxTokens: 512, startIds, endIds });
    expect(tokenizer.padId).toBe(padId);
    for (const prefix of [spec.queryPrefix, spec.passagePrefix]) {
      for (const text of [CARCINOMA_ES, '  leading spaces', 'x', transcript(60)]) {
        const joined = [...startIds, ...tokenizer.encodeText(prefix.trimEnd()), ...tokenizer.encodeText(text), ...endIds];
        expect(joined).toEqual(tokenizer.encodeFramed(prefix + text));
      }
    }
  });
});
