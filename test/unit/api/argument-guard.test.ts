import { GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { checkArgument } from '../../../src/api/security/argument-guard';
import { FreeTextScalar, LibraryTextScalar, YearScalar } from '../../../src/api/types/scalars';

const LIMITS = { maxTextCharacters: 50, maxStringCharacters: 10, maxListItems: 3, maxLibraryCharacters: 80 };
const Filter = new GraphQLInputObjectType({ name: 'Filter', fields: { yearFrom: { type: YearScalar }, venue: { type: GraphQLString } } });

function problem(name: string, type: Parameters<typeof checkArgument>[1], value: unknown): string | null {
  try {
    checkArgument(name, type, value, LIMITS);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('argument guard', () => {
  it('accepts ordinary values', () => {
    expect(problem('query', FreeTextScalar, 'citation analysis')).toBeNull();
    expect(problem('ids', new GraphQLList(GraphQLString), ['a', 'b'])).toBeNull();
    expect(problem('filter', Filter, { yearFrom: 1955, venue: 'JASIS' })).toBeNull();
    expect(problem('query', FreeTextScalar, 'emoji \ud83d\ude00 pairs are fine')).toBeNull();
  });

  it('refuses NUL bytes and lone surrogates anywhere, naming the path', () => {
    expect(problem('query', GraphQLString, 'a\u0000b')).toBe('query: must not contain NUL characters');
    expect(problem('query', GraphQLString, 'a\ud800b')).toMatch(/^query: must be valid Unicode/);
    expect(problem('query', GraphQLString, 'a\udc00')).toMatch(/^query: must be valid Unicode/);
    expect(problem('filter', Filter, { venue: 'x\u0000' })).toBe('filter.venue: must not contain NUL characters');
  });

  it('caps free text, other strings and lists separately, by the declared type and not the name', () => {
    expect(problem('query', FreeTextScalar, 'x'.repeat(50))).toBeNull();
    expect(problem('query', FreeTextScalar, 'x'.repeat(51))).toBe('query: at most 50 characters, got 51');
    expect(problem('notes', new GraphQLList(FreeTextScalar), ['x'.repeat(50)])).toBeNull();
    expect(problem('query', GraphQLString, 'x'.repeat(11))).toBe('query: at most 10 characters, got 11');
    expect(problem('id', GraphQLString, 'x'.repeat(11))).toBe('id: at most 10 characters, got 11');
    expect(problem('text', LibraryTextScalar, 'x'.repeat(80))).toBeNull();
    expect(problem('text', LibraryTextScalar, 'x'.repeat(81))).toBe('text: at most 80 characters, got 81');
    expect(problem('text', LibraryTextScalar, '@article{a\u0000')).toBe('text: must not contain NUL characters');
    expect(problem('ids', new GraphQLNonNull(new GraphQLList(GraphQLString)), ['a', 'b', 'c', 'd'])).toBe('ids: at most 3 items, got 4');
  });

  it('holds ids to the ingestion id rule', () => {
    expect(problem('id', GraphQLID, 'P02-1040')).toBeNull();
    expect(problem('id', GraphQLID, 'two words')).toMatch(/^id: must be 1–200 printable ASCII characters without whitespace/);
    expect(problem('id', GraphQLString, 'two words')).toBeNull();
  });

  it('keeps every Year in range, whatever its name, and reads an Int as a count', () => {
    expect(problem('filter', Filter, { yearFrom: 0 })).toBe('filter.yearFrom: a year in [1000, 2999], got 0');
    expect(problem('year', YearScalar, 99999)).toBe('year: a year in [1000, 2999], got 99999');
    expect(problem('since', YearScalar, 999)).toBe('since: a year in [1000, 2999], got 999');
    expect(problem('year', YearScalar, 2024)).toBeNull();
    expect(problem('year', GraphQLInt, 99999)).toBeNull();
  });

  it('leaves JSON records to ingestion, which rejects a bad record alone', () => {
    expect(problem('records', new GraphQLList(GraphQLJSONObject), [{ title: 'a\u0000' }])).toBeNull();
  });
});
