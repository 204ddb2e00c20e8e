import { languageParity, setLanguage } from '../../../../src/eval/parity/parity-summary';

const qrels = (...ids: string[]) => new Map(ids.map((id) => [id, 1]));
const language: Record<string, string> = { en1: 'en', en2: 'en', es1: 'es', es2: 'es', ca1: 'ca' };
const languageOf = (id: string) => language[id] ?? null;

describe('cross-lingual parity', () => {
  const queries = [
    { id: 'q1', qrels: qrels('en1', 'es1') },
    { id: 'q2', qrels: qrels('en2') },
  ];
  const sets = [
    { language: 'en', queries, rankings: new Map([['q1', ['en1', 'es1']], ['q2', ['en2']]]) },
    // The Spanish version ranks a Spanish paper first and finds the English gold lower.
    { language: 'es', queries, rankings: new Map([['q1', ['es2', 'en1', 'es1']], ['q2', ['es1', 'es2', 'en2']]]) },
  ];

  it('gives AP@100, the ratio to English and the query language\'s shares of the top 10 and of the gold', () => {
    const [en, es] = languageParity(sets, languageOf);
    expect(en).toEqual({ language: 'en', queries: 2, ap: 1, ratio: null, top10Share: 0.75, goldShare: 0.75 });
    // q1: relevant at ranks 2 and 3 → (1/2 + 2/3) / 2; q2: rank 3 → 1/3.
    const ap = ((1 / 2 + 2 / 3) / 2 + 1 / 3) / 2;
    expect(es!.ap).toBeCloseTo(ap, 12);
    expect(es!.ratio).toBeCloseTo(ap, 12);
    // q1: 2 of 3 Spanish; q2: 2 of 3. Gold: q1 1 of 2, q2 0 of 1.
    expect(es!.top10Share).toBeCloseTo(2 / 3, 12);
    expect(es!.goldShare).toBeCloseTo(0.25, 12);
  });

  it('counts papers of unknown language as not in the query\'s language, and an empty ranking as AP 0', () => {
    const [, es] = languageParity([sets[0]!, { language: 'es', queries, rankings: new Map([['q1', ['x', 'es1']]]) }], languageOf);
    expect(es).toMatchObject({ top10Share: 0.25, goldShare: 0.25 });
    expect(es!.ap).toBeCloseTo(0.25 / 2, 12);
  });

  it('gives no ratio without an English set, or when English scores 0', () => {
    expect(languageParity([sets[1]!], languageOf)[0]!.ratio).toBeNull();
    const zero = { language: 'en', queries, rankings: new Map<string, string[]>() };
    expect(languageParity([zero, sets[1]!], languageOf)[1]!.ratio).toBeNull();
  });

  it('reads a set\'s language from its file name', () => {
    expect(setLanguage('demo.es')).toBe('es');
    expect(setLanguage('aan.ca')).toBe('ca');
    expect(setLanguage('queries_global')).toBeNull();
  });
});
