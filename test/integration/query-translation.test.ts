/**
 * The query translator on the real Apertium programs (installed by scripts/translation/setup.sh):
 * Spanish and Catalan queries come back in English through long-lived null-flush chains, queries
 * sent at once come back each with its own translation, pairs it does not translate give null,
 * the language of a short title is guessed from the words each language's analyser knows,
 * hostile texts (stream-format and control characters) beside private ones never cross (sent as
 * clients' reads taking turns on the query chain, and as batch work all at once), a chain
 * whose answers lose step with its requests is stopped, and a chain that does not answer in time
 * is a typed ENGINE_TIMEOUT. The stuck and the lossy chains are real processes (tail, sed)
 * installed as a mode in a folder of their own (apertium-modes.ts). How reads take turns:
 * translation-turns.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mulberry32 } from '../../src/common/random';
import { createTranslator } from '../../src/translation';
import type { Translator } from '../../src/translation';
import { asRead, translationSettings, translatorWithMode, translatorWithScript } from './apertium-modes';

describe('query translation (Apertium)', () => {
  let translator: Translator;
  beforeAll(() => (translator = createTranslator(translationSettings())!));
  afterAll(() => translator.close());

  it('renders Spanish and Catalan queries in English, keeping what it cannot translate', async () => {
    expect(await translator.translate('Aprender a enlazar entidades con una base de conocimiento', 'es', 'en')).toBe('Learn to link entities with a base of knowledge');
    const catalan = await translator.translate("Traducció automàtica neuronal per a llengües amb pocs recursos:\n l'algorisme xyzzy", 'ca', 'en');
    expect(catalan).toMatch(/machine translation/i);
    expect(catalan).toMatch(/resources/);
    expect(catalan).toMatch(/xyzzy/);
    expect(catalan).not.toMatch(/[*#@\n]/);
  });

  it('answers queries sent at once each with its own translation', async () => {
    const spanish = ['El resumen automático', 'La traducción automática estadística', 'Un algoritmo genético', 'Redes neuronales profundas', 'Hola'];
    const together = await Promise.all(spanish.map((text) => translator.translate(text, 'es', 'en')));
    const oneByOne: (string | null)[] = [];
    for (const text of spanish) oneByOne.push(await createTranslator(translationSettings())!.translate(text, 'es', 'en'));
    expect(together).toEqual(oneByOne);
    expect(together[4]).toBe('Hello');
  });

  it('renders many titles at once, each in its order, without remembering them', async () => {
    const titles = ['Learning to link entities with a knowledge base', 'Statistical machine translation', 'Hello'];
    const spanish = await translator.translateEach(titles, 'en', 'es');
    expect(spanish).toHaveLength(3);
    expect(spanish![0]).toMatch(/entidades/);
    expect(spanish![1]).toMatch(/traducción/i);
    expect(spanish![2]).toBe('Hola');
    expect(await translator.translateEach(titles, 'en', 'ca')).toEqual(await Promise.all(titles.map((title) => translator.translate(title, 'en', 'ca'))));
    expect(await translator.translateEach(titles, 'en', 'de')).toBeNull();
  });

  it("reads the shell's and Apertium's special characters as spaces, never as commands or stream format", async () => {
    expect(await translator.translate('$(touch /tmp/x) `ls` [uno] ^dos$ <tres> {cuatro} \\ "cinco" 10/20 hola^', 'es', 'en')).toBe('(touch tmp x) ls One two three four "five" 10 20 hello');
  });

  it('gives every query its own translation whatever the others hold: hostile texts beside private ones, 0 crossed', async () => {
    const random = mulberry32(47);
    const pick = (from: string) => from[Math.floor(random() * from.length)]!;
    const hostileCharacters = '^$/<>{}[]\\@*#~+|\u0000\u0001\u0007\u001b\n\r\t\u2028\u200b\ud800';
    const hostile = Array.from({ length: 150 }, (_, i) => {
      const words = ['casa', 'la', 'azul', 'red', 'de', 'datos'].map((word) => (random() < 0.5 ? word : pick(hostileCharacters) + word + pick(hostileCharacters)));
      return `${words.join(random() < 0.3 ? pick(hostileCharacters) : ' ')}${i % 3 === 0 ? '^' : pick(hostileCharacters)}`;
    });
    const privateQueries = Array.from({ length: 50 }, (_, i) => `Consulta privada ${7000 + i} sobre la economía azul de los océanos`);
    const texts = hostile.flatMap((text, i) => (i % 3 === 0 ? [text, privateQueries[i / 3]!] : [text]));
    expect(texts).toHaveLength(200);

    // Each text alone, one after another on a chain of its own: what it must get back.
    const alone = createTranslator(translationSettings())!;
    const expected: (string | null)[] = [];
    try {
      for (const text of texts) expected.push(await alone.translate(text, 'es', 'en'));
    } finally {
      alone.close();
    }
    // All at once, as five clients' concurrent reads send them: taking turns on the shared query chain.
    const together = await Promise.all(texts.map((text, i) => asRead(() => translator.translate(text, 'es', 'en'), `client-${i % 5}`)));
    expect(together).toEqual(expected);
    // And as batch work sends them, all at once on its own chain (a translator of its own: none remembered).
    const batch = createTranslator(translationSettings())!;
    try {
      expect(await Promise.all(texts.map((text) => batch.translate(text, 'es', 'en')))).toEqual(expected);
    } finally {
      batch.close();
    }
    privateQueries.forEach((text, i) => expect(together[texts.indexOf(text)]).toContain(String(7000 + i)));
    for (const [i, translation] of together.entries()) {
      if (!privateQueries.includes(texts[i]!)) expect(translation).not.toMatch(/70\d\d/);
    }
  });

  it('stops a chain whose answers do not carry their requests\' tags: no request gets another\'s answer, the unanswered fail typed', async () => {
    // A real program that drops every second segment (`sed -z -u 'n;d'`, unbuffered: print one, delete the next),
    // as a chain would that lost an answer. All six texts in the chain at once, so an answer
    // follows each lost one and shows the chain out of step (with fewer, the last one lost would
    // only be an ENGINE_TIMEOUT).
    const texts = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];
    const lossy = await translatorWithMode("sed -u 'n;d'\n", { inFlight: texts.length });
    try {
      // A read: no second chance on a fresh chain (batch work gets one: below).
      const outcomes = await asRead(() => Promise.allSettled(texts.map((text) => lossy.translator.translate(text, 'es', 'en'))));
      outcomes.forEach((outcome, i) => {
        // sed echoes what it keeps: an answer is the request's own text or nothing.
        if (outcome.status === 'fulfilled') expect(outcome.value).toBe(texts[i]);
        else expect(outcome.reason).toMatchObject({ code: 'ENGINE_UNAVAILABLE', details: { engine: 'apertium' } });
      });
      expect(outcomes.filter((outcome) => outcome.status === 'rejected').length).toBeGreaterThan(0);
    } finally {
      lossy.restore();
    }
  });

  it('gives null for a pair it does not translate, and nothing when translation is off', async () => {
    expect(await translator.translate('Lernen, Entitäten zu verknüpfen', 'de', 'en')).toBeNull();
    expect(await translator.translate('Learning to link entities', 'en', 'en')).toBeNull();
    expect(createTranslator(translationSettings({ queries: 'off', titles: 'off' }))).toBeNull();
    expect(createTranslator(translationSettings({ queries: 'off', titles: 'apertium' }))).not.toBeNull();
  });

  it('guesses the language of a title too short for the detector from the words each analyser knows', async () => {
    // Titles of AAN's parity set (seed/parity), each too short for the statistical detector.
    expect(await translator.guessLanguage('Bosque de dependencias para la traducción automática estadística')).toBe('es');
    expect(await translator.guessLanguage("Reordenació anotada lingüísticament: avaluació i anàlisi")).toBe('ca');
    expect(await translator.guessLanguage('Dependency Forest for Statistical Machine Translation')).toBe('en');
    // Acronyms and names no dictionary knows: no guess.
    expect(await translator.guessLanguage('BLEU, METEOR y TER')).toBeNull();
  });

  it("stops a chain that does not answer a read in time with a typed error, and tries a new chain for the read's next query", async () => {
    // `-z` is added to every program of a mode: `tail -z -f /dev/null` reads nothing and never writes.
    const stuck = await translatorWithMode('tail -f /dev/null\n', { timeoutMs: 1_000 });
    try {
      await expect(asRead(() => stuck.translator.translate('Aprender a enlazar entidades', 'es', 'en'))).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT', details: { engine: 'apertium' } });
      await expect(asRead(() => stuck.translator.translate('Otra consulta', 'es', 'en'))).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
      expect(await stuck.translator.translate('Hola', 'ca', 'en')).toBeNull(); // not among this folder's modes
    } finally {
      stuck.restore();
    }
  });

  it('waits longer for a slow chain in batch work than in a read: a title batch outside any request is answered', async () => {
    // A real program answering after 2 s: past a read's 1 s, within batch work's 6 x 1 s.
    const slow = await translatorWithScript('sleep 2\nexec sed -z -u ""\n', { timeoutMs: 1_000 });
    try {
      await expect(asRead(() => slow.translator.translate('uno', 'es', 'en'))).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
      expect(await slow.translator.translateEach(['dos', 'tres'], 'es', 'en')).toEqual(['dos', 'tres']);
    } finally {
      slow.restore();
    }
  });

  it('rides batch work through a chain that was killed: the titles go again to a fresh chain', async () => {
    const titles = Array.from({ length: 50 }, (_, i) => `Statistical machine translation of ${i} languages`);
    const expected = await translator.translateEach(titles, 'en', 'es');
    // The chains this process started (their shells are its children, each leading its own process group), killed.
    for (const pid of execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' }).split('\n').filter(Boolean)) {
      try {
        process.kill(-Number(pid), 'SIGKILL');
      } catch {
        // not a group leader: not a chain
      }
    }
    expect(await translator.translateEach(titles, 'en', 'es')).toEqual(expected);
  });
});
