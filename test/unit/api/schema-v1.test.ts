/**
 * The rules schema v1 keeps (issue #54, docs/api.md): nothing deprecated (a replaced form goes
 * when its replacement lands), one size argument (`first`, with `after` where a list pages), and
 * every list of objects sized by `first` unless it is small and bounded by something else, each
 * such list named below with its reason. Read from the emitted schema.graphql, which
 * schema-drift.test.ts keeps equal to the code.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, GraphQLArgument, GraphQLInputType, GraphQLNamedType, GraphQLOutputType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType } from 'graphql';
import { repoPath } from '../../../src/common/repo-path';

const SCHEMA = buildSchema(readFileSync(repoPath('schema.graphql'), 'utf8'));
const TYPES = Object.values(SCHEMA.getTypeMap()).filter((type) => !type.name.startsWith('__'));

/** Lists of objects without `first`: each small, and bounded by what the reason says. */
const BOUNDED_LISTS: Record<string, string> = {
  'Query.papersByIds': 'one per id asked, at most REFGRAPH_MAX_PAGE_SIZE ids',
  'Query.nodes': 'one per id asked, at most REFGRAPH_MAX_PAGE_SIZE ids',
  'Paper.authors': "a paper's byline",
  'PaperRecord.authors': "a paper's byline as structured names, as a reference manager exports it whole",
  'Author.variants': "an author's name variants",
  'Talk.references': "a talk's gold references: the papers it cites",
  'RecommendationList.stages': 'one per pipeline stage',
  'RecommendationList.weights': 'one per feature',
  'PaperRecommendationList.stages': 'one per pipeline stage',
  'PaperRecommendationList.weights': 'one per feature',
  'Preselection.stages': 'one per pipeline stage',
  'Preselection.weights': 'one per feature',
  'Preselection.entries': 'sized by preselectBibliography(first)',
  'Recommendation.breakdown': 'one per feature',
  'PaperRecommendation.breakdown': 'one per feature, and the negative push',
  'Recommendation.graphLinks': "the ranking's seeds the paper cites or is cited by (at most its graph seeds)",
  'ConceptFacets.languages': 'facet: one bucket per language of the hits',
  'ConceptFacets.years': 'facet: one bucket per year of the hits',
  'ConceptFacets.yearRanges': 'facet: at most 10 ranges of years (src/concepts/year-ranges.ts)',
  'ConceptFacets.fieldsOfStudy': 'facet: one bucket per field of study of the hits',
  'Neighbourhood.nodes': 'sized by neighbourhood(first)',
  'Neighbourhood.edges': 'the citations among the drawn papers',
  'SimilarityMap.links': "sized by similarityMap(linksPerPaper): each given paper's strongest, and the centre's",
  'SimilarityMap.priorWorks': 'sized by similarityMap(first)',
  'SimilarityMap.derivativeWorks': 'sized by similarityMap(first)',
  'CitationPaths.paths': 'sized by citationPath(first)',
  'CitationPath.papers': "a path's papers: at most citationPath(maxDepth) + 1",
  'CitationPath.edges': "a path's hops: at most citationPath(maxDepth)",
  'CitationExport.entries': 'one per exported id, at most REFGRAPH_BIBLIOGRAPHY_MAX_SIZE',
  'EvaluationRun.means': 'one per measure of the run',
  'EvaluationRun.recallCurve': 'one per recall cutoff of the run',
  'QueryEvaluation.measures': 'one per measure of the run',
  'Health.engines': 'the three engines',
  'IngestReport.errors': 'the problems of one batch, at most REFGRAPH_MAX_INGEST_BATCH records',
  'DeleteReport.refused': 'the ids of one batch, at most REFGRAPH_MAX_INGEST_BATCH',
  'IngestReport.matches': 'the records of one batch that matched, at most REFGRAPH_MAX_INGEST_BATCH',
  'ReferenceMatches.entries': 'one per entry of the pasted library, at most REFGRAPH_MAX_LIBRARY_ENTRIES',
  'ReferenceEntry.errors': "one entry's problems",
};

/** Names other APIs give a list's size or position; schema v1 says `first` and `after`. */
const SIZE_SYNONYMS = ['k', 'limit', 'maxSize', 'size', 'offset', 'top', 'count'];

interface SchemaField {
  where: string;
  type: GraphQLOutputType | GraphQLInputType;
  deprecationReason: string | null | undefined;
  /** Null for input fields. */
  args: readonly GraphQLArgument[] | null;
}

function fieldsOf(type: GraphQLNamedType): SchemaField[] {
  const where = (name: string) => `${type.name}.${name}`;
  if (isObjectType(type) || isInterfaceType(type)) return Object.values(type.getFields()).map((field) => ({ where: where(field.name), type: field.type, deprecationReason: field.deprecationReason, args: field.args }));
  if (isInputObjectType(type)) return Object.values(type.getFields()).map((field) => ({ where: where(field.name), type: field.type, deprecationReason: field.deprecationReason, args: null }));
  return [];
}

const hasArgument = (field: SchemaField, name: string) => (field.args ?? []).some((arg) => arg.name === name);

function isListOfObjects(type: GraphQLOutputType | GraphQLInputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isListType(inner)) return false;
  const named = getNamedType(inner);
  return isObjectType(named) || isInterfaceType(named);
}

