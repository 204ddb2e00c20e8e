import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from './language';
import type { ThresholdChoice } from '../../concepts';
import { PageInfo } from './connection';
import { Paper } from './paper';

export enum ConceptSearchModeEnum {
  LEXICAL = 'LEXICAL',
  DENSE = 'DENSE',
  HYBRID = 'HYBRID',
}
registerEnumType(ConceptSearchModeEnum, {
  name: 'ConceptSearchMode',
  valuesConfig: {
    LEXICAL: { description: "BM25 through the query languages' analyzers; score is BM25." },
    DENSE: { description: 'kNN with the multilingual encoder (query role); score is the cosine.' },
    HYBRID: { description: 'Reciprocal rank fusion (K = 60) of the BM25 and cosine ranks; score is the fused RRF score.' },
  },
});

export enum ConceptThresholdScoreEnum {
  COSINE = 'COSINE',
  MARGIN = 'MARGIN',
}
registerEnumType(ConceptThresholdScoreEnum, {
  name: 'ConceptThresholdScore',
  description: 'The score a threshold is compared with.',
  valuesConfig: {
    COSINE: { description: 'The raw cosine (a number given as the threshold).' },
    MARGIN: { description: "cosine − background: the calibrated threshold's score (CALIBRATED)." },
  },
});

export enum CountRelationEnum {
  EXACT = 'EXACT',
  AT_LEAST = 'AT_LEAST',
}
registerEnumType(CountRelationEnum, {
  name: 'CountRelation',
  description: 'Whether a count is exact or a lower bound (as Elasticsearch reports a total: eq or gte).',
  valuesConfig: {
    EXACT: { description: 'Exactly this many.' },
    AT_LEAST: { description: 'At least this many: the search stopped counting (Elasticsearch past 10,000 matches, or the depth REFGRAPH_CONCEPT_SEARCH_DEPTH reached before the matches ran out).' },
  },
});

const CALIBRATED = 'CALIBRATED';
const THRESHOLD_HINT = 'ConceptThreshold is a cosine (a number in [-1, 1]) or CALIBRATED';

function thresholdFromValue(value: unknown): ThresholdChoice {
  if (typeof value === 'number') return { kind: 'fixed', cosine: value };
  if (value === CALIBRATED) return { kind: 'calibrated' };
  throw new GraphQLError(`${THRESHOLD_HINT}, not ${JSON.stringify(value)}`);
}

/** A number, or the bare word CALIBRATED (as in `threshold: CALIBRATED`) or the string "CALIBRATED" in variables. */
export const ConceptThresholdScalar = new GraphQLScalarType<ThresholdChoice, number | string>({
  name: 'ConceptThreshold',
  description: `A threshold: a number in [-1, 1] compared with each hit's raw cosine, or ${CALIBRATED} for the margin threshold \`refgraph calibrate\` fitted for the encoder (per document language when fitted so), compared with each hit's margin (cosine − background).`,
  serialize: (value) => {
    const choice = value as ThresholdChoice;
    return choice.kind === 'fixed' ? choice.cosine : CALIBRATED;
  },
  parseValue: thresholdFromValue,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.FLOAT || ast.kind === Kind.INT) return thresholdFromValue(Number(ast.value));
    if (ast.kind === Kind.ENUM || ast.kind === Kind.STRING) return thresholdFromValue(ast.value);
    throw new GraphQLError(THRESHOLD_HINT);
  },
});

@ObjectType({ description: 'A paper found by a concept search.' })
export class ConceptHit {
  @Field(() => Int, { description: '1-based rank over all pages.' })
  rank!: number;

  @Field(() => Paper)
  paper!: Paper;

  @Field(() => LanguageEnum, { nullable: true, description: "The paper's language (UND when undetermined); null when stored without one." })
  language!: string | null;

  @Field(() => Float, { description: "The mode's score: BM25 (LEXICAL), cosine (DENSE) or RRF (HYBRID)." })
  score!: number;

  @Field(() => Float, { nullable: true, description: 'Cosine of query and paper vectors; null in LEXICAL mode without a threshold.' })
  cosine!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "The query's mean cosine over the papers of this paper's language (all papers for a language with few); null when the encoder was never calibrated or there is no cosine.",
  })
  background!: number | null;

  @Field(() => Float, { nullable: true, description: 'cosine − background: how far the paper stands above an average paper of its language for this query; null with background.' })
  margin!: number | null;

  @Field(() => Float, { nullable: true, description: 'The threshold compared with the cosine (a number given) or the margin (CALIBRATED); null without a threshold.' })
  threshold!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The compared score ≥ threshold; null without a threshold.' })
  passed!: boolean | null;
}

