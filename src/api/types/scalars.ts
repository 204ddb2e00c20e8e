/**
 * Scalars that carry their limits in the schema: a client reads from the type, not from a
 * convention on argument names, what a value may be. They parse as Int and String do; the
 * argument guard (security/argument-guard.ts) checks the limits by the type's name before any
 * resolver runs, so a value outside them is INVALID_ARGUMENT naming the argument, like every
 * other bad input.
 */
import { GraphQLInt, GraphQLScalarType, GraphQLString } from 'graphql';
import { MAX_YEAR, MIN_YEAR } from '../../common/years';

export const YEAR_SCALAR_NAME = 'Year';
export const FREE_TEXT_SCALAR_NAME = 'FreeText';
export const LIBRARY_TEXT_SCALAR_NAME = 'LibraryText';

export const YearScalar = new GraphQLScalarType<number, number>({
  name: YEAR_SCALAR_NAME,
  description: `A year: an integer from ${MIN_YEAR} to ${MAX_YEAR}; outside that range INVALID_ARGUMENT.`,
  serialize: (value) => GraphQLInt.serialize(value),
  parseValue: (value) => GraphQLInt.parseValue(value),
  parseLiteral: (ast, variables) => GraphQLInt.parseLiteral(ast, variables),
});

export const FreeTextScalar = new GraphQLScalarType<string, string>({
  name: FREE_TEXT_SCALAR_NAME,
  description:
    'Text a person writes (a search query, a title, an abstract, a citation context): at most REFGRAPH_MAX_TEXT_CHARACTERS characters (every other string argument: REFGRAPH_MAX_STRING_CHARACTERS), valid Unicode without NUL characters; otherwise INVALID_ARGUMENT.',
  serialize: (value) => GraphQLString.serialize(value),
  parseValue: (value) => GraphQLString.parseValue(value),
  parseLiteral: (ast, variables) => GraphQLString.parseLiteral(ast, variables),
});

export const LibraryTextScalar = new GraphQLScalarType<string, string>({
  name: LIBRARY_TEXT_SCALAR_NAME,
  description:
    'A whole library file pasted as text (BibTeX, RIS, CSL-JSON): at most REFGRAPH_MAX_LIBRARY_CHARACTERS characters, valid Unicode without NUL characters; otherwise INVALID_ARGUMENT.',
  serialize: (value) => GraphQLString.serialize(value),
  parseValue: (value) => GraphQLString.parseValue(value),
  parseLiteral: (ast, variables) => GraphQLString.parseLiteral(ast, variables),
});
