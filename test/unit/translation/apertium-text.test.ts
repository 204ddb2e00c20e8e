import { apertiumMode, cleanTranslation, parseModeList } from '../../../src/translation';

describe("Apertium's modes and output", () => {
  it('names the mode of a pair of the languages Refgraph detects, and no other', () => {
    expect(apertiumMode('es', 'en')).toBe('spa-eng');
    expect(apertiumMode('ca', 'en')).toBe('cat-eng');
    expect(apertiumMode('en', 'ca')).toBe('eng-cat');
    expect(apertiumMode('en', 'en')).toBeNull();
    expect(apertiumMode('de', 'en')).toBeNull();
    expect(apertiumMode('es', 'pt')).toBeNull();
  });

  it("reads `apertium -l`'s indented list", () => {
    expect([...parseModeList('  cat-eng\n  eng-cat_valencia\n  spa-eng\n')]).toEqual(['cat-eng', 'eng-cat_valencia', 'spa-eng']);
    expect(parseModeList('').size).toBe(0);
  });

  it('drops the marks on words it could not translate or generate, and keeps every word', () => {
    expect(cleanTranslation('A tool to sail for graphs of dates *tipades\n')).toBe('A tool to sail for graphs of dates tipades');
    expect(cleanTranslation('#generar the @palabra (*xyz), e-mail*')).toBe('generar the palabra (xyz), e-mail*');
    expect(cleanTranslation('C# and 3*4')).toBe('C# and 3*4');
  });
});
