import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { Prisma } from '@prisma/client';

@ObjectType({ description: 'A scholarly paper. PostgreSQL holds it; its citation fields come from the Neo4j graph.' })
export class Paper {
  @Field(() => ID, { description: 'Stable external id given at ingestion (BibTeX-style key, DOI, ACL id...).' })
  id!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  abstract!: string | null;

  @Field(() => Int)
  year!: number;

  @Field(() => String, { nullable: true })
  doi!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 639-1 code of the title/abstract text.' })
  language!: string | null;

  @Field(() => [String])
  fieldsOfStudy!: string[];

  @Field(() => GraphQLJSONObject, { description: 'Identifiers in other systems, e.g. {"arxiv": "1706.03762"}.' })
  externalIds!: Prisma.JsonValue;

  /** Resolved by the venue field resolver. */
  venueId!: string | null;
}

@ObjectType()
export class Venue {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;
}

@ObjectType({ description: 'A person who wrote papers; identified by normalised name until sources give ids.' })
export class Author {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;
}

@ObjectType({ description: 'A scientific talk with its transcript; its references are the gold set of papers it cites.' })
export class Talk {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field(() => Int)
  year!: number;

  @Field()
  transcript!: string;

  @Field(() => String, { nullable: true })
  sourceUrl!: string | null;

  @Field(() => String, { nullable: true })
  language!: string | null;

  @Field(() => [String])
  speakers!: string[];
}
