import { encoderParity } from '../../../src/embed/encoder-parity';
import type { Encoder } from '../../../src/embed/onnx-encoder';
import type { ModelSpec } from '../../../src/embed/model-registry';

const spec = (dimension: number) => ({ name: 'fake', dimension }) as ModelSpec;

/** An encoder whose vectors are a table lookup, per role: enough to test the comparison. */
function fakeEncoder(dimension: number, table: Record<string, number[]>): Encoder {
  return {
    spec: spec(dimension),
    encode: async (texts, role) => texts.map((t) => Float32Array.from(table[`${role}:${t}`]!)),
  } as Encoder;
}

describe('encoderParity', () => {
  const reference = fakeEncoder(2, { 'query:a': [1, 0], 'passage:a': [0, 1], 'passage:b': [1, 1] });

  it('is 1 for identical vectors and names the worst text with its role', async () => {
    const same = await encoderParity(reference, reference, [{ role: 'query', text: 'a' }, { role: 'passage', text: 'a' }]);
    expect(same).toMatchObject({ texts: 2, minCosine: 1, meanCosine: 1 });

    // The query vector of 'a' turns 90°: only that (role, text) pair drops.
    const other = fakeEncoder(2, { 'query:a': [0, 1], 'passage:a': [0, 2], 'passage:b': [1, 1] });
    const texts = [{ role: 'passage', text: 'b' }, { role: 'query', text: 'a' }, { role: 'passage', text: 'a' }] as const;
    const parity = await encoderParity(reference, other, texts);
    expect(parity.minCosine).toBeCloseTo(0, 12);
    expect(parity.meanCosine).toBeCloseTo(2 / 3, 12);
    expect(parity.worst).toEqual({ role: 'query', text: 'a', cosine: parity.minCosine });
  });

  it('refuses no texts and encoders of different dimensions', async () => {
    await expect(encoderParity(reference, reference, [])).rejects.toThrow(/texts/);
    await expect(encoderParity(reference, fakeEncoder(3, {}), [{ role: 'query', text: 'a' }])).rejects.toThrow(/dimension 3/);
  });
});
