import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { PageInfo } from './connection';

@ObjectType({ description: 'Mean of one measure over the judged queries, with its bootstrap 95% interval.' })
export class MeasureMean {
  @Field({ description: "Canonical measure name, e.g. 'nDCG@10', 'AP@100', 'R@1000'." })
  measure!: string;

  @Field(() => Float, { nullable: true, description: 'Null when no query could be judged.' })
  mean!: number | null;

  @Field(() => Float, { nullable: true })
  low!: number | null;

  @Field(() => Float, { nullable: true })
  high!: number | null;
}

@ObjectType()
export class RecallPoint {
  @Field(() => Int)
  k!: number;

  @Field(() => Float, { nullable: true, description: 'Mean R@k.' })
  recall!: number | null;
}

@ObjectType()
export class EvaluationTimings {
  @Field(() => Float, { description: 'Milliseconds the whole system run took.' })
  totalMs!: number;

  @Field(() => Float, { nullable: true, description: 'Median milliseconds per query (the pipeline, query encoding excluded).' })
  p50Ms!: number | null;

  @Field(() => Float, { nullable: true })
  p95Ms!: number | null;
}

@ObjectType()
export class QueryMeasure {
  @Field()
  measure!: string;

  @Field(() => Float, { nullable: true })
  value!: number | null;
}

@ObjectType({ description: "One query's result in an evaluation run." })
export class QueryEvaluation {
  @Field({ description: "'talk:<id>', 'paper:<id>', or the id of an external query file." })
  queryId!: string;

  @Field({ description: 'talk, paper or external.' })
  kind!: string;

  @Field(() => Int)
  year!: number;

  @Field({ description: 'Field of study the query is reported under.' })
  field!: string;

  @Field(() => Int, { description: 'Relevant papers a system could find (published before the query).' })
  relevant!: number;

  @Field(() => Float)
  milliseconds!: number;

  @Field(() => [QueryMeasure])
  measures!: QueryMeasure[];
}

@ObjectType({ description: 'One named system evaluated over one split by `refgraph eval`.' })
export class EvaluationRun {
  @Field(() => ID)
  id!: number;

  @Field()
  createdAt!: Date;

  @Field({ description: 'Runs made by one `refgraph eval` share a batch (same queries, split and seed).' })
  batch!: string;

  @Field()
  system!: string;

  @Field({ description: 'train, validation, test or all.' })
  split!: string;

  @Field(() => Int)
  seed!: number;

  @Field(() => GraphQLJSONObject, { description: 'Pipeline settings, weights, fusion, encoder, BM25 k1/b, k, measures, split boundaries, query source.' })
  config!: Record<string, unknown>;

  @Field(() => [MeasureMean])
  means!: MeasureMean[];

  @Field(() => [RecallPoint])
  recallCurve!: RecallPoint[];

  @Field(() => EvaluationTimings)
  timings!: EvaluationTimings;

  @Field(() => GraphQLJSONObject, { description: 'How many queries were loaded, in the split, judged, skipped; gold left out of the pool.' })
  queryCounts!: Record<string, number>;

  @Field(() => GraphQLJSONObject, { description: 'Counts of what the corpus held: papers, citations, talks, talkReferences.' })
  corpus!: Record<string, number>;
}

@ObjectType()
export class EvaluationRunEdge {
  @Field()
  cursor!: string;

  @Field(() => EvaluationRun)
  node!: EvaluationRun;
}

@ObjectType({ description: 'Evaluation runs, newest first (Relay cursor connection).' })
export class EvaluationRunConnection {
  @Field(() => [EvaluationRunEdge])
  edges!: EvaluationRunEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType()
export class QueryEvaluationEdge {
  @Field()
  cursor!: string;

  @Field(() => QueryEvaluation)
  node!: QueryEvaluation;
}

@ObjectType({ description: "A page of a run's per-query results, in query id order (Relay cursor connection)." })
export class QueryEvaluationConnection {
  @Field(() => [QueryEvaluationEdge])
  edges!: QueryEvaluationEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Per-query results of the run, over all pages.' })
  totalCount!: number;
}
