import { shortLabel } from '../../../../src/bibliography';

describe('shortLabel', () => {
  it("is the first author's surname and the year", () => {
    expect(shortLabel({ family: 'Devlin', given: 'Jacob' }, 2019, 'BERT')).toBe('Devlin 2019');
  });

  it('keeps a particle and a compound surname whole, and an organisation as named', () => {
    expect(shortLabel({ family: 'Maaten', particle: 'van der', given: 'Laurens' }, 2008, 'Visualizing data using t-SNE')).toBe('van der Maaten 2008');
    expect(shortLabel({ family: 'Spärck Jones', given: 'Karen' }, 1972, 'A statistical interpretation')).toBe('Spärck Jones 1972');
    expect(shortLabel({ literal: 'ENCODE Project Consortium' }, 2012, 'An integrated encyclopedia')).toBe('ENCODE Project Consortium 2012');
  });

  it("falls back on the title's first words when no author is recorded", () => {
    expect(shortLabel(undefined, 1905, 'On the electrodynamics of moving bodies')).toBe('On the electrodynamics… 1905');
    expect(shortLabel({}, 2000, 'Short title')).toBe('Short title 2000');
  });
});
