import { coAuthorKey, compatibleNames, personName } from '../../../src/authors/author-names';

const compatible = (a: string, b: string) => compatibleNames(personName(a)!, personName(b)!);

describe('author names for merging', () => {
  it('reads surname and given names, in full or as initials, folded to ASCII', () => {
    expect(personName('Geoffrey E. Hinton')).toEqual({ surname: 'hinton', given: [{ initials: 'g', full: 'geoffrey' }, { initials: 'e', full: null }] });
    expect(personName('Le, Quoc V.')).toEqual({ surname: 'le', given: [{ initials: 'q', full: 'quoc' }, { initials: 'v', full: null }] });
    expect(personName('Jean-Claude Martin')!.given).toEqual([{ initials: 'jc', full: 'jeanclaude' }]);
    expect(personName('J.-C. Martin')!.given).toEqual([{ initials: 'jc', full: null }]);
    expect(personName('J.C. Martin')!.given).toEqual([{ initials: 'j', full: null }, { initials: 'c', full: null }]);
    expect(personName('Zoë Ørsted-Łukasiewicz')!.surname).toBe('orstedlukasiewicz');
    expect(personName('Laurens van der Maaten')!.surname).toBe('maaten');
    expect(personName('Alfred G. Knudson Jr.')).toEqual({ surname: 'knudson', given: [{ initials: 'a', full: 'alfred' }, { initials: 'g', full: null }] });
    expect(personName('Smith, Jr., John')!.given).toEqual([{ initials: 'j', full: 'john' }]);
    expect(personName('ENCODE Project Consortium')).toBeNull();
  });

  it('finds variants compatible when a middle name is left out or abbreviated', () => {
    expect(compatible('Geoffrey Hinton', 'Geoffrey E. Hinton')).toBe(true);
    expect(compatible('Quoc Le', 'Quoc V. Le')).toBe(true);
    expect(compatible('G. E. Hinton', 'Geoffrey Hinton')).toBe(true);
    expect(compatible('Stephen Robertson', 'Stephen E. Robertson')).toBe(true);
    expect(compatible('Josep Maria Crego', 'Josep M. Crego')).toBe(true);
    expect(compatible('Jean-Claude Martin', 'J. C. Martin')).toBe(true);
    expect(compatible('Chaolin Huang', 'Chao-Lin Huang')).toBe(true);
    expect(compatible('Tomáš Mikolov', 'Tomas Mikolov')).toBe(true);
  });

  it('keeps apart different given names, surnames, and hyphenated names from their first part', () => {
    expect(compatible('David Cox', 'Daniel Cox')).toBe(false);
    expect(compatible('Geoffrey Hinton', 'Geoffrey Hilton')).toBe(false);
    expect(compatible('Geoffrey E. Hinton', 'Geoffrey F. Hinton')).toBe(false);
    expect(compatible('Jin-Xia Huang', 'Jin Huang')).toBe(false);
    expect(compatible('Xiao-Li Li', 'Xiao Li')).toBe(false);
    expect(compatible('Stephen Robertson', 'E. Robertson')).toBe(false);
    // A surname alone says too little.
    expect(compatible('Plato', 'Plato')).toBe(false);
  });

  it('keys co-authors by surname and first initial', () => {
    expect(coAuthorKey('Andrew M. Dai')).toBe('dai a');
    expect(coAuthorKey('Andrew Dai')).toBe('dai a');
    expect(coAuthorKey('ATLAS Collaboration')).toBeNull();
  });
});
