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
   * the selection's cost.
   */
  sizeArgument?: string;
  /** Items returned when the field has no size argument (a bounded list). */
  items?: number;
  /** For list arguments (ids): each item listed in `argument` adds `cost`. */
  perListedItem?: { argument: string; cost: number }[];
  /** Free texts the sentence encoder reads (argument paths, `input.context`): priced by length (encodedTextCost). */
  encodedTexts?: string[];
  /** Records ingestion encodes (ingestRecords' `records`): a talk's transcript priced by its length (transcriptCost). */
  encodedRecords?: string;
  /** A file read whole (matchReferences' `text`): `cost` per 1,000 characters of `argument`. */
  perThousandCharacters?: { argument: string; cost: number };
}

/**
 * Encoding, measured here: one 512-token window of the served encoder takes 1.0-1.3 s of CPU on
 * 2 cores (issue #47) where a ranking, 500 units, takes ~0.2 s; a window of ~2,000 characters is
 * then ~1,500 units, 0.75 a character. A free text is read up to its first window (encode
 * truncates), a talk's transcript in every window. A paper record keeps its flat 50 (one window
 * of title and abstract each, a batch at most REFGRAPH_MAX_INGEST_BATCH of them): priced by
 * length, a batch of 100 ordinary papers would pass the 20,000 a request may cost.
 */
const ENCODED_COST_PER_CHARACTER = 0.75;
const FREE_TEXT_CHARACTERS_READ = 2_000;

/** What encoding a free text of this length costs. */
export function encodedTextCost(characters: number): number {
  return Math.ceil(Math.min(characters, FREE_TEXT_CHARACTERS_READ) * ENCODED_COST_PER_CHARACTER);
}

function textAt(args: Record<string, unknown>, argumentPath: string): string | undefined {
  const value = argumentPath.split('.').reduce<unknown>((at, name) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[name] : undefined), args);
  return typeof value === 'string' ? value : undefined;
}

/** Encoding a record's transcript: every window of it (a 100,000-character one costs 75,000, past what one request may cost). */
function transcriptCost(record: unknown): number {
  const transcript = typeof record === 'object' && record !== null ? (record as Record<string, unknown>).transcript : undefined;
  return typeof transcript === 'string' ? Math.ceil(transcript.length * ENCODED_COST_PER_CHARACTER) : 0;
}

function fileCost(cost: FieldCost, args: Record<string, unknown>): number {
  if (cost.perThousandCharacters === undefined) return 0;
  const length = textAt(args, cost.perThousandCharacters.argument)?.length ?? 0;
  return Math.ceil(length / 1000) * cost.perThousandCharacters.cost;
}

function encodingCost(cost: FieldCost, args: Record<string, unknown>): number {
  const texts = (cost.encodedTexts ?? []).reduce((sum, argumentPath) => sum + encodedTextCost(textAt(args, argumentPath)?.length ?? 0), 0);
  const records = cost.encodedRecords === undefined ? [] : args[cost.encodedRecords];
  return texts + (Array.isArray(records) ? records.reduce((sum: number, record) => sum + transcriptCost(record), 0) : 0);
}