describe('schema v1', () => {
  const fields = TYPES.flatMap(fieldsOf);

  it('has no deprecated field, argument, input field or enum value', () => {
    const deprecated = [
      ...fields.filter((field) => field.deprecationReason != null).map(({ where }) => where),
      ...fields.flatMap(({ where, args }) => (args ?? []).filter((arg) => arg.deprecationReason != null).map((arg) => `${where}(${arg.name})`)),
      ...TYPES.filter(isEnumType).flatMap((type) => type.getValues().filter((value) => value.deprecationReason != null).map((value) => `${type.name}.${value.name}`)),
    ];
    expect(deprecated).toEqual([]);
  });

  it('sizes every list of objects by first, but for the bounded lists named with their reason', () => {
    const unsized = fields
      .filter((field) => field.args !== null && isListOfObjects(field.type) && !field.where.endsWith('.edges') && !hasArgument(field, 'first'))
      .map(({ where }) => where)
      .filter((where) => !(where in BOUNDED_LISTS));
    expect(unsized).toEqual([]);
  });

  it("pages connections by first and after, and names the connections' edges only", () => {
    const connections = fields.filter((field) => getNamedType(field.type).name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThan(10);
    const notPaged = connections.filter((field) => !hasArgument(field, 'first') || !hasArgument(field, 'after'));
    expect(notPaged.map(({ where }) => where)).toEqual([]);
  });

  it('names no size or position by a synonym of first and after', () => {
    const synonyms = fields.flatMap(({ where, args }) => (args ?? []).filter((arg) => SIZE_SYNONYMS.includes(arg.name)).map((arg) => `${where}(${arg.name})`));
    expect(synonyms).toEqual([]);
  });

  it('types every language as the enum Language: no String argument, field or input field where a language is meant', () => {
    const isLanguage = (name: string) => /^(\w+Language|language)s?$/.test(name);
    const named = [
      ...fields.filter((field) => isLanguage(field.where.split('.')[1]!)).map((field) => ({ where: field.where, type: getNamedType(field.type).name })),
      ...fields.flatMap(({ where, args }) => (args ?? []).filter((arg) => isLanguage(arg.name)).map((arg) => ({ where: `${where}(${arg.name})`, type: getNamedType(arg.type).name }))),
    ];
    expect(named.filter((field) => field.type === 'Language').length).toBeGreaterThanOrEqual(9);
    expect(named.filter((field) => field.type === 'String').map(({ where }) => where)).toEqual([]);
  });

  it('types every year and free text that comes in as Year and FreeText, whose limits the guard reads from the type', () => {
    const YEARS = ['year', 'yearFrom', 'yearTo', 'before', 'asOfYear'];
    const TEXTS = ['query', 'text', 'title', 'abstract', 'context', 'topicSentence'];
    const inputs = [
      ...fields.filter((field) => field.args === null).map((field) => ({ where: field.where, name: field.where.split('.')[1]!, type: getNamedType(field.type) })),
      ...fields.flatMap(({ where, args }) => (args ?? []).map((arg) => ({ where: `${where}(${arg.name})`, name: arg.name, type: getNamedType(arg.type) }))),
    ].filter((input) => !isInputObjectType(input.type));
    const years = inputs.filter((input) => YEARS.includes(input.name));
    const texts = inputs.filter((input) => TEXTS.includes(input.name));
    expect(years.length).toBeGreaterThanOrEqual(6);
    expect(texts.length).toBeGreaterThanOrEqual(9);
    expect(years.filter((input) => input.type.name !== 'Year').map(({ where }) => where)).toEqual([]);
    // A pasted library file is text too, held to its own, larger limit.
    expect(texts.filter((input) => !['FreeText', 'LibraryText'].includes(input.type.name)).map(({ where }) => where)).toEqual([]);
  });

  it('filters papers with one input, PaperFilter, always as an argument named filter', () => {
    const filterInputs = TYPES.filter((type) => isInputObjectType(type) && /Filters?(Input)?$/.test(type.name)).map((type) => type.name);
    expect(filterInputs).toEqual(['PaperFilter']);
    const args = fields.flatMap(({ where, args }) => (args ?? []).map((arg) => ({ where: `${where}(${arg.name})`, name: arg.name, type: getNamedType(arg.type).name })));
    const misnamed = args.filter((arg) => (arg.type === 'PaperFilter') !== (arg.name === 'filter') || arg.name === 'filters').map(({ where }) => where);
    expect(misnamed).toEqual([]);
    expect(args.filter((arg) => arg.type === 'PaperFilter').length).toBeGreaterThanOrEqual(7);
  });

  it('keeps the bounded-list exceptions current: each names a list of objects without first', () => {
    const byName = new Map(fields.map((field) => [field.where, field]));
    const stale = Object.keys(BOUNDED_LISTS).filter((where) => {
      const field = byName.get(where);
      return !field || field.args === null || !isListOfObjects(field.type) || hasArgument(field, 'first');
    });
    expect(stale).toEqual([]);
  });

  it("identifies papers, talks, authors and venues as Relay nodes, fetched by node(id:) and nodes(ids:)", () => {
    const node = SCHEMA.getType('Node');
    expect(isInterfaceType(node)).toBe(true);
    const implementations = SCHEMA.getPossibleTypes(node as never).map((type) => type.name).sort();
    expect(implementations).toEqual(['Author', 'Paper', 'Talk', 'Venue']);
    const query = SCHEMA.getQueryType()!.getFields();
    expect(query.node!.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['id: ID!']);
    expect(String(query.node!.type)).toBe('Node');
    expect(query.nodes!.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['ids: [ID!]!']);
  });
});
