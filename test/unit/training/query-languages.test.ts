import { checkedQueryLanguages, languageDraws, queryRenderer } from '../../../src/training/query-languages';
import type { Translate } from '../../../src/training/query-languages';

const example = { query: 'neural machine translation', positive: 'attention is all you need', negatives: ['a study of coral reefs'] };

/** A stand-in for Apertium's pairs with English: tags the text with the pair it went through. */
const tagging: Translate = async (text, from, to) => (from === 'en' || to === 'en' ? `[${from}>${to}] ${text}` : null);

describe('training queries in other languages', () => {
  it('accepts a list of the languages Apertium translates, each once', () => {
    expect(checkedQueryLanguages('--query-languages', 'en, es,ca')).toEqual(['en', 'es', 'ca']);
    expect(() => checkedQueryLanguages('--query-languages', 'en,fr')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining("expected a comma-separated list of en, es, ca, got 'en,fr'") }));
    expect(() => checkedQueryLanguages('--query-languages', '')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => checkedQueryLanguages('--query-languages', 'ca,ca')).toThrow(expect.objectContaining({ message: expect.stringContaining('names a language twice') }));
  });

  it('draws each example its language uniformly, the same sequence for a seed and another for another seed', () => {
    const draw = (seed: number) => {
      const next = languageDraws(['en', 'es', 'ca'], seed);
      return Array.from({ length: 3000 }, next);
    };
    const drawn = draw(25);
    expect(draw(25)).toEqual(drawn);
    expect(draw(26)).not.toEqual(drawn);
    for (const language of ['en', 'es', 'ca']) expect(Math.abs(drawn.filter((l) => l === language).length - 1000)).toBeLessThan(100);
  });

  it('translates the query alone, keeps it where the drawn language is its own or the pair is not translated, and counts the outcome', async () => {
    const rendered: Record<string, number> = {};
    const render = queryRenderer({ languages: ['es'], mainLanguage: 'en', translate: tagging }, 25, rendered);
    expect(await render(example, 'en')).toEqual({ ...example, query: '[en>es] neural machine translation' });
    // No stored language, or one the detector could not place ('und', most of AAN's short titles): the library's main one.
    expect((await render(example, null)).query).toBe('[en>es] neural machine translation');
    expect((await render(example, 'und')).query).toBe('[en>es] neural machine translation');
    expect(await render(example, 'es')).toEqual(example);
    expect(await render(example, 'ca')).toEqual(example);
    expect(rendered).toEqual({ es: 4, ca: 1 });
  });
});
