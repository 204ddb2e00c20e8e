import { closestNames, editDistance, matchNames, unknownNames } from '../../../src/common/closest-names';

const FIELDS = ['Machine Learning', 'Machine learning', 'Natural Language Processing', 'Graph Learning', 'Information Retrieval', 'Économie'];

describe('closest names', () => {
  it('counts edits as Levenshtein does', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('matches names ignoring case, accents and punctuation, to every stored spelling', () => {
    expect(matchNames(['MACHINE-learning', 'economie', 'information   retrieval'], FIELDS)).toEqual({
      names: ['Machine Learning', 'Machine learning', 'Économie', 'Information Retrieval'],
      unknown: [],
    });
    expect(matchNames(['Machine Lerning', 'Physics'], FIELDS)).toEqual({ names: [], unknown: ['Machine Lerning', 'Physics'] });
  });

  it('suggests the stored names within a typo of the value, else the closest ones', () => {
    expect(closestNames('Natural Langauge Processing', FIELDS)).toEqual(['Natural Language Processing']);
    expect(closestNames('machine lerning', FIELDS)).toEqual(['Machine Learning', 'Machine learning']);
    expect(closestNames('Graph Leanring', FIELDS)).toEqual(['Graph Learning']);
    expect(closestNames('zzz', FIELDS)).toHaveLength(3);
    expect(closestNames('anything', [])).toEqual([]);
  });

  it('reports unknown names as INVALID_ARGUMENT with suggestions, naming at most five values', () => {
    const error = unknownNames('filters.fieldsOfStudy', 'field of study', ['Machine Lerning'], FIELDS);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toBe("filters.fieldsOfStudy: unknown field of study 'Machine Lerning' (closest: 'Machine Learning', 'Machine learning')");
    expect(error.details).toEqual({ argument: 'filters.fieldsOfStudy', unknown: [{ value: 'Machine Lerning', closest: ['Machine Learning', 'Machine learning'] }] });
    const many = unknownNames('venues', 'venue', Array.from({ length: 8 }, (_, i) => `v${i}`).concat(['v0']), ['Nature']);
    expect((many.details.unknown as unknown[]).length).toBe(5);
    expect(many.message).toMatch(/ and 3 more$/);
    expect(unknownNames('venues', 'venue', ['x'.repeat(300)], ['Nature']).message.length).toBeLessThan(200);
  });
});
