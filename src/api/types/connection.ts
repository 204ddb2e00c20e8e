import { Field, Int, ObjectType } from 'type-graphql';
import { Author, Paper, Talk } from './paper';

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field()
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

@ObjectType()
export class PaperEdge {
  @Field()
  cursor!: string;

  @Field(() => Paper)
  node!: Paper;
}

@ObjectType({ description: 'A page of papers (Relay cursor connection), in the order of the list it pages through.' })
export class PaperConnection {
  @Field(() => [PaperEdge])
  edges!: PaperEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Papers in the list (matching its filter), over all pages.' })
  totalCount!: number;
}

@ObjectType()
export class TalkEdge {
  @Field()
  cursor!: string;

  @Field(() => Talk)
  node!: Talk;
}

@ObjectType({ description: 'A page of talks in id order (Relay cursor connection).' })
export class TalkConnection {
  @Field(() => [TalkEdge])
  edges!: TalkEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Talks over all pages.' })
  totalCount!: number;
}

@ObjectType()
export class AuthorEdge {
  @Field()
  cursor!: string;

  @Field(() => Author)
  node!: Author;
}

@ObjectType({ description: 'A page of authors in id order (Relay cursor connection).' })
export class AuthorConnection {
  @Field(() => [AuthorEdge])
  edges!: AuthorEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Authors matching the search, over all pages.' })
  totalCount!: number;
}
