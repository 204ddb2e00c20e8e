import { bibtexName as bibtexNameOf, keySurname as keySurnameOf, parseName } from '../../../../src/bibliography/bibtex/bibtex-names';
import { parseName as structured } from '../../../../src/bibliography/names/parse-name';

const bibtexName = (name: string) => bibtexNameOf(structured(name));
const keySurname = (name: string) => keySurnameOf(structured(name));

describe('BibTeX names', () => {
  it('writes one-word surnames in direct order (BibTeX splits First von Last itself), compound ones as Last, First', () => {
    expect(bibtexName('Laurens van der Maaten')).toBe('Laurens van der Maaten');
    expect(bibtexName('Réjean Ducharme')).toBe('Réjean Ducharme');
    expect(bibtexName('Della Pietra, Stephen A.')).toBe('Della Pietra, Stephen A.');
  });

  it('moves a generational suffix into the Last, Jr., First form', () => {
    expect(bibtexName('Alfred G. Knudson Jr.')).toBe('Knudson, Jr., Alfred G.');
    expect(bibtexName('F. Stuart Chapin III')).toBe('Chapin, III, F. Stuart');
    expect(bibtexName('Amauri Holanda de Souza Jr.')).toBe('de Souza, Jr., Amauri Holanda');
  });

  it('braces organisations, and names with "and" that BibTeX would split', () => {
    expect(bibtexName('International Human Genome Sequencing Consortium')).toBe('{International Human Genome Sequencing Consortium}');
    expect(bibtexName('LIGO Scientific Collaboration and Virgo Collaboration')).toBe('{LIGO Scientific Collaboration and Virgo Collaboration}');
    expect(parseName('OECD')).toEqual({ kind: 'person', first: [], von: [], last: 'OECD', suffix: null, joined: false });
  });

  it('takes the surname for keys with its particles, folded to ASCII', () => {
    expect(keySurname('Laurens van der Maaten')).toBe('vandermaaten');
    expect(keySurname('Paul Erdős')).toBe('erdos');
    expect(keySurname('Zoë Ørsted-Łukasiewicz')).toBe('orstedlukasiewicz');
    expect(keySurname('Della Pietra, Stephen A.')).toBe('dellapietra');
    expect(keySurname('The ENCODE Project Consortium')).toBe('encode');
    expect(keySurname('Alfred G. Knudson Jr.')).toBe('knudson');
  });
});

describe('joined Catalan and Spanish surnames', () => {
  it('braces "Puig i Cadafalch" so BibTeX does not take "i" for a particle', () => {
    expect(bibtexName('Joan Puig i Cadafalch')).toBe('{Puig i Cadafalch}, Joan');
    expect(bibtexName('Santiago Ramón y Cajal')).toBe('{Ramón y Cajal}, Santiago');
    expect(keySurname('Santiago Ramón y Cajal')).toBe('ramonycajal');
    // A lone "y" with no first name left is not a joined surname.
    expect(bibtexName('Ramón y Cajal')).toBe('Ramón y Cajal');
  });
});
