import { passesFilters } from '../../../src/rank/stages/filters';
import type { RankQuery } from '../../../src/rank/types';

const query: RankQuery = { text: 'x', vector: null, year: 2015, maxYear: 2014, excludeIds: ['self'], authorIds: [], filters: {} };
const paper = { year: 2010, fieldsOfStudy: ['Oncology'], venue: 'Cell', language: 'es' };

describe('passesFilters', () => {
  it('keeps papers published in or before the limit year only', () => {
    expect(passesFilters('p', paper, query)).toBe(true);
    expect(passesFilters('p', { ...paper, year: 2014 }, query)).toBe(true);
    expect(passesFilters('p', { ...paper, year: 2015 }, query)).toBe(false);
  });

  it('drops excluded and unknown papers', () => {
    expect(passesFilters('self', paper, query)).toBe(false);
    expect(passesFilters('p', undefined, query)).toBe(false);
  });

  it('applies field, venue and language filters when given', () => {
    expect(passesFilters('p', paper, { ...query, filters: { fieldsOfStudy: ['Oncology', 'Biology'] } })).toBe(true);
    expect(passesFilters('p', paper, { ...query, filters: { fieldsOfStudy: ['Physics'] } })).toBe(false);
    expect(passesFilters('p', paper, { ...query, filters: { venues: ['Nature'] } })).toBe(false);
    expect(passesFilters('p', { ...paper, venue: null }, { ...query, filters: { venues: ['Cell'] } })).toBe(false);
    expect(passesFilters('p', paper, { ...query, filters: { languages: ['es', 'ca'] } })).toBe(true);
    expect(passesFilters('p', paper, { ...query, filters: { languages: ['en'] } })).toBe(false);
  });

  it('keeps papers from the first year of the filter on, when it has one', () => {
    expect(passesFilters('p', paper, { ...query, filters: { minYear: 2010 } })).toBe(true);
    expect(passesFilters('p', paper, { ...query, filters: { minYear: 2011 } })).toBe(false);
  });

  it('lets papers stored without a language through when the filter names null, alone or besides codes', () => {
    const unknown = { ...paper, language: null };
    expect(passesFilters('p', unknown, { ...query, filters: { languages: ['es'] } })).toBe(false);
    expect(passesFilters('p', unknown, { ...query, filters: { languages: ['es'], unknownLanguage: true } })).toBe(true);
    expect(passesFilters('p', paper, { ...query, filters: { languages: ['es'], unknownLanguage: true } })).toBe(true);
    expect(passesFilters('p', unknown, { ...query, filters: { languages: [], unknownLanguage: true } })).toBe(true);
    expect(passesFilters('p', paper, { ...query, filters: { languages: [], unknownLanguage: true } })).toBe(false);
  });

  it("keeps only the papers the author filter resolved to, when it has some", () => {
    expect(passesFilters('p', paper, { ...query, filters: { onlyIds: ['p', 'q'] } })).toBe(true);
    expect(passesFilters('p', paper, { ...query, filters: { onlyIds: ['q'] } })).toBe(false);
    expect(passesFilters('p', paper, { ...query, filters: { onlyIds: [] } })).toBe(false);
  });
});
