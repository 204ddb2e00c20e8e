/**
 * Schema-driven random GraphQL requests for the fuzzing test: every root field with arguments
 * drawn from hostile values (NUL bytes, lone surrogates, 100 KB strings, Lucene and Cypher
 * syntax, SQL, integers at and past the 32-bit edges, impossible years, huge lists), sent as
 * variables, plus structural attacks (deep nesting, many aliases). Seeded: the same cases each run.
 */
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

export interface FuzzCase {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

const STRINGS = [
  '',
  ' ',
  'citation',
  'garfield1955citation',
  'cita\u0000tion',
  'half \ud800 a pair',
  '\udfff',
  'x'.repeat(100_000),
  'title:(citation OR index)^3 AND "co-citation"~2 * ? \\ /regex/ [1 TO 2]',
  "') MATCH (n) DETACH DELETE n //",
  '"; DROP TABLE "Paper"; --',
  '{"$gt": ""}',
  '../../../../etc/passwd',
  'economia blava i energies renovables',
  '\u202e\u200b\ufeff zero-width and bidi',
  '😀'.repeat(1000),
  'W2741809807',
  '10.18653/v1/n19-1423',
];
/** Hostile library files for matchReferences' text: unclosed braces, deep nesting, macro loops, bombs of entries, broken JSON. */
const LIBRARY_TEXTS = [
  '@article{a, title={' + '{'.repeat(5000),
  '@article{a, title=' + '{x'.repeat(2000) + '}'.repeat(2000) + ', year=2000}',
  '@string{a = a # a}\n@string{b = a # a # a # a}\n@article{x, title = b # b # b, year = 2000}',
  '@article{x, author = {' + 'A and '.repeat(5000) + 'B}, title = {T}, year = {2000}}',
  '@comment{' + '@article{'.repeat(1000),
  '@preamble{"\\def\\x{\\x\\x}\\x"}\n@article{y, title={\\x}, year={2020}}',
  'TY  - JOUR\r\n'.repeat(3000),
  'TY  - JOUR\nAU  - ' + 'x'.repeat(50_000) + '\nTI  - T\nPY  - 99999\nER  - \n',
  '[' + '['.repeat(5000) + ']'.repeat(5001),
  '[{"id": "x", "title": {"$gt": ""}, "issued": {"date-parts": [["2000"]]}, "author": [{"family": null}]}]',
  '{"message": {"items": [' + '{"DOI": "10.1/x", "title": ["t"]},'.repeat(3000) + '{}]}}',
  '@article{dup, title={Deep learning}, year={2015}, doi={10.1038/nature14539}}\n'.repeat(50),
];
const INTS = [0, -1, 1, 3, 20, 1000, 1955, 2024, 2999, 3000, 99999, 2147483647, -2147483648, 2147483648, -2147483649, 1e15];
const FLOATS = [0, -1, 0.5, 1, 1e308, -1e308, 3.5];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Strings short enough that a 1001-item list of them stays under the body limit. */
const SHORT_STRINGS = STRINGS.filter((s) => s.length < 1000);

/**
 * A value of the type. Long lists hold short strings: a body over the server's limit is refused
 * with 413 before it is read to its end, which the client may see as a connection reset
 * (security.test.ts checks the 413 itself).
 */
function valueFor(type: GraphQLInputType, random: () => number, depth = 0, short = false): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, random, depth, short);
  if (random() < 0.05) return null;
  if (isListType(type)) {
    const size = pick(random, [0, 1, 2, 5, 1001]);
    return Array.from({ length: size }, () => valueFor(type.ofType, random, depth + 1, short || size > 5));
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return Object.fromEntries(fields.filter(() => random() < 0.6).map((f) => [f.name, valueFor(f.type, random, depth + 1, short)]));
  }
  if (isEnumType(type)) return random() < 0.9 ? pick(random, type.getValues()).name : 'NOT_A_VALUE';
  const name = (type as GraphQLNamedType).name;
  if (name === 'Int' || name === 'Year') return pick(random, INTS);
  if (name === 'Float') return pick(random, FLOATS);
  if (name === 'Boolean') return random() < 0.5;
  if (name === 'JSONObject') {
    const strings = short ? SHORT_STRINGS : STRINGS;
    return depth > 2 ? {} : { kind: pick(random, ['paper', 'talk', 'citation', 'x']), id: pick(random, strings), title: pick(random, strings), year: pick(random, INTS), abstract: pick(random, strings) };
  }
  return pick(random, short ? SHORT_STRINGS : STRINGS);
}

