import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from './language';
import { PageInfo } from './connection';
import { Paper } from './paper';
import { PaperFilter } from './paper-filter';
import { FreeTextScalar, YearScalar } from './scalars';

export enum FusionMethodEnum {
  WEIGHTED = 'WEIGHTED',
  RRF = 'RRF',
  LEARNED = 'LEARNED',
}
registerEnumType(FusionMethodEnum, {
  name: 'FusionMethod',
  description:
    'WEIGHTED: Σ weight × feature normalised to [0, 1]. RRF: Σ weight / (60 + rank by feature). ' +
    "LEARNED: the server's trained ranker (the model registry's promoted one, the default when there is one; or REFGRAPH_RANKER_FILE's; refused when it has none), weights not read; " +
    "each contribution is the feature's Shapley value and its weight contribution / value. recommendFromPapers takes WEIGHTED or RRF.",
});

@InputType({ description: 'Per-request fusion weights, each in [0, 100]; omitted ones keep their defaults.' })
export class RankWeightsInput {
  @Field(() => Float, { nullable: true, description: 'BM25 score of the query text.' })
  bm25?: number;

  @Field(() => Float, { nullable: true, description: 'Cosine of query and paper vectors.' })
  dense?: number;

  @Field(() => Float, { nullable: true, description: 'log(1 + citations received before the query).' })
  citations?: number;

  @Field(() => Float, { nullable: true, description: 'log(1 + citations received in the recent years before the query).' })
  recentCitations?: number;

  @Field(() => Float, { nullable: true, description: "Share of the paper's authors who are the query's authors or were cited by them." })
  author?: number;

  @Field(() => Float, { nullable: true, description: 'Share of the best text candidates linked to the paper by a citation.' })
  graph?: number;
}

@InputType({
  description:
    'Exactly one of: paperId (global, a stored paper); title (+ abstract, year: global, a new paper); context (local: a citation context) or topicSentence (a paragraph), each with citingPaperId or year.',
})
export class CitationQueryInput {
  @Field(() => ID, { nullable: true })
  paperId?: string;

  @Field(() => FreeTextScalar, { nullable: true })
  title?: string;

  @Field(() => FreeTextScalar, { nullable: true })
  abstract?: string;

  @Field(() => FreeTextScalar, { nullable: true })
  context?: string;

  @Field(() => FreeTextScalar, { nullable: true })
  topicSentence?: string;

  @Field(() => ID, { nullable: true, description: 'The paper the context or sentence comes from.' })
  citingPaperId?: string;

  @Field(() => YearScalar, { nullable: true, description: 'Year of the query; candidates are older.' })
  year?: number;

  @Field(() => [String], { nullable: true, description: "The query's author names (author feature)." })
  authors?: string[];
}

@ObjectType()
export class ScoreContribution {
  @Field()
  feature!: string;

  @Field(() => Float, { description: 'Feature value normalised to [0, 1] for this query.' })
  value!: number;

  @Field(() => Float)
  weight!: number;

  @Field(() => Float, { description: "This feature's part of the score; the parts add up to the score." })
  contribution!: number;
}

@ObjectType({ description: 'A citation between a recommended paper and a seed of the ranking.' })
export class GraphLinkToSeed {
  @Field(() => Paper, { description: 'A paper the text retrieval ranked among its best.' })
  seed!: Paper;

  @Field({ description: 'The recommended paper cites the seed.' })
  citesSeed!: boolean;

  @Field({ description: 'The seed cites the recommended paper.' })
  citedBySeed!: boolean;
}

@ObjectType()
export class Recommendation {
  @Field(() => Int)
  rank!: number;

  @Field(() => Float)
  score!: number;

  @Field(() => Paper)
  paper!: Paper;

  @Field(() => [ScoreContribution])
  breakdown!: ScoreContribution[];

  @Field(() => [String], { description: 'Stages that brought the paper in: bm25, dense, popular, graph.' })
  sources!: string[];

  @Field(() => [GraphLinkToSeed], {
    description:
      'Why the citation graph scored it: its citations to and from the seeds, the papers BM25 and dense kNN ranked highest (the graph feature is the share of seeds it is linked to; graph expansion brings in papers linked to them).',
  })
  graphLinks!: GraphLinkToSeed[];

