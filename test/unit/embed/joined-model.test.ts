/** Joined models' names and vectors: a joined vector's cosine is the mean of its members'. */
import { cosine, joinVectors, l2Norm, memberNames } from '../../../src/embed';

const unit = (values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (v) => v / norm);
};

describe('joined models', () => {
  it('reads the members of a name, refusing empty and repeated ones', () => {
    expect(memberNames('multilingual-e5-small')).toEqual(['multilingual-e5-small']);
    expect(memberNames('multilingual-e5-small+e5-aan')).toEqual(['multilingual-e5-small', 'e5-aan']);
    expect(() => memberNames('a++b')).toThrow(/none empty/);
    expect(() => memberNames('a+b+a')).toThrow(/joins 'a' twice/);
  });

  it("keeps a single model's vector as it is", () => {
    const vector = Float32Array.from([3, 4]);
    expect(joinVectors([vector])).toBe(vector);
  });

  it("puts the members' unit vectors side by side so that the cosine is the mean of theirs", () => {
    const [a1, a2] = [unit([1, 2, 3]), unit([3, -1, 2])];
    const [b1, b2] = [Float32Array.from([10, 0]), Float32Array.from([3, 4])]; // not unit: joined as unit vectors
    const [j1, j2] = [joinVectors([a1, b1]), joinVectors([a2, b2])];
    expect(j1).toHaveLength(5);
    expect(l2Norm(j1)).toBeCloseTo(1, 6);
    expect(cosine(j1, j2)).toBeCloseTo((cosine(a1, a2) + cosine(b1, b2)) / 2, 6);
  });
});
