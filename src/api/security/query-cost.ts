/**
 * What a GraphQL request costs before it runs, with graphql-query-complexity and our own table of
 * per-field costs: roughly the work each field makes the engines do, in units of "one paper read
 * by id". A list field costs its base plus its page size times what each item selects, so nesting
 * lists multiplies (a six-level citedBy/references chain costs 100^6 and is refused at once).
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { ComplexityEstimator, ComplexityEstimatorArgs, getComplexity, simpleEstimator } from 'graphql-query-complexity';

interface FieldCost {
  /** Work of the field itself. */
  base: number;
  /**
   * The argument holding the page size (or the list of ids), whose value (or length) multiplies
   * the selection's cost; of several (a deprecated alias first), the first one given.
   */
  sizeArgument?: string | string[];
  /** Items returned when the field has no size argument (a bounded list). */
  items?: number;
  /** For list arguments (ids): each item listed in `argument` adds `cost`. */
  perListedItem?: { argument: string; cost: number }[];
}

/** Measured order of magnitude: a ranking request is ~200 ms of engine work, a paper read < 1 ms. */
const FIELD_COSTS: Record<string, FieldCost> = {
  'Query.recommendations': { base: 500, sizeArgument: ['k', 'first'] },
  'Query.recommendCitations': { base: 500, sizeArgument: ['k', 'first'] },
  // Each positive seed runs the retrieval and features of one ranking; a negative, two text scorings.
  'Query.recommendFromPapers': { base: 100, sizeArgument: ['k', 'first'], perListedItem: [{ argument: 'positiveIds', cost: 500 }, { argument: 'negativeIds', cost: 100 }] },
  'Query.preselectBibliography': { base: 500, sizeArgument: 'maxSize' },
  'Query.search': { base: 20, sizeArgument: 'first' },
  'Query.searchPapers': { base: 20, sizeArgument: 'first' },
  'Query.venues': { base: 10, sizeArgument: 'first' },
  'Query.fieldsOfStudy': { base: 10, sizeArgument: 'first' },
  'Query.semanticSearch': { base: 100, sizeArgument: 'k' },
  'Query.similarPapers': { base: 50, sizeArgument: 'k' },
  'Query.conceptSearch': { base: 100, sizeArgument: 'first' },
  'Query.papers': { base: 10, sizeArgument: 'first' },
  'Query.papersByIds': { base: 5, sizeArgument: 'ids' },
  'Query.paperByExternalId': { base: 5 },
  'Query.talks': { base: 10, sizeArgument: 'first' },
  'Query.neighbourhood': { base: 100, sizeArgument: 'limit', items: 100 },
  'Query.coCited': { base: 50, sizeArgument: 'k' },
  'Query.coupled': { base: 50, sizeArgument: 'k' },
  'Query.citationOverlap': { base: 20 },
  'Query.citationPath': { base: 100, sizeArgument: 'first', items: 20 },
  'Query.influence': { base: 200, sizeArgument: 'k', perListedItem: [{ argument: 'paperIds', cost: 2 }] },
  'Query.negatives': { base: 100, sizeArgument: 'k' },
  'Query.exportCitations': { base: 10, perListedItem: [{ argument: 'paperIds', cost: 2 }] },
  'Query.bibtex': { base: 10, perListedItem: [{ argument: 'paperIds', cost: 2 }] },
  'Query.evaluationRuns': { base: 10, sizeArgument: 'first' },
  'Query.health': { base: 10 },
  'Query.authors': { base: 10, sizeArgument: 'first' },
  'Recommendation.graphLinks': { base: 1, items: 20 },
  'Author.papers': { base: 5, sizeArgument: 'first' },
  'Author.coAuthors': { base: 10, sizeArgument: 'first' },
  'Author.variants': { base: 2, items: 5 },
  'Paper.references': { base: 5, sizeArgument: 'first' },
  'Paper.citedBy': { base: 5, sizeArgument: 'first' },
  'Paper.referencesConnection': { base: 5, sizeArgument: 'first' },
  'Paper.citedByConnection': { base: 5, sizeArgument: 'first' },
  'Author.papersConnection': { base: 5, sizeArgument: 'first' },
  'Talk.references': { base: 5, items: 20 },
  'EvaluationRun.perQuery': { base: 5, sizeArgument: 'first' },
  // Reads every run of the batch (their per-query results) and renders them.
  'EvaluationRun.report': { base: 50 },
  'Mutation.ingestRecords': { base: 100, perListedItem: [{ argument: 'records', cost: 50 }] },
};

function sizeOf(cost: FieldCost, args: Record<string, unknown>): number {
  const names = cost.sizeArgument === undefined ? [] : [cost.sizeArgument].flat();
  const value = names.map((name) => args[name]).find((given) => given !== undefined && given !== null);
  // A list argument (ids) sizes the answer by its length.
  if (Array.isArray(value) && value.length > 0) return value.length;
  return typeof value === 'number' && value > 0 ? value : (cost.items ?? 1);
}

function listedItems(cost: FieldCost, args: Record<string, unknown>): number {
  return (cost.perListedItem ?? []).reduce((sum, { argument, cost: each }) => {
    const listed = args[argument];
    return sum + (Array.isArray(listed) ? listed.length * each : 0);
  }, 0);
}

const tableEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }: ComplexityEstimatorArgs) => {
  const cost = FIELD_COSTS[`${type.name}.${field.name}`];
  if (!cost) return undefined;
  return cost.base + listedItems(cost, args) + sizeOf(cost, args) * Math.max(1, childComplexity);
};

/** The estimated cost of the operation a request runs; every field not in the table costs 1. */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    ...(operationName ? { operationName } : {}),
    estimators: [tableEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}
