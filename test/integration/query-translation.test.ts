/**
 * The query translator on the real Apertium programs (installed by scripts/translation/setup.sh):
 * Spanish and Catalan queries come back in English through long-lived null-flush chains, queries
 * sent at once come back each with its own translation, pairs it does not translate give null,
 * and a chain that does not answer in time is a typed ENGINE_TIMEOUT after which the next query
 * is served by a new chain.
 */
import { createQueryTranslator } from '../../src/translation';
import type { QueryTranslator } from '../../src/translation';

describe('query translation (Apertium)', () => {
  let translator: QueryTranslator;
  beforeAll(() => (translator = createQueryTranslator({ queries: 'apertium', timeoutMs: 10_000 })!));
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
    for (const text of spanish) oneByOne.push(await createQueryTranslator({ queries: 'apertium', timeoutMs: 10_000 })!.translate(text, 'es', 'en'));
    expect(together).toEqual(oneByOne);
    expect(together[4]).toBe('Hello');
  });

  it("passes the shell's and Apertium's special characters through as text", async () => {
    expect(await translator.translate('$(touch /tmp/x) `ls` [uno] ^dos$ <tres> {cuatro} \\ "cinco" 10/20', 'es', 'en')).toBe('$(touch /tmp/x) `ls` [One] ^two$ <three> {four} \\ "five" 10/20');
  });

  it('gives null for a pair it does not translate, and nothing when translation is off', async () => {
    expect(await translator.translate('Lernen, Entitäten zu verknüpfen', 'de', 'en')).toBeNull();
    expect(await translator.translate('Learning to link entities', 'en', 'en')).toBeNull();
    expect(createQueryTranslator({ queries: 'off', timeoutMs: 10_000 })).toBeNull();
  });

  it('stops a chain that does not answer in time with a typed error, and serves the next query from a new one', async () => {
    const hurried = createQueryTranslator({ queries: 'apertium', timeoutMs: 150 })!;
    // Listing the modes and loading the dictionaries take longer than 150 ms.
    await expect(hurried.translate('Aprender a enlazar entidades', 'es', 'en')).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
    hurried.close();
  });
});
