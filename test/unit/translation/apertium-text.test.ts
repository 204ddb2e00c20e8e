import { apertiumMode, cleanTranslation, fromStreamSegment, guessedLanguage, knownWordShare, modeNames, nullFlushCommand, requestTag, toStreamSegment, translatableText } from '../../../src/translation';

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

  it('gives Apertium words, digits and punctuation only: its stream-format and control characters read as spaces', () => {
    expect(translatableText(' a [b] ^c$ @d\n/e <f> {g} \\h *i #j ')).toBe('a b c d e f g h i j');
    expect(translatableText('hola^')).toBe('hola');
    expect(translatableText('a\u0000b\u0007c\u200bd\u2028e')).toBe('a b c d e');
    expect(translatableText("L'economia blava, col·lecció «sí» (50 %) ¿qué? — fin.")).toBe("L'economia blava, col·lecció «sí» (50 %) ¿qué? — fin.");
  });

  it('writes a text as one NUL-ended segment between its request tags, and reads back only the answer carrying them', () => {
    const tag = requestTag(7);
    expect(tag).toBe('[rg7]');
    expect(toStreamSegment(' la [casa]^ ', tag)).toBe('[rg7]la casa[rg7][][\n]\u0000');
    expect(fromStreamSegment('[rg7]The round-up \\$and a\\/b.[rg7][][\n]', tag)).toEqual({ text: 'The round-up $and a/b.', knownShare: 1 });
    expect(fromStreamSegment('[rg7]*tipadas [][\n]graphs[rg7]', tag)).toEqual({ text: 'tipadas graphs', knownShare: 0.5 });
  });

  it('refuses an answer that is not exactly one answer to its request: the chain is out of step', () => {
    const tag = requestTag(7);
    expect(fromStreamSegment('[rg8]The house[rg8][][\n]', tag)).toBeNull();
    expect(fromStreamSegment('The house[][\n]', tag)).toBeNull();
    expect(fromStreamSegment('[rg7]Hello[rg7][rg8]The house[rg8][][\n]', tag)).toBeNull();
    expect(fromStreamSegment('[rg7]Hello and the house[rg8][][\n]', tag)).toBeNull();
    expect(fromStreamSegment('Hello [rg7]house[rg7]', tag)).toBeNull();
    expect(fromStreamSegment('[rg7]Hello', tag)).toBeNull();
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
