import { apertiumMode, cleanTranslation, fromStreamSegment, guessedLanguage, knownWordShare, modeNames, nullFlushCommand, toStreamSegment } from '../../../src/translation';

describe("Apertium's modes and output", () => {
  it('names the mode of a pair of the languages Refgraph detects, and no other', () => {
    expect(apertiumMode('es', 'en')).toBe('spa-eng');
    expect(apertiumMode('ca', 'en')).toBe('cat-eng');
    expect(apertiumMode('en', 'ca')).toBe('eng-cat');
    expect(apertiumMode('en', 'en')).toBeNull();
    expect(apertiumMode('de', 'en')).toBeNull();
    expect(apertiumMode('es', 'pt')).toBeNull();
  });

  it('names the installed modes as `apertium -l` does: the mode files without their extension', () => {
    expect([...modeNames(['cat-eng.mode', 'eng-cat_valencia.mode', 'README', 'spa-eng.mode'])]).toEqual(['cat-eng', 'eng-cat_valencia', 'spa-eng']);
    expect(modeNames([]).size).toBe(0);
  });

  it('drops the marks on words it could not translate or generate, and keeps every word', () => {
    expect(cleanTranslation('A tool to sail for graphs of dates *tipades\n')).toBe('A tool to sail for graphs of dates tipades');
    expect(cleanTranslation('#generar the @palabra (*xyz), e-mail*')).toBe('generar the palabra (xyz), e-mail*');
    expect(cleanTranslation('C# and 3*4')).toBe('C# and 3*4');
    expect(cleanTranslation('An image costs 16*x16 words')).toBe('An image costs 16x16 words');
    expect(cleanTranslation('`*ls` $*HOME')).toBe('`ls` $HOME');
  });
});

describe('null-flush chains and the stream format', () => {
  it("gives every program of a mode `-z` and fills in the script's options", () => {
    const mode = "lt-proc -w 'a.bin' | apertium-tagger -g $2 'b.prob' | apertium-pretransfer | lt-proc $1 'c.bin' | lt-proc -p 'd.bin'\n";
    expect(nullFlushCommand(mode)).toBe("lt-proc -z -w 'a.bin' | apertium-tagger -z -g  'b.prob' | apertium-pretransfer -z | lt-proc -z -g 'c.bin' | lt-proc -z -p 'd.bin'");
  });

  it('writes a text as one NUL-ended segment with the reserved characters escaped, and reads it back', () => {
    expect(toStreamSegment(' a [b] ^c$ @d\n/e <f> {g} \\h ')).toBe('a \\[b\\] \\^c\\$ \\@d \\/e \\<f\\> \\{g\\} \\\\h[][\n]\u0000');
    expect(fromStreamSegment('The round-up \\[x\\] \\$and\\^ a\\/b.[][\n]')).toEqual({ text: 'The round-up [x] $and^ a/b.', knownShare: 1 });
    expect(fromStreamSegment('*tipadas [][\n]graphs')).toEqual({ text: 'tipadas graphs', knownShare: 0.5 });
  });

  it('counts the words the analyser knew: those not marked `*`, whatever the punctuation around them', () => {
    expect(knownWordShare('Syntactic analysis of prayers')).toBe(1);
    expect(knownWordShare("*Anàlisi sintàctica Statistical *d'*oracions")).toBe(0.5);
    expect(knownWordShare('(*BLEU) scores, 2010 and #generated @words')).toBe(0.8);
    expect(knownWordShare('2010 — 42')).toBe(0);
  });

  it('guesses the language whose analyser clearly knows most of the words, and no other', () => {
    const shares = (en: number, es: number, ca: number) => [
      { language: 'en', knownShare: en },
      { language: 'es', knownShare: es },
      { language: 'ca', knownShare: ca },
    ];
    expect(guessedLanguage(shares(0.22, 1, 0.55))).toBe('es');
    expect(guessedLanguage(shares(0.22, 0.44, 1))).toBe('ca');
    expect(guessedLanguage(shares(1, 0.28, 0.42))).toBe('en');
    // Known to both Spanish and Catalan analysers (a title of shared words): no guess.
    expect(guessedLanguage(shares(0.2, 0.9, 0.8))).toBeNull();
    // Most words unknown everywhere (acronyms, names): no guess.
    expect(guessedLanguage(shares(0.5, 0.2, 0.1))).toBeNull();
    expect(guessedLanguage([{ language: 'es', knownShare: 1 }])).toBeNull();
  });
});
