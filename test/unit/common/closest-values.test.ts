import { closestKnownValues, knownValue, levenshtein, unknownValueMessage } from '../../../src/common/closest-values';

const FIELDS = ['Computer Science', 'Climate Science', 'Economics', 'Oncology', 'Natural Language Processing', 'Social Science'];

describe('known values', () => {
  it('matches ignoring case, accents and surrounding space', () => {
    expect(knownValue('  computer SCIENCE ', FIELDS)).toBe('Computer Science');
    expect(knownValue('oncología', ['Oncologia'])).toBe('Oncologia');
    expect(knownValue('Physics', FIELDS)).toBeNull();
  });

  it('suggests containing values first, then the nearest by edit distance, nothing far', () => {
    expect(closestKnownValues('science', FIELDS)).toEqual(['Social Science', 'Climate Science', 'Computer Science']);
    expect(closestKnownValues('Oncolgy', FIELDS)).toEqual(['Oncology']);
    expect(closestKnownValues('Econmics', FIELDS, 1)).toEqual(['Economics']);
    expect(closestKnownValues('zzzzzz', FIELDS)).toEqual([]);
    expect(closestKnownValues('', FIELDS)).toEqual([]);
    expect(closestKnownValues('Economics '.repeat(20), FIELDS)).toEqual([]);
  });

  it('counts edits', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('same', 'same')).toBe(0);
  });

  it('says what is known when nothing is close', () => {
    expect(unknownValueMessage('field of study', 'Oncolgy', FIELDS)).toBe("'Oncolgy' is not a known field of study; closest: 'Oncology'");
    expect(unknownValueMessage('field of study', 'zzzz', FIELDS)).toBe(
      "'zzzz' is not a known field of study; known: 'Computer Science', 'Climate Science', 'Economics', 'Oncology', 'Natural Language Processing', … (6)",
    );
    expect(unknownValueMessage('language', 'xx', [])).toBe("'xx' is not a known language: there are none");
  });
});
