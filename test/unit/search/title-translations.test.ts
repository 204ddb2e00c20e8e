import { collectTitleTranslations, titleSourceLanguage, titleTranslationJobs } from '../../../src/search/title-translations';

describe('title translations', () => {
  it('translates a title from its own language, or the library’s main one when none was detected', () => {
    expect(titleSourceLanguage('es', 'en')).toBe('es');
    expect(titleSourceLanguage(null, 'en')).toBe('en');
    expect(titleSourceLanguage(null, null)).toBeNull();
    expect(titleSourceLanguage('und', 'en')).toBe('en');
    expect(titleSourceLanguage('und', null)).toBeNull();
    // A language without an analyzer here is not translated (Apertium's pairs here all include English, Spanish or Catalan).
    expect(titleSourceLanguage('fr', 'en')).toBeNull();
  });

  it('renders every title in each search language other than its own, one job per language pair', () => {
    const rows = [
      { id: 'a', title: 'Blue economy', language: 'en' },
      { id: 'b', title: 'Economía azul', language: 'es' },
      { id: 'c', title: 'Parsing with grammars', language: null },
      { id: 'd', title: 'Économie bleue', language: 'fr' },
      { id: 'e', title: '  ', language: 'en' },
    ];
    expect(titleTranslationJobs(rows, 'en')).toEqual([
      { from: 'en', to: 'es', ids: ['a', 'c'], titles: ['Blue economy', 'Parsing with grammars'] },
      { from: 'en', to: 'ca', ids: ['a', 'c'], titles: ['Blue economy', 'Parsing with grammars'] },
      { from: 'es', to: 'en', ids: ['b'], titles: ['Economía azul'] },
      { from: 'es', to: 'ca', ids: ['b'], titles: ['Economía azul'] },
    ]);
  });

  it('gathers the answers per paper, leaving out pairs not installed and empty renderings', () => {
    const jobs = titleTranslationJobs(
      [
        { id: 'a', title: 'Blue economy', language: 'en' },
        { id: 'b', title: 'Economía azul', language: 'es' },
      ],
      'en',
    );
    const answers = [['Economía azul'], ['Economia blava'], [' Blue economy '], null];
    expect(collectTitleTranslations(jobs, answers)).toEqual(
      new Map([
        ['a', { es: 'Economía azul', ca: 'Economia blava' }],
        ['b', { en: 'Blue economy' }],
      ]),
    );
    expect(collectTitleTranslations(jobs, [[''], ['  '], null, null])).toEqual(new Map());
  });
});
