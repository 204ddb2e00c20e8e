import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
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
  description: `A cosine threshold: a number in [-1, 1], or ${CALIBRATED} for the threshold \`refgraph calibrate\` fitted for the encoder and each hit's document language (the model-wide one for languages without their own).`,
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

  @Field(() => String, { nullable: true, description: "The paper's language (ISO 639-1), null when unknown." })
  language!: string | null;

  @Field(() => Float, { description: "The mode's score: BM25 (LEXICAL), cosine (DENSE) or RRF (HYBRID)." })
  score!: number;

  @Field(() => Float, { nullable: true, description: 'Cosine of query and paper vectors; null in LEXICAL mode without a threshold.' })
  cosine!: number | null;

  @Field(() => Float, { nullable: true, description: 'The threshold the cosine is compared with (per language when CALIBRATED); null without a threshold.' })
  threshold!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'cosine ≥ threshold; null without a threshold.' })
  passed!: boolean | null;
}

@ObjectType()
export class ConceptHitEdge {
  @Field()
  cursor!: string;

  @Field(() => ConceptHit)
  node!: ConceptHit;
}

@ObjectType()
export class LanguageBucket {
  @Field(() => String, { nullable: true, description: 'ISO 639-1 code; null for papers of unknown language.' })
  language!: string | null;

  @Field(() => Int)
  count!: number;

  @Field(() => Int, { nullable: true, description: 'Hits of the bucket that passed the threshold; null without a threshold.' })
  passed!: number | null;
}

@ObjectType()
export class YearBucket {
  @Field(() => Int)
  year!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Int, { nullable: true })
  passed!: number | null;
}

@ObjectType()
export class FieldOfStudyBucket {
  @Field()
  fieldOfStudy!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Int, { nullable: true })
  passed!: number | null;
}

@ObjectType({ description: 'Counts over all hits of the search (every page), for charts.' })
export class ConceptFacets {
  @Field(() => [LanguageBucket], { description: 'Most hits first.' })
  languages!: LanguageBucket[];

  @Field(() => [YearBucket], { description: 'In year order.' })
  years!: YearBucket[];

  @Field(() => [FieldOfStudyBucket], { description: 'Most hits first; a paper counts in each of its fields.' })
  fieldsOfStudy!: FieldOfStudyBucket[];
}

@ObjectType({ description: 'A page of concept-search hits in rank order (Relay cursor connection), with facets over all hits.' })
export class ConceptSearchConnection {
  @Field(() => [ConceptHitEdge])
  edges!: ConceptHitEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Hits over all pages (at most REFGRAPH_CONCEPT_SEARCH_DEPTH).' })
  totalCount!: number;

  @Field(() => Int, { nullable: true, description: 'Hits over all pages that passed the threshold; null without one.' })
  passedCount!: number | null;

  @Field(() => ConceptFacets)
  facets!: ConceptFacets;

  @Field(() => [String], { description: 'The query languages searched with.' })
  languages!: string[];

  @Field(() => String, { nullable: true, description: 'The encoder of the cosines and calibrated thresholds; null when none was used.' })
  model!: string | null;
}
