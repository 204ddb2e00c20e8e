/**
 * The query translator on the real `apertium` command (installed by scripts/translation/setup.sh):
 * Spanish and Catalan queries come back in English, pairs it does not translate give null, and a
 * run that does not finish in time is a typed ENGINE_TIMEOUT.
 */
import { createQueryTranslator } from '../../src/translation';

describe('query translation (Apertium)', () => {
  const translate = createQueryTranslator({ queries: 'apertium', timeoutMs: 10_000 })!;

  it('renders Spanish and Catalan queries in English, keeping what it cannot translate', async () => {
    expect(await translate('Aprender a enlazar entidades con una base de conocimiento', 'es', 'en')).toBe('Learn to link entities with a base of knowledge');
    const catalan = await translate("Traducció automàtica neuronal per a llengües amb pocs recursos: l'algorisme xyzzy", 'ca', 'en');
    expect(catalan).toMatch(/machine translation/i);
    expect(catalan).toMatch(/resources/);
    expect(catalan).toMatch(/xyzzy/);
    expect(catalan).not.toMatch(/[*#@]/);
  });

  it("passes the shell's and Apertium's special characters through as text", async () => {
    expect(await translate('$(touch /tmp/x) `ls` [uno] ^dos$ <tres> {cuatro} \\ "cinco"', 'es', 'en')).toBe('$(touch /tmp/x) `ls` [One] ^two$ <three> {four} \\ "five"');
  });

  it('gives null for a pair it does not translate, and nothing when translation is off', async () => {
    expect(await translate('Lernen, Entitäten zu verknüpfen', 'de', 'en')).toBeNull();
    expect(await translate('Learning to link entities', 'en', 'en')).toBeNull();
    expect(createQueryTranslator({ queries: 'off', timeoutMs: 10_000 })).toBeNull();
  });

  it('stops a run that does not answer in time, with a typed error', async () => {
    const hurried = createQueryTranslator({ queries: 'apertium', timeoutMs: 1 })!;
    await expect(hurried('Aprender a enlazar entidades', 'es', 'en')).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
  });
});
