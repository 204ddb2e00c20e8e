import { paperFilterClauses } from '../../../src/search/paper-filter';

describe('paper filter clauses', () => {
  it('is no clause at all without a condition', () => {
    expect(paperFilterClauses({})).toBeNull();
  });

  it('bounds years on either side or both', () => {
    expect(paperFilterClauses({ minYear: 2000 })?.filter).toEqual([{ range: { year: { gte: 2000 } } }]);
    expect(paperFilterClauses({ minYear: 2000, maxYear: 2010 })?.filter).toEqual([{ range: { year: { gte: 2000, lte: 2010 } } }]);
  });

  it('lets papers of unknown language through when asked, alone or besides named languages', () => {
    const unknown = { bool: { must_not: [{ exists: { field: 'language' } }] } };
    expect(paperFilterClauses({ languages: ['ca'], unknownLanguage: true })?.filter).toEqual([{ bool: { should: [{ terms: { language: ['ca'] } }, unknown], minimum_should_match: 1 } }]);
    expect(paperFilterClauses({ unknownLanguage: true })?.filter).toEqual([{ bool: { should: [unknown], minimum_should_match: 1 } }]);
    expect(paperFilterClauses({ languages: ['ca', 'es'], fieldsOfStudy: ['Energy'] })?.filter).toEqual([{ terms: { language: ['ca', 'es'] } }, { terms: { fieldsOfStudy: ['Energy'] } }]);
  });
});
