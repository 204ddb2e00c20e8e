/**
 * Checks every argument of every field before its resolver runs (a type-graphql global
 * middleware), so no resolver sees a string with a NUL byte or a lone surrogate, an over-long
 * string or list, an id breaking the ingestion id rule, or a year outside the years papers can have. Ingestion records (JSON objects)
 * are not walked: ingestion validates each record itself and rejects a bad one alone.
 */
import { getNamedType, GraphQLField, GraphQLInputObjectType, GraphQLInputType, isInputObjectType, isListType, isNonNullType } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import { MAX_YEAR, MIN_YEAR } from '../../common/years';
import { idProblem } from '../../ingest';
import type { ApiSettings } from '../../config';
import type { Context } from '../context';

/** Arguments and input fields holding free text, allowed up to maxTextCharacters. */
const TEXT_NAMES = new Set(['query', 'text', 'title', 'abstract', 'context', 'topicSentence']);
/** Arguments and input fields holding a year. */
const YEAR_NAMES = new Set(['year', 'yearFrom', 'yearTo', 'before', 'maxYear', 'asOfYear']);
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Limits = Pick<ApiSettings, 'maxTextCharacters' | 'maxStringCharacters' | 'maxListItems'>;

/** Fields whose `text` is a whole library file (BibTeX, RIS, CSL-JSON), held to REFGRAPH_MAX_LIBRARY_CHARACTERS instead of a free text's limit. */
const LIBRARY_TEXT_FIELDS = new Set(['Query.matchReferences']);

/** Problems of one value, checked against its declared GraphQL input type. Pure. */
export function checkArgument(path: string, name: string, type: GraphQLInputType, value: unknown, limits: Limits): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return checkArgument(path, name, inner.ofType, value, limits);
    if (value.length > limits.maxListItems) throw invalidArgument(path, `at most ${limits.maxListItems} items, got ${value.length}`);
    value.forEach((item, i) => checkArgument(`${path}[${i}]`, name, inner.ofType, item, limits));
    return;
  }
  if (isInputObjectType(inner)) return checkInputObject(path, inner, value as Record<string, unknown>, limits);
  const typeName = getNamedType(inner).name;
  if (typeName === 'JSONObject') return;
  if (typeof value === 'string') checkString(path, name, value, limits);
  // Ids follow the rule ingestion stores them by: no id breaking it can name anything.
  const idRule = typeName === 'ID' && typeof value === 'string' ? idProblem(value) : null;
  if (idRule) throw invalidArgument(path, idRule);
  if (typeof value === 'number' && YEAR_NAMES.has(name) && (!Number.isInteger(value) || value < MIN_YEAR || value > MAX_YEAR)) {
    throw invalidArgument(path, `a year in [${MIN_YEAR}, ${MAX_YEAR}], got ${value}`);
  }
}

function checkInputObject(path: string, type: GraphQLInputObjectType, value: Record<string, unknown>, limits: Limits): void {
  for (const [fieldName, field] of Object.entries(type.getFields())) checkArgument(`${path}.${fieldName}`, fieldName, field.type, value[fieldName], limits);
}

function checkString(path: string, name: string, value: string, limits: Limits): void {
  if (NUL.test(value)) throw invalidArgument(path, 'must not contain NUL characters');
  if (LONE_SURROGATE.test(value)) throw invalidArgument(path, 'must be valid Unicode (it holds a lone UTF-16 surrogate)');
  const max = TEXT_NAMES.has(name) ? limits.maxTextCharacters : limits.maxStringCharacters;
  if (value.length > max) throw invalidArgument(path, `at most ${max} characters, got ${value.length}`);
}

export function argumentGuard(limits: Limits & Pick<ApiSettings, 'maxLibraryCharacters'>): MiddlewareFn<Context> {
  const libraryLimits = { ...limits, maxTextCharacters: limits.maxLibraryCharacters };
  return async ({ args, info }, next) => {
    if (Object.keys(args).length > 0) {
      const field = info.parentType.getFields()[info.fieldName] as GraphQLField<unknown, unknown>;
      const library = LIBRARY_TEXT_FIELDS.has(`${info.parentType.name}.${info.fieldName}`);
      for (const argument of field.args) checkArgument(argument.name, argument.name, argument.type, args[argument.name], library && argument.name === 'text' ? libraryLimits : limits);
    }
    return next();
  };
}
