/**
 * Checks every argument of every field before its resolver runs (a type-graphql global
 * middleware), so no resolver sees a string with a NUL byte or a lone surrogate, an over-long
 * string or list, an id breaking the ingestion id rule, or a year outside the years papers can
 * have. Limits follow the declared type, never the argument's name: `FreeText` may be long,
 * `LibraryText` (a pasted library file) longer, every other string short, a `Year` in range (types/scalars.ts). Ingestion records (JSON
 * objects) are not walked: ingestion validates each record itself and rejects a bad one alone.
 */
import { getNamedType, GraphQLField, GraphQLInputObjectType, GraphQLInputType, isInputObjectType, isListType, isNonNullType } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import { MAX_YEAR, MIN_YEAR } from '../../common/years';
import { idProblem } from '../../ingest';
import type { ApiSettings } from '../../config';
import type { Context } from '../context';
import { FREE_TEXT_SCALAR_NAME, LIBRARY_TEXT_SCALAR_NAME, YEAR_SCALAR_NAME } from '../types/scalars';

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Limits = Pick<ApiSettings, 'maxTextCharacters' | 'maxStringCharacters' | 'maxListItems' | 'maxLibraryCharacters'>;

function stringLimit(typeName: string, limits: Limits): number {
  if (typeName === FREE_TEXT_SCALAR_NAME) return limits.maxTextCharacters;
  if (typeName === LIBRARY_TEXT_SCALAR_NAME) return limits.maxLibraryCharacters;
  return limits.maxStringCharacters;
}

/** Problems of one value, checked against its declared GraphQL input type. Pure. */
export function checkArgument(path: string, type: GraphQLInputType, value: unknown, limits: Limits): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return checkArgument(path, inner.ofType, value, limits);
    if (value.length > limits.maxListItems) throw invalidArgument(path, `at most ${limits.maxListItems} items, got ${value.length}`);
    value.forEach((item, i) => checkArgument(`${path}[${i}]`, inner.ofType, item, limits));
    return;
  }
  if (isInputObjectType(inner)) return checkInputObject(path, inner, value as Record<string, unknown>, limits);
  const typeName = getNamedType(inner).name;
  if (typeName === 'JSONObject') return;
  if (typeof value === 'string') checkString(path, stringLimit(typeName, limits), value);
  // Ids follow the rule ingestion stores them by: no id breaking it can name anything.
  const idRule = typeName === 'ID' && typeof value === 'string' ? idProblem(value) : null;
  if (idRule) throw invalidArgument(path, idRule);
  if (typeName === YEAR_SCALAR_NAME && typeof value === 'number' && (!Number.isInteger(value) || value < MIN_YEAR || value > MAX_YEAR)) {
    throw invalidArgument(path, `a year in [${MIN_YEAR}, ${MAX_YEAR}], got ${value}`);
  }
}

function checkInputObject(path: string, type: GraphQLInputObjectType, value: Record<string, unknown>, limits: Limits): void {
  for (const [fieldName, field] of Object.entries(type.getFields())) checkArgument(`${path}.${fieldName}`, field.type, value[fieldName], limits);
}

function checkString(path: string, max: number, value: string): void {
  if (NUL.test(value)) throw invalidArgument(path, 'must not contain NUL characters');
  if (LONE_SURROGATE.test(value)) throw invalidArgument(path, 'must be valid Unicode (it holds a lone UTF-16 surrogate)');
  if (value.length > max) throw invalidArgument(path, `at most ${max} characters, got ${value.length}`);
}

export function argumentGuard(limits: Limits): MiddlewareFn<Context> {
  return async ({ args, info }, next) => {
    if (Object.keys(args).length > 0) {
      const field = info.parentType.getFields()[info.fieldName] as GraphQLField<unknown, unknown>;
      for (const argument of field.args) checkArgument(argument.name, argument.type, args[argument.name], limits);
    }
    return next();
  };
}
