import { checkedFilterLanguages, checkedYears, nonEmpty } from '../../../src/api/paper-filters';

describe('the one PaperFilter, checked', () => {
  it('reads null among the languages as papers stored without one (the enum Language gave the stored codes)', () => {
    expect(checkedFilterLanguages('filter', { languages: ['fr', null, 'fr'] })).toEqual({ languages: ['fr'], unknownLanguage: true });
    expect(checkedFilterLanguages('filter', { languages: [null] })).toEqual({ languages: [], unknownLanguage: true });
    expect(checkedFilterLanguages('filter', { languages: ['und'] })).toEqual({ languages: ['und'] });
    expect(checkedFilterLanguages('filter', {})).toEqual({});
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
