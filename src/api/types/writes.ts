/** What deleteRecords returns, and the audit of writes as admins read it. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { PageInfo } from './connection';

@ObjectType()
export class RefusedDeletion {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Elasticsearch's reason; `refgraph reindex` brings the index to PostgreSQL." })
  reason!: string;
}

@ObjectType()
export class DeleteReport {
  @Field(() => [ID], { description: 'Papers deleted from PostgreSQL, Elasticsearch and Neo4j, with their authorships and citations both ways.' })
  deletedPaperIds!: string[];

  @Field(() => [ID])
  deletedTalkIds!: string[];

  @Field(() => [ID], { description: 'Paper ids asked for that are not stored (ids are matched exactly, case included).' })
  unknownPaperIds!: string[];

  @Field(() => [ID])
  unknownTalkIds!: string[];

  @Field(() => [RefusedDeletion])
  refused!: RefusedDeletion[];
}

@ObjectType({ description: 'One ingestion or deletion: who, what and when.' })
export class AuditEvent {
  @Field(() => ID)
  id!: string;

  @Field()
  createdAt!: Date;

  @Field({ description: '`key:<API key id>`, or `cli` for the command line.' })
  actor!: string;

  @Field(() => String, { nullable: true, description: 'The API key that wrote; null for the command line.' })
  keyId!: string | null;

  @Field({ description: '`ingest` or `delete`.' })
  action!: string;

  @Field(() => Int, { nullable: true, description: 'The ingestion run (ingest only).' })
  runId!: number | null;

  @Field(() => GraphQLJSONObject, { description: 'ingest: {read, stored, failed, papers, talks}; delete: {papers, talks, unknown}.' })
  counts!: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, { description: 'Ids written or deleted by kind (delete: also those unknown), at most 1,000 of each.' })
  ids!: Record<string, unknown>;

  @Field(() => Int, { description: 'Ids beyond those listed.' })
  idsOmitted!: number;
}

@ObjectType()
export class AuditEventEdge {
  @Field()
  cursor!: string;

  @Field(() => AuditEvent)
  node!: AuditEvent;
}

@ObjectType()
export class AuditEventConnection {
  @Field(() => [AuditEventEdge])
  edges!: AuditEventEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}
