import { GoldQuery, judgeQueries, NO_FIELD, PaperFacts, queryField } from '../../../../src/eval/gold/gold-query';

const facts = new Map<string, PaperFacts>([
  ['old-nlp', { year: 2000, field: 'NLP' }],
  ['old-ir', { year: 2001, field: 'IR' }],
  ['old-ir-2', { year: 2002, field: 'IR' }],
  ['same-year', { year: 2010, field: 'NLP' }],
  ['later', { year: 2015, field: 'NLP' }],
  ['no-field', { year: 2003, field: null }],
  ['self', { year: 2005, field: 'NLP' }],
]);

function query(id: string, year: number, gold: Record<string, number>, extra: Partial<GoldQuery> = {}): GoldQuery {
  return { id, year, source: { kind: 'talk', talkId: id }, fieldsOfStudy: [], excludeIds: [], gold: new Map(Object.entries(gold)), ...extra };
}

describe('judging queries against the candidate pool', () => {
  it('keeps only gold published before the query, stored, and not the query itself; counts what it drops', () => {
    const { judged, counts } = judgeQueries(
      [
        query('talk:a', 2010, { 'old-nlp': 1, 'same-year': 1, later: 1, unknown: 1, 'old-ir': 0 }),
        query('paper:self', 2010, { self: 1, 'old-ir': 1 }, { excludeIds: ['self'] }),
      ],
      facts,
    );
    expect(judged.map((q) => [q.id, [...q.qrels]])).toEqual([
      ['talk:a', [['old-nlp', 1], ['old-ir', 0]]],
      ['paper:self', [['old-ir', 1]]],
    ]);
    // Non-relevant judgements (grade 0) are kept as judgements but never counted as dropped gold.
    expect(counts).toEqual({ judged: 2, skippedNoGold: 0, goldNotInCorpus: 1, goldNotBefore: 3 });
  });

  it('skips and counts queries left without a relevant paper', () => {
    const { judged, counts } = judgeQueries(
      [query('talk:future', 2000, { later: 1 }), query('talk:nothing-relevant', 2010, { 'old-nlp': 0 }), query('talk:ok', 2010, { 'old-ir': 2 })],
      facts,
    );
    expect(judged.map((q) => q.id)).toEqual(['talk:ok']);
    expect(counts).toMatchObject({ judged: 1, skippedNoGold: 2, goldNotBefore: 1 });
  });

  it("reports a query under its own first field, else its relevant papers' most common field, ties by name", () => {
    const qrels = (grades: Record<string, number>) => new Map(Object.entries(grades));
    expect(queryField(['Biology', 'Genetics'], qrels({ 'old-ir': 1 }), facts)).toBe('Biology');
    expect(queryField([], qrels({ 'old-ir': 1, 'old-ir-2': 1, 'old-nlp': 1 }), facts)).toBe('IR');
    expect(queryField([], qrels({ 'old-ir': 1, 'old-nlp': 1 }), facts)).toBe('IR');
    expect(queryField([], qrels({ 'old-ir': 0, 'old-nlp': 1, 'no-field': 1 }), facts)).toBe('NLP');
    expect(queryField([], qrels({ 'no-field': 1 }), facts)).toBe(NO_FIELD);
  });
});
