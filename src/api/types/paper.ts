import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from './language';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { Prisma } from '@prisma/client';
import { Node } from './node';

export enum ExternalIdKindEnum {
  DOI = 'DOI',
  ARXIV = 'ARXIV',
  OPENALEX = 'OPENALEX',
  ACL = 'ACL',
}
registerEnumType(ExternalIdKindEnum, {
  name: 'ExternalIdKind',
  description: 'An identifier in another system, accepted as users paste it (any case, with or without resolver prefix or URL).',
  valuesConfig: {
    DOI: { description: '10.xxxx/..., doi:10.xxxx/... or https://doi.org/10.xxxx/...' },
    ARXIV: { description: '1706.03762, 1706.03762v5, arXiv:1706.03762 or an arxiv.org/abs URL' },
    OPENALEX: { description: 'W2741809807 or https://openalex.org/W2741809807' },
    ACL: { description: 'ACL Anthology id: N19-1423, 2020.acl-main.1 or an aclanthology.org URL' },
  },
});

@ObjectType({ implements: Node, description: 'A scholarly paper. PostgreSQL holds it; its citation fields come from the Neo4j graph.' })
export class Paper {
  @Field(() => ID, { description: 'Stable external id given at ingestion (BibTeX-style key, DOI, ACL id...).' })
  id!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  abstract!: string | null;

  @Field(() => Int)
  year!: number;

  @Field(() => String, { nullable: true, description: 'Bare, lower-cased DOI (10.xxxx/...).' })
  doi!: string | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'The language of the title and abstract; UND when ingestion could not tell, null when stored without one.' })
  language!: string | null;

  @Field(() => [String])
  fieldsOfStudy!: string[];

  @Field(() => GraphQLJSONObject, { description: 'Identifiers in other systems, e.g. {"arxiv": "1706.03762"}.' })
  externalIds!: Prisma.JsonValue;

  /** Resolved by the venue field resolver. */
  venueId!: string | null;
}

@ObjectType({ implements: Node })
export class Venue {
  @Field(() => ID, { description: 'The normalised name.' })
  id!: string;

  @Field()
  name!: string;

  /** Known when the venue comes from the venues list; else resolved by the paperCount field resolver. */
  paperCount?: number;
}

@ObjectType({
  implements: Node,
  description:
    'A person who wrote papers: the name variants the sources wrote ("Geoffrey Hinton", "Geoffrey E. Hinton") merged when the evidence says they are one person (docs/authors.md). Identified by the normalised name of its canonical variant.',
})
export class Author {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The canonical variant: the name spelling out the most given names.' })
  name!: string;
}

@ObjectType({ description: 'A name variant of an author, and why it was merged into the author.' })
export class AuthorVariant {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'co-author, venue or orcid; null for the canonical variant.' })
  mergeReason!: string | null;

  @Field(() => [String], { description: 'The shared co-authors (surname and initial) or venues that decided the merge.' })
  mergeShared!: string[];

  @Field(() => String, { nullable: true, description: 'The ORCID iD a source gave for this spelling (0000-0002-1825-0097), if any.' })
  orcid!: string | null;
}

@ObjectType({ description: 'A person an author wrote papers with.' })
export class CoAuthor {
  @Field(() => Author)
  author!: Author;

  @Field(() => Int)
  sharedPapers!: number;
}

@ObjectType({ implements: Node, description: 'A scientific talk with its transcript; its references are the gold set of papers it cites.' })
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

  @Field(() => LanguageEnum, { nullable: true, description: 'The language of the transcript; UND when ingestion could not tell, null when stored without one.' })
  language!: string | null;

  @Field(() => [String])
  speakers!: string[];

  /** Resolved by the paper field resolver. */
  paperId!: string | null;
}
