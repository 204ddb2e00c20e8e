import { cslName as cslNameOf } from '../../../../src/bibliography/csl/csl-names';
import { parseName } from '../../../../src/bibliography/names/parse-name';

const cslName = (name: string) => cslNameOf(parseName(name));

describe('CSL name objects', () => {
  it('splits a person into family, its particle (non-dropping), given and suffix', () => {
    expect(cslName('Ashish Vaswani')).toEqual({ family: 'Vaswani', given: 'Ashish' });
    expect(cslName('Laurens van der Maaten')).toEqual({ family: 'Maaten', 'non-dropping-particle': 'van der', given: 'Laurens' });
    expect(cslName('Alfred G. Knudson Jr.')).toEqual({ family: 'Knudson', given: 'Alfred G.', suffix: 'Jr.' });
    expect(cslName('Santiago Ramón y Cajal')).toEqual({ family: 'Ramón y Cajal', given: 'Santiago' });
    expect(cslName('Zoë Ørsted-Łukasiewicz')).toEqual({ family: 'Ørsted-Łukasiewicz', given: 'Zoë' });
    expect(cslName('Plato')).toEqual({ family: 'Plato' });
  });

  it('keeps names stored as "Last, First" as the source split them', () => {
    expect(cslName('Della Pietra, Stephen A.')).toEqual({ family: 'Della Pietra', given: 'Stephen A.' });
    expect(cslName('Smith, Jr., John')).toEqual({ family: 'Smith', given: 'John', suffix: 'Jr.' });
  });

  it('writes an organisation as one literal', () => {
    expect(cslName('ENCODE Project Consortium')).toEqual({ literal: 'ENCODE Project Consortium' });
    expect(cslName('Ernst and Young')).toEqual({ literal: 'Ernst and Young' });
  });
});