  @Field({
    description:
      "The query already cites it: it is among the stored references of the query paper (recommendCitations' paperId or citingPaperId) or of the talk. Always false for a query with nothing stored (a new title, a context without citingPaperId).",
  })
  alreadyCited!: boolean;
}

@ObjectType()
export class StageSize {
  @Field()
  stage!: string;

  @Field(() => Int, { description: 'Candidates after the stage.' })
  candidates!: number;

  @Field(() => Float)
  milliseconds!: number;
}

@ObjectType()
export class FeatureWeight {
  @Field()
  feature!: string;

  @Field(() => Float)
  weight!: number;
}

@ObjectType()
export class RecommendationEdge {
  @Field()
  cursor!: string;

  @Field(() => Recommendation)
  node!: Recommendation;
}

@ObjectType({
  description:
    "How a query in another language than the library's main one was read: searched also in the main language, through its translation (Apertium) and the titles of its nearest papers in that language (docs/cross-lingual.md).",
})
export class CrossLingualReading {
  @Field(() => LanguageEnum, { description: "The query's language, as detected or guessed." })
  queryLanguage!: string;

  @Field(() => LanguageEnum, { description: "The library's main language, which the query was also searched in." })
  searchedIn!: string;

  @Field(() => String, { nullable: true, description: 'Its translation into that language: BM25 reads it and its vector joins the query\'s. Null when not translated (long texts, no translator for the pair).' })
  translation!: string | null;

  @Field(() => [String], { description: 'Titles of its nearest papers in that language (dense kNN and BM25 taken in turn, the same filters), read by BM25 beside the query.' })
  neighbourTitles!: string[];
}

@ObjectType({ description: 'Which models answered a ranking: the fusion (learned ranker or weight method) and the sentence encoder of the dense stage.' })
export class ModelVersion {
  @Field({ description: "`learned:<name>` (the model registry's promoted ranker, `refgraph models list`), `learned:file:<path>` (REFGRAPH_RANKER_FILE), or the weight fusion: `weighted`, `rrf`." })
  ranker!: string;

  @Field(() => String, { nullable: true, description: 'The encoder the query and papers were embedded with (REFGRAPH_EMBEDDING_MODEL); null when the dense stage is off.' })
  encoder!: string | null;
}

@ObjectType({ description: 'A page of a ranking (Relay cursor connection: edges, pageInfo, totalCount), with how it was ranked.' })
export class RecommendationList {
  @Field(() => [RecommendationEdge], { description: 'The page, best first.' })
  edges!: RecommendationEdge[];

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

  @Field(() => [StageSize])
  stages!: StageSize[];

  @Field(() => Int, { description: 'Candidates are published in or before this year.' })
  maxYear!: number;

  @Field(() => CrossLingualReading, { nullable: true, description: "How the query was read across languages; null when it was not: queries in the library's main language, those the detector could not place, or ones filtered to other languages only." })
  crossLingual!: CrossLingualReading | null;
}

@ArgsType()
export class RankArgs {
  @Field(() => Int, { defaultValue: 20, description: 'Results per page; a page reaches no deeper than the first 1000 results.' })
  first!: number;

  @Field(() => String, { nullable: true, description: "The endCursor of the page before (the same request's)." })
  after?: string;

  @Field(() => RankWeightsInput, { nullable: true })
  weights?: RankWeightsInput;

  @Field(() => PaperFilter, { nullable: true })
  filter?: PaperFilter;

  @Field({ defaultValue: false, description: "Allow papers from the query's own year (default: strictly earlier)." })
  includeSameYear!: boolean;

  @Field(() => FusionMethodEnum, { nullable: true, description: 'Default: the configured fusion.' })
  fusion?: FusionMethodEnum;

  @Field(() => [ID], { nullable: true, description: 'Papers never to recommend (already read), besides the query paper itself and a talk\'s own paper. Removed after scoring: the other results keep the scores and order they have without excludeIds.' })
  excludeIds?: string[];

  @Field({
    defaultValue: false,
    description: 'Remove the papers the query already cites (alreadyCited) from the results, after scoring as excludeIds: the others keep their scores and order. Default: kept, and marked.',
  })
  excludeCited!: boolean;
}
