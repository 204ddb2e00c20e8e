/**
 * The query translator on the real Apertium programs (installed by scripts/translation/setup.sh):
 * Spanish and Catalan queries come back in English through long-lived null-flush chains, queries
 * sent at once come back each with its own translation, pairs it does not translate give null,
 * the language of a short title is guessed from the words each language's analyser knows,
 * and a chain that does not answer in time is a typed ENGINE_TIMEOUT. The stuck chain is a real
 * process that reads and never answers, installed as a mode in a folder of its own
 * (APERTIUM_DATADIR, which the translator reads as the `apertium` script does).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTranslator } from '../../src/translation';
import type { Translator } from '../../src/translation';

describe('query translation (Apertium)', () => {
  let translator: Translator;
  beforeAll(() => (translator = createTranslator({ queries: 'apertium', titles: 'off', timeoutMs: 10_000 })!));
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
    for (const text of spanish) oneByOne.push(await createTranslator({ queries: 'apertium', titles: 'off', timeoutMs: 10_000 })!.translate(text, 'es', 'en'));
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

  it("passes the shell's and Apertium's special characters through as text", async () => {
    expect(await translator.translate('$(touch /tmp/x) `ls` [uno] ^dos$ <tres> {cuatro} \\ "cinco" 10/20', 'es', 'en')).toBe('$(touch /tmp/x) `ls` [One] ^two$ <three> {four} \\ "five" 10/20');
  });

  it('gives null for a pair it does not translate, and nothing when translation is off', async () => {
    expect(await translator.translate('Lernen, Entitäten zu verknüpfen', 'de', 'en')).toBeNull();
    expect(await translator.translate('Learning to link entities', 'en', 'en')).toBeNull();
    expect(createTranslator({ queries: 'off', titles: 'off', timeoutMs: 10_000 })).toBeNull();
    expect(createTranslator({ queries: 'off', titles: 'apertium', timeoutMs: 10_000 })).not.toBeNull();
  });

  it('guesses the language of a title too short for the detector from the words each analyser knows', async () => {
    // Titles of AAN's parity set (seed/parity), each too short for the statistical detector.
    expect(await translator.guessLanguage('Bosque de dependencias para la traducción automática estadística')).toBe('es');
    expect(await translator.guessLanguage("Reordenació anotada lingüísticament: avaluació i anàlisi")).toBe('ca');
    expect(await translator.guessLanguage('Dependency Forest for Statistical Machine Translation')).toBe('en');
    // Acronyms and names no dictionary knows: no guess.
    expect(await translator.guessLanguage('BLEU, METEOR y TER')).toBeNull();
  });

  it('stops a chain that does not answer in time with a typed error, and tries a new chain for the next query', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-apertium-'));
    await mkdir(path.join(dataDir, 'modes'));
    // `-z` is added to every program of a mode: `tail -z -f /dev/null` reads nothing and never writes.
    await writeFile(path.join(dataDir, 'modes', 'spa-eng.mode'), 'tail -f /dev/null\n');
    const saved = process.env.APERTIUM_DATADIR;
    process.env.APERTIUM_DATADIR = dataDir;
    const stuck = createTranslator({ queries: 'apertium', titles: 'off', timeoutMs: 1_000 })!;
    try {
      await expect(stuck.translate('Aprender a enlazar entidades', 'es', 'en')).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT', details: { engine: 'apertium' } });
      await expect(stuck.translate('Otra consulta', 'es', 'en')).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
      expect(await stuck.translate('Hola', 'ca', 'en')).toBeNull(); // not among this folder's modes
    } finally {
      stuck.close();
      if (saved === undefined) delete process.env.APERTIUM_DATADIR;
      else process.env.APERTIUM_DATADIR = saved;
    }
  });
});
