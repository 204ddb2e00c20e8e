import { decideLanguage, DEFAULT_DETECTION_POLICY, LanguageDetector, LanguageGuess, LanguageIdentifier, letterCount, paperLabel, paperLanguageText, TITLE_OVERRULES, UNDETERMINED } from '../../../src/language';

const guess = (language: string, probability: number, reliable = true): LanguageGuess => ({ language, probability, reliable });

describe('decideLanguage', () => {
  const enough = DEFAULT_DETECTION_POLICY.minLetters;

  it('believes a reliable, probable guess on enough text', () => {
    expect(decideLanguage(enough, guess('ca', 0.97))).toEqual({ language: 'ca', probability: 0.97 });
  });

  it('leaves the language unknown on a short text, whatever the identifier says', () => {
    expect(decideLanguage(enough - 1, guess('en', 1))).toEqual({ language: null, reason: 'too short', guess: guess('en', 1) });
    expect(decideLanguage(enough - 1, null)).toMatchObject({ language: null, reason: 'too short' });
  });

  it('leaves it unknown when the guess is unreliable or improbable', () => {
    expect(decideLanguage(200, guess('es', 0.95, false))).toMatchObject({ language: null, reason: 'not confident' });
    expect(decideLanguage(200, guess('es', 0.89))).toMatchObject({ language: null, reason: 'not confident' });
    expect(decideLanguage(200, guess('es', 0.9))).toEqual({ language: 'es', probability: 0.9 });
  });

  it('keeps only ISO 639-1 codes', () => {
    for (const code of ['und', 'zh-Latn', 'haw', 'fil']) expect(decideLanguage(200, guess(code, 0.99))).toMatchObject({ language: null, reason: 'not an ISO 639-1 code' });
  });

  it('follows the policy it is given', () => {
    expect(decideLanguage(10, guess('en', 0.75), { minLetters: 5, minProbability: 0.7 })).toEqual({ language: 'en', probability: 0.75 });
  });
});

describe('paperLabel', () => {
  const sure = (language: string) => ({ language, probability: 1 });
  const unsure = { language: null, reason: 'not confident', guess: null } as const;

  it("labels an undecided paper 'und', never a default language", () => {
    expect(paperLabel(unsure, null)).toBe(UNDETERMINED);
    expect(paperLabel(unsure, unsure)).toBe('und');
  });

  it('lets a clear non-English title overrule a text that reads as English (an original title over a translated abstract)', () => {
    expect(paperLabel(sure('en'), sure('de'))).toBe('de');
    expect(paperLabel(unsure, sure('de'))).toBe('de');
    expect(paperLabel(sure('en'), unsure)).toBe('en');
  });

  it('keeps the text language under an English title (a translated title) or any other clear text language', () => {
    expect(paperLabel(sure('ca'), sure('en'))).toBe('ca');
    expect(paperLabel(sure('ca'), sure('es'))).toBe('ca');
  });
});

describe('letterCount and the detection text', () => {
  it('counts letters of any script, not digits, spaces or punctuation', () => {
    expect(letterCount("L'economia blava, 2022!")).toBe(14);
    expect(letterCount('Ελληνικά 中文')).toBe(10);
  });

  it('reads title and abstract together, or the title alone', () => {
    expect(paperLanguageText({ title: 'Energia nuclear', abstract: 'Un estudi.' })).toBe('Energia nuclear. Un estudi.');
    expect(paperLanguageText({ title: 'Energia nuclear', abstract: null })).toBe('Energia nuclear');
  });
});

describe('LanguageDetector', () => {
  /** Answers from a table and records what it was asked. */
  function tableIdentifier(answers: Record<string, LanguageGuess>): LanguageIdentifier & { asked: string[] } {
    const asked: string[] = [];
    return { asked, guess: (text) => (asked.push(text), answers[text] ?? guess('und', 0, false)), close: () => {} };
  }

  it('does not ask the identifier about texts too short to believe it', () => {
    const long = 'a'.repeat(DEFAULT_DETECTION_POLICY.minLetters);
    const identifier = tableIdentifier({ [long]: guess('ca', 0.99) });
    const detector = new LanguageDetector(identifier);
    expect(detector.detect('short title')).toBeNull();
    expect(detector.detect(long)).toBe('ca');
    expect(identifier.asked).toEqual([long]);
  });

  it("labels papers and talks: 'und' when unsure, the title's language when it overrules an English text", () => {
    const title = 'Über den Nachweis und das Verhalten der Erdalkalimetalle';
    const abstract = 'Reports radiochemical experiments on uranium bombarded with neutrons.';
    const identifier = tableIdentifier({ [`${title}. ${abstract}`]: guess('en', 0.99), [title]: guess('de', TITLE_OVERRULES.minProbability) });
    const detector = new LanguageDetector(identifier);
    expect(detector.labelPaper({ title, abstract })).toBe('de');
    expect(detector.labelPaper({ title: 'Okapi at TREC-3', abstract: null })).toBe('und');
    expect(detector.labelTalk({ title: 'Hola', transcript: 'a'.repeat(100) })).toBe('und');
  });
});