@ObjectType()
export class ConceptHitEdge {
  @Field()
  cursor!: string;

  @Field(() => ConceptHit)
  node!: ConceptHit;
}

const COUNT = 'Hits counted: those that passed the threshold when there is one, else all.';
const TOTAL = 'Every hit of the bucket, passing the threshold or not.';

@ObjectType()
export class LanguageBucket {
  @Field(() => LanguageEnum, { nullable: true, description: 'UND when ingestion could not determine it; null for papers stored without a language (given back as a filter: `languages: [null]`).' })
  language!: string | null;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => Int, { description: TOTAL })
  total!: number;
}

@ObjectType()
export class YearBucket {
  @Field(() => Int)
  year!: number;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => Int, { description: TOTAL })
  total!: number;
}

@ObjectType({ description: 'Years as a range, for histograms: given back as filter { yearFrom: from, yearTo: to } it returns the hits it counted.' })
export class YearRangeBucket {
  @Field(() => Int, { description: 'First year of the range (included).' })
  from!: number;

  @Field(() => Int, { description: 'Last year of the range (included).' })
  to!: number;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => Int, { description: TOTAL })
  total!: number;
}

@ObjectType()
export class FieldOfStudyBucket {
  @Field()
  fieldOfStudy!: string;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => Int, { description: TOTAL })
  total!: number;
}

@ObjectType({
  description:
    'Counts over the hits of the search (every page): the passing ones when there is a threshold (a value without any is left out). Each value can be given back as a filter (PaperFilter).',
})
export class ConceptFacets {
  @Field(() => [LanguageBucket], { description: 'Most hits first.' })
  languages!: LanguageBucket[];

  @Field(() => [YearBucket], { description: 'In year order.' })
  years!: YearBucket[];

  @Field(() => [YearRangeBucket], {
    description: 'The years in at most 10 aligned ranges of 1, 2, 5, 10, 20, 25, 50, 100, … years (the narrowest that fits the hits: decades when they span up to a century), in year order; ranges without a counted hit left out.',
  })
  yearRanges!: YearRangeBucket[];

  @Field(() => [FieldOfStudyBucket], { description: 'Most hits first; a paper counts in each of its fields.' })
  fieldsOfStudy!: FieldOfStudyBucket[];
}

@ObjectType({ description: 'A page of concept-search hits in rank order (Relay cursor connection), with facets over all hits.' })
export class ConceptSearchConnection {
  @Field(() => [ConceptHitEdge])
  edges!: ConceptHitEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, {
    description:
      'Papers that match: LEXICAL, those BM25 matches (as Elasticsearch counts them); DENSE and HYBRID, those whose margin reaches the relevance floor calibration fitted (every paper found, for an encoder never calibrated); with passedOnly, those that pass. totalCountRelation says whether it is exact. The pages hold at most REFGRAPH_CONCEPT_SEARCH_DEPTH of them.',
  })
  totalCount!: number;

  @Field(() => CountRelationEnum, { description: 'EXACT, or AT_LEAST when totalCount is a lower bound.' })
  totalCountRelation!: CountRelationEnum;

  @Field(() => Float, { nullable: true, description: 'The relevance floor (a margin) DENSE and HYBRID hits were counted above; null in LEXICAL mode or for an encoder never calibrated.' })
  relevanceFloor!: number | null;

  @Field(() => Int, { nullable: true, description: 'Hits over all pages that passed the threshold (whether passedOnly or not), among the matches; null without one.' })
  passedCount!: number | null;

  @Field(() => ConceptThresholdScoreEnum, { nullable: true, description: 'What the threshold was compared with; null without one.' })
  thresholdScore!: ConceptThresholdScoreEnum | null;

  @Field(() => ConceptFacets)
  facets!: ConceptFacets;

  @Field(() => [LanguageEnum], { description: 'The query languages searched with.' })
  languages!: string[];

  @Field(() => String, { nullable: true, description: 'The encoder of the cosines and calibrated thresholds; null when none was used.' })
  model!: string | null;
}
