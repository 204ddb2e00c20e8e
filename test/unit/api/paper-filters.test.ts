import { checkedDocumentLanguages } from '../../../src/api/languages';
import { checkedFilterLanguages, checkedYears, nonEmpty } from '../../../src/api/paper-filters';

describe('the one PaperFilter, checked', () => {
  it('reads languages as stored codes: ISO 639-1 or und, any case; null for papers stored without one', () => {
    expect(checkedDocumentLanguages('filter.languages', ['EN', 'es', ' Ca ', 'und', 'en'])).toEqual(['en', 'es', 'ca', 'und']);
    expect(checkedFilterLanguages('filter', { languages: ['fr', null] })).toEqual({ languages: ['fr'], unknownLanguage: true });
    expect(checkedFilterLanguages('filter', { languages: [null] })).toEqual({ languages: [], unknownLanguage: true });
    expect(checkedFilterLanguages('filter', {})).toEqual({});
  });

  it.each(['xx', 'spanish', 'es-ES', ''])('refuses %p as a language, naming its place in the list', (code) => {
    expect(() => checkedFilterLanguages('filter', { languages: ['en', code] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: `filter.languages[1]: '${code}' is not an ISO 639-1 language code (such as en, es, ca) nor 'und'` }),
    );
  });

  it('turns the years into a range and refuses one that ends before it starts', () => {
    expect(checkedYears('filter', { yearFrom: 2000, yearTo: 2010 })).toEqual({ minYear: 2000, maxYear: 2010 });
    expect(checkedYears('filter', { yearTo: 2010 })).toEqual({ maxYear: 2010 });
    expect(() => checkedYears('filter', { yearFrom: 2011, yearTo: 2010 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'filter.yearFrom: must not be after filter.yearTo (2011 > 2010)' }));
  });

  it('refuses an empty list rather than guessing whether it lets everything or nothing through', () => {
    expect(nonEmpty('filter.venues', 'venue', undefined)).toBeUndefined();
    expect(nonEmpty('filter.venues', 'venue', ['Cell'])).toEqual(['Cell']);
    expect(() => nonEmpty('filter.venues', 'venue', [])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'filter.venues: name at least one venue, or leave it out' }));
    expect(() => checkedFilterLanguages('filter', { languages: [] })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