/** A selection of the type's (or interface's) scalar fields, one level of object fields below. */
function selection(type: GraphQLNamedType, depth = 0): string {
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType | GraphQLInterfaceType).getFields());
  const scalars = fields.filter((f) => isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))).slice(0, 4).map((f) => f.name);
  const objects =
    depth >= 1
      ? []
      : fields
          .filter((f) => isObjectType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined))
          .slice(0, 2)
          .map((f) => `${f.name} ${selection(getNamedType(f.type), depth + 1)}`);
  return `{ __typename ${[...scalars, ...objects].join(' ')} }`;
}

function printType(type: GraphQLInputType): string {
  return String(type);
}

/** `count` random calls of one root field, arguments as variables. */
function fieldCases(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, count: number, random: () => number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i += 1) {
    const variables: Record<string, unknown> = {};
    const used = field.args.filter((a) => isNonNullType(a.type) || random() < 0.5);
    for (const arg of used) variables[arg.name] = field.name === 'matchReferences' && arg.name === 'text' && random() < 0.7 ? pick(random, LIBRARY_TEXTS) : valueFor(arg.type, random);
    const declarations = used.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ');
    const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `${operation}${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(getNamedType(field.type))} }`;
    cases.push({ name: `${field.name}#${i}`, query, variables });
  }
  return cases;
}

function structuralCases(): FuzzCase[] {
  const chain = (levels: number) => {
    let inner = '{ id }';
    for (let i = 0; i < levels; i += 1) inner = `{ ${i % 2 === 0 ? 'referencesConnection' : 'citedByConnection'} { edges { node ${inner} } } }`;
    return `{ paper(id: "garfield1955citation") ${inner} }`;
  };
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: paper(id: "garfield1955citation") { id }`).join(' ')} }`;
  const fragments = 'query { ...A } fragment A on Query { paper(id: "x") { ...B } } fragment B on Paper { citedByConnection { edges { node { ...C } } } } fragment C on Paper { referencesConnection { edges { node { id } } } }';
  return [
    ...[2, 4, 6, 10, 40].map((levels) => ({ name: `chain-${levels}`, query: chain(levels), variables: {} })),
    ...[20, 21, 200, 5000].map((n) => ({ name: `aliases-${n}`, query: aliases(n), variables: {} })),
    { name: 'directives', query: `{ health ${'@include(if: true) '.repeat(60)} { status } }`, variables: {} },
    { name: 'fragments', query: fragments, variables: {} },
    { name: 'cyclic-fragments', query: 'query { ...A } fragment A on Query { ...A }', variables: {} },
    { name: 'unclosed', query: '{ paper(id: "x") { id ', variables: {} },
    { name: 'unknown-field', query: '{ nope }', variables: {} },
    { name: 'introspection-deep', query: '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }', variables: {} },
  ];
}

export function fuzzCases(schema: GraphQLSchema, perField: number, random: () => number): { reads: FuzzCase[]; writes: FuzzCase[] } {
  const queryFields = Object.values(schema.getQueryType()!.getFields());
  const mutationFields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return {
    reads: [...queryFields.flatMap((field) => fieldCases('query', field, perField, random)), ...structuralCases()],
    writes: mutationFields.flatMap((field) => fieldCases('mutation', field, perField, random)),
  };
}