/** Measured order of magnitude: a ranking request is ~200 ms of engine work, a paper read < 1 ms. */
const FIELD_COSTS: Record<string, FieldCost> = {
  'Query.recommendations': { base: 500, sizeArgument: 'first' },
  'Query.recommendCitations': { base: 500, sizeArgument: 'first', encodedTexts: ['input.title', 'input.abstract', 'input.context', 'input.topicSentence'] },
  // Each positive seed runs the retrieval and features of one ranking; a negative, two text scorings.
  'Query.recommendFromPapers': { base: 100, sizeArgument: 'first', perListedItem: [{ argument: 'positiveIds', cost: 500 }, { argument: 'negativeIds', cost: 100 }] },
  'Query.preselectBibliography': { base: 500, sizeArgument: 'first', encodedTexts: ['query.title', 'query.abstract'] },
  'Query.searchPapers': { base: 20, sizeArgument: 'first' },
  'Query.venues': { base: 10, sizeArgument: 'first' },
  'Query.fieldsOfStudy': { base: 10, sizeArgument: 'first' },
  'Query.semanticSearch': { base: 100, sizeArgument: 'first', encodedTexts: ['text'] },
  'Query.similarPapers': { base: 50, sizeArgument: 'first' },
  'Query.conceptSearch': { base: 100, sizeArgument: 'first', encodedTexts: ['query'] },
  'Query.papers': { base: 10, sizeArgument: 'first' },
  'Query.papersByIds': { base: 5, sizeArgument: 'ids' },
  'Query.paperByExternalId': { base: 5 },
  'Query.node': { base: 5 },
  'Query.nodes': { base: 5, sizeArgument: 'ids' },
  'Query.talks': { base: 10, sizeArgument: 'first' },
  'Query.neighbourhood': { base: 100, sizeArgument: 'first', items: 100 },
  'Query.coCited': { base: 50, sizeArgument: 'first' },
  'Query.coupled': { base: 50, sizeArgument: 'first' },
  'Query.citationOverlap': { base: 20 },
  'Query.citationPath': { base: 100, sizeArgument: 'first', items: 20 },
  'Query.influence': { base: 200, sizeArgument: 'first', perListedItem: [{ argument: 'paperIds', cost: 2 }] },
  // Two two-hop walks from each given paper (bounded by the traversal cap) and two one-hop ones.
  'Query.similarityMap': { base: 200, sizeArgument: 'first', perListedItem: [{ argument: 'paperIds', cost: 4 }] },
  'Query.negatives': { base: 100, sizeArgument: 'first' },
  'Query.exportCitations': { base: 10, perListedItem: [{ argument: 'paperIds', cost: 2 }] },
  // Parsing BibTeX is ~8 ms a KB (bench:match: 4 ms an entry of ~0.5 KB) where a ranking, 500
  // units, is ~200 ms: 20 units a KB; a 250 KB library (the default cap) costs ~5,000.
  'Query.matchReferences': { base: 50, perThousandCharacters: { argument: 'text', cost: 20 }, items: 50 },
  'Query.evaluationRuns': { base: 10, sizeArgument: 'first' },
  'Query.health': { base: 10 },
  'Query.authors': { base: 10, sizeArgument: 'first' },
  'Recommendation.graphLinks': { base: 1, items: 20 },
  'Author.coAuthors': { base: 10, sizeArgument: 'first' },
  'Author.variants': { base: 2, items: 5 },
  'Paper.referencesConnection': { base: 5, sizeArgument: 'first' },
  'Paper.citedByConnection': { base: 5, sizeArgument: 'first' },
  'Author.papersConnection': { base: 5, sizeArgument: 'first' },
  'Talk.references': { base: 5, items: 20 },
  // Related papers are full papers (PostgreSQL, batched): what each selects counts once per paper.
  'CitationPath.papers': { base: 1, items: 7 },
  'NeighbourhoodNode.paper': { base: 1 },
  'EvaluationRun.perQuery': { base: 5, sizeArgument: 'first' },
  // Reads every run of the batch (their per-query results) and renders them.
  'EvaluationRun.report': { base: 50 },
  'Mutation.ingestRecords': { base: 100, perListedItem: [{ argument: 'records', cost: 50 }], encodedRecords: 'records' },
  // Each paper: its rows and edges in PostgreSQL, its document and node, and the recount and
  // rewrite of what it cited; a talk is one row and one node.
  'Mutation.deleteRecords': { base: 100, perListedItem: [{ argument: 'paperIds', cost: 50 }, { argument: 'talkIds', cost: 10 }] },
  'Query.auditEvents': { base: 10, sizeArgument: 'first' },
};

function sizeOf(cost: FieldCost, args: Record<string, unknown>): number {
  const value = cost.sizeArgument === undefined ? undefined : args[cost.sizeArgument];
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
  return cost.base + listedItems(cost, args) + encodingCost(cost, args) + fileCost(cost, args) + sizeOf(cost, args) * Math.max(1, childComplexity);
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
