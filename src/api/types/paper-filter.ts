import { Field, ID, InputType } from 'type-graphql';
import { LanguageEnum } from './language';
import { YearScalar } from './scalars';

/**
 * The one filter of every paper list, search and ranking (papers, searchPapers, semanticSearch,
 * recommendations, recommendCitations, recommendFromPapers, conceptSearch): list fields, any of
 * each list, all fields together. Checked in one place (paper-filters.ts).
 */
@InputType({
  description:
    'Which papers a list, search or ranking may hold: every field given must match (any of a list). Field-of-study and venue names are matched ignoring case, accents and punctuation; a name the library does not use is INVALID_ARGUMENT naming the closest ones.',
})
export class PaperFilter {
  @Field(() => YearScalar, { nullable: true, description: 'Published in or after this year.' })
  yearFrom?: number | null;

  @Field(() => YearScalar, { nullable: true, description: 'Published in or before this year (a ranking keeps its own limit too: the earlier one holds).' })
  yearTo?: number | null;

  @Field(() => [String], { nullable: true, description: 'In any of these fields of study.' })
  fieldsOfStudy?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'In any of these venues (names or venue ids).' })
  venues?: string[] | null;

  @Field(() => [LanguageEnum], { nullable: 'itemsAndList', description: 'Written in any of these languages (UND: undetermined); null for papers stored without a language.' })
  languages?: (string | null)[] | null;

  @Field(() => [ID], { nullable: true, description: 'By any of these authors (an author id names every name variant merged into it).' })
  authorIds?: string[] | null;
}
