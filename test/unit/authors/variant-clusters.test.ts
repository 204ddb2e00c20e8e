import { resolveVariants, VariantEvidence } from '../../../src/authors';

const variant = (id: string, name: string, coAuthors: string[] = [], venues: string[] = []): VariantEvidence => ({ id, name, orcid: null, coAuthors, venues });

describe('resolving the name variants of one group', () => {
  it('merges variants with a shared co-author under the longest name', () => {
    const resolved = resolveVariants([
      variant('geoffrey-hinton', 'Geoffrey Hinton', ['Ilya Sutskever']),
      variant('geoffrey-e-hinton', 'Geoffrey E. Hinton', ['Ilya Sutskever', 'Alex Krizhevsky']),
    ]);
    expect(resolved).toEqual([
      { id: 'geoffrey-e-hinton', canonicalId: null, reason: null, shared: [] },
      { id: 'geoffrey-hinton', canonicalId: 'geoffrey-e-hinton', reason: 'co-author', shared: ['sutskever i'] },
    ]);
  });

  it('names a person by the variant spelling out the most given names', () => {
    const resolved = resolveVariants([variant('m-g-lee', 'M. G. Lee', ['Rodrigo Agerri']), variant('mark-lee', 'Mark Lee', ['Rodrigo Agerri'])]);
    expect(resolved.find((r) => r.id === 'm-g-lee')!.canonicalId).toBe('mark-lee');
  });

  it('never merges on the name alone', () => {
    const resolved = resolveVariants([variant('david-cox', 'David Cox', ['Someone Else']), variant('david-r-cox', 'David R. Cox', ['Nancy Reid'])]);
    expect(resolved.every((r) => r.canonicalId === null)).toBe(true);
  });

  it('keeps an initials-only variant from chaining two people together', () => {
    // "J. Chen" shares a co-author with both; John and Jiajun are different people.
    const resolved = resolveVariants([
      variant('j-chen', 'J. Chen', ['Ann Lee', 'Bo Wu']),
      variant('jiajun-chen', 'Jiajun Chen', ['Bo Wu']),
      variant('john-chen', 'John Chen', ['Ann Lee']),
    ]);
    const people = new Set(resolved.map((r) => r.canonicalId ?? r.id));
    expect(people.size).toBe(2);
    expect(resolved.find((r) => r.id === 'john-chen')!.canonicalId).toBeNull();
  });

  it('joins a variant to a later person when the first compatible one has no evidence', () => {
    const resolved = resolveVariants([
      variant('a-quoc-le', 'Quoc Le', ['Ilya Sutskever']),
      variant('b-quoc-le', 'Q. Le', ['Someone Else']),
      variant('c-quoc-v-le', 'Quoc V. Le', ['Someone Else']),
    ]);
    expect(resolved.find((r) => r.id === 'c-quoc-v-le')).toEqual({ id: 'c-quoc-v-le', canonicalId: null, reason: null, shared: [] });
    expect(resolved.find((r) => r.id === 'b-quoc-le')!.canonicalId).toBe('c-quoc-v-le');
    expect(resolved.find((r) => r.id === 'a-quoc-le')!.canonicalId).toBeNull();
  });

  it('is the same whatever order the variants come in', () => {
    const variants = [variant('geoffrey-hinton', 'Geoffrey Hinton', ['Ilya Sutskever']), variant('g-e-hinton', 'G. E. Hinton', ['Ilya Sutskever']), variant('geoffrey-e-hinton', 'Geoffrey E. Hinton', ['Ilya Sutskever'])];
    const sorted = (list: ReturnType<typeof resolveVariants>) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(sorted(resolveVariants(variants))).toEqual(sorted(resolveVariants([...variants].reverse())));
  });

  it('leaves organisations alone', () => {
    expect(resolveVariants([variant('consortium', 'The ENCODE Consortium', ['X Y']), variant('consortium-2', 'ENCODE Consortium', ['X Y'])]).every((r) => r.canonicalId === null)).toBe(true);
  });
});
