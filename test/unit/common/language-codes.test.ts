import { isIso6391, isStoredLanguage, ISO_639_1_CODES, languageName } from '../../../src/common/language-codes';

describe('language codes: ISO 639-1 and und, one list for ingestion, the detector and the API', () => {
  it('holds the 183 ISO 639-1 codes, lowercase, and und', () => {
    expect(ISO_639_1_CODES).toHaveLength(183);
    for (const code of ['en', 'es', 'ca', 'de', 'zh', 'eu']) expect(isIso6391(code)).toBe(true);
    for (const code of ['xx', 'EN', 'und', 'zh-Latn', 'haw', '']) expect(isIso6391(code)).toBe(false);
    expect(isStoredLanguage('und')).toBe(true);
    expect(isStoredLanguage('xx')).toBe(false);
    expect([languageName('ca'), languageName('und')]).toEqual(['Catalan', 'undetermined']);
  });
});
