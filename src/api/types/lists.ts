import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from './connection';
import { SearchResult } from './operations';
import { Venue } from './paper';

export enum PaperSortKeyEnum {
  RELEVANCE = 'RELEVANCE',
  YEAR = 'YEAR',
  CITATIONS = 'CITATIONS',
}
registerEnumType(PaperSortKeyEnum, {
  name: 'PaperSortKey',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first (search only; descending only).' },
    YEAR: { description: 'Publication year.' },
    CITATIONS: { description: 'Citations from the stored papers.' },
  },
});

export enum SortDirectionEnum {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirectionEnum, { name: 'SortDirection' });

@InputType({ description: 'The order of a paper list; ties are broken by relevance (search), then by paper id.' })
export class PaperSort {
  @Field(() => PaperSortKeyEnum)
  by!: PaperSortKeyEnum;

  @Field(() => SortDirectionEnum, { defaultValue: SortDirectionEnum.DESC })
  direction!: SortDirectionEnum;
}

@ObjectType()
export class SearchResultEdge {
  @Field()
  cursor!: string;

  @Field(() => SearchResult)
  node!: SearchResult;
}

@ObjectType({ description: 'A page of search results (Relay cursor connection), with the number of matching papers.' })
export class SearchResultConnection {
  @Field(() => [SearchResultEdge])
  edges!: SearchResultEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Papers matching the query and filter, over all pages.' })
  totalCount!: number;
}

@ObjectType()
export class VenueEdge {
  @Field()
  cursor!: string;

  @Field(() => Venue)
  node!: Venue;
}

@ObjectType({ description: 'A page of venues, most papers first (Relay cursor connection).' })
export class VenueConnection {
  @Field(() => [VenueEdge])
  edges!: VenueEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Venues matching the search, over all pages.' })
  totalCount!: number;
}

@ObjectType({ description: 'A field of study, as papers name it.' })
export class FieldOfStudy {
  @Field()
  name!: string;

  @Field(() => Int, { description: 'Papers in this field.' })
  paperCount!: number;
}

@ObjectType()
export class FieldOfStudyEdge {
  @Field()
  cursor!: string;

  @Field(() => FieldOfStudy)
  node!: FieldOfStudy;
}

@ObjectType({ description: 'A page of fields of study, most papers first (Relay cursor connection).' })
export class FieldOfStudyConnection {
  @Field(() => [FieldOfStudyEdge])
  edges!: FieldOfStudyEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Fields matching the search, over all pages.' })
  totalCount!: number;
}
