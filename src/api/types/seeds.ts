import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PaperFilter } from './paper-filter';
import { Paper } from './paper';
import { PageInfo } from './connection';
import { FeatureWeight, FusionMethodEnum, ModelVersion, RankWeightsInput, ScoreContribution, StageSize } from './recommend';

/** Seeds a request may name, in each list. */
export const MAX_SEED_PAPERS = 20;
/** How strongly negative seeds push when the request does not say (bench:seeds, docs/recommendations-from-papers.md). */
export const DEFAULT_NEGATIVE_WEIGHT = 0.1;

@ObjectType({ description: 'A paper recommended from seed papers.' })
export class PaperRecommendation {
  @Field(() => Int)
  rank!: number;

  @Field(() => Float)
  score!: number;

  @Field(() => Paper)
  paper!: Paper;

  @Field(() => [ScoreContribution], {
    description: "Each feature's part of the score (seed features combined over the positives); 'negative' is the push of the negative seeds, with weight -negativeWeight. The parts add up to the score.",
  })
  breakdown!: ScoreContribution[];

  @Field(() => [String], { description: 'Stages that brought the paper in: bm25, dense, popular, graph.' })
  sources!: string[];

  @Field(() => [ID], { description: 'The positive seeds whose retrieval (BM25, kNN) or citation neighbourhood found the paper, in request order; empty for the most-cited prior alone.' })
  seeds!: string[];
}

@ObjectType()
export class PaperRecommendationEdge {
  @Field()
  cursor!: string;

  @Field(() => PaperRecommendation)
  node!: PaperRecommendation;
}

@ObjectType({ description: 'A page of a ranking from seed papers (Relay cursor connection: edges, pageInfo, totalCount), with how it was ranked.' })
export class PaperRecommendationList {
  @Field(() => [PaperRecommendationEdge], { description: 'The page, best first.' })
  edges!: PaperRecommendationEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Candidates ranked (the pages reach the first 1000 of them).' })
  totalCount!: number;

  @Field(() => FusionMethodEnum)
  fusion!: FusionMethodEnum;

  @Field(() => ModelVersion)
  modelVersion!: ModelVersion;

  @Field(() => [FeatureWeight], { description: 'The weights in effect (defaults merged with the request).' })
  weights!: FeatureWeight[];

  @Field(() => Float, { description: 'How strongly the negative seeds push.' })
  negativeWeight!: number;

  @Field(() => [StageSize])
  stages!: StageSize[];

  @Field(() => Int, { description: "Candidates are published in or before this year: filter.yearTo, else the newest paper's year." })
  maxYear!: number;
}

@ArgsType()
export class SeedArgs {
  @Field(() => [ID], { description: `Papers like the ones wanted: 1 to ${MAX_SEED_PAPERS}.` })
  positiveIds!: string[];

  @Field(() => [ID], { defaultValue: [], description: `Papers unlike the ones wanted: at most ${MAX_SEED_PAPERS}, none of them positive.` })
  negativeIds!: string[];

  @Field(() => Int, { defaultValue: 20, description: 'Results per page; a page reaches no deeper than the first 1000 results.' })
  first!: number;

  @Field(() => String, { nullable: true, description: "The endCursor of the page before (the same request's)." })
  after?: string;

  @Field(() => RankWeightsInput, { nullable: true })
  weights?: RankWeightsInput;

  @Field(() => FusionMethodEnum, { nullable: true, description: 'Default: the configured fusion.' })
  fusion?: FusionMethodEnum;

  @Field(() => PaperFilter, { nullable: true })
  filter?: PaperFilter;

  @Field(() => [ID], { nullable: true, description: 'Papers never to recommend (already read), besides the seeds themselves. Removed after scoring: the other results keep the scores and order they have without excludeIds.' })
  excludeIds?: string[];

  @Field(() => Float, {
    defaultValue: DEFAULT_NEGATIVE_WEIGHT,
    description: 'How strongly negative seeds push, in [0, 100]: a result loses this × its similarity (in [0, 1]) to the nearest negative; 0 only excludes them.',
  })
  negativeWeight!: number;
}
