/**
 * A paper's full bibliographic record (issue #48) in GraphQL: its type, container numbers, pages,
 * publisher, URLs and authors with their name parts, ORCIDs and affiliations.
 */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PaperType } from '../../bibliography';

export enum PaperTypeEnum {
  JOURNAL_ARTICLE = 'journal-article',
  CONFERENCE_PAPER = 'conference-paper',
  BOOK = 'book',
  CHAPTER = 'chapter',
  THESIS = 'thesis',
  PREPRINT = 'preprint',
  REPORT = 'report',
  DATASET = 'dataset',
  OTHER = 'other',
}
/** True when A and B are the same union. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/**
 * The enum's values are PAPER_TYPES (src/bibliography/paper-types.ts), no more, no fewer: a type
 * added to one and not the other fails the build here, so casting a PaperType to the enum is safe.
 */
export type PaperTypeEnumIsPaperType = Assert<Same<`${PaperTypeEnum}`, PaperType>>;

registerEnumType(PaperTypeEnum, { name: 'PaperType', description: 'What kind of work a paper is; each export format has its word for it (docs/bibliography.md).' });

@ObjectType({ description: 'A name with its parts: family, given, particle and suffix for a person, or one literal for an organisation.' })
export class PersonName {
  @Field(() => String, { nullable: true, description: 'Family name, compound surnames whole ("Spärck Jones", "Ramón y Cajal").' })
  family!: string | null;

  @Field(() => String, { nullable: true })
  given!: string | null;

  @Field(() => String, { nullable: true, description: 'Lower-case particle kept with the surname: "van der", "de la", "von".' })
  particle!: string | null;

  @Field(() => String, { nullable: true, description: 'Jr., III ...' })
  suffix!: string | null;

  @Field(() => String, { nullable: true, description: "An organisation's name, never split; the other parts are then null." })
  literal!: string | null;

  @Field({ description: 'The name as written: "Laurens van der Maaten".' })
  display!: string;
}

@ObjectType({ description: "An author of one paper, as that paper's source gave it." })
export class Authorship {
  @Field(() => Int, { description: '0-based position in the author list.' })
  position!: number;

  @Field(() => PersonName)
  name!: PersonName;

  @Field(() => String, { nullable: true, description: 'The ORCID iD the source gave for this author on this paper.' })
  orcid!: string | null;

  @Field(() => [String], { description: 'Institutions the source gave, in order.' })
  affiliations!: string[];
}

@ObjectType({ description: 'The fields a reference manager keeps: null or empty when the sources gave none.' })
export class PaperRecord {
  @Field(() => PaperTypeEnum, { description: 'The stored type, or the one the venue name suggests when the sources gave none.' })
  type!: PaperTypeEnum;

  @Field({ description: 'True when a source gave the type; false when it is read from the venue name.' })
  typeGiven!: boolean;

  @Field(() => String, { nullable: true, description: 'Journal, proceedings or book title (the venue).' })
  containerTitle!: string | null;

  @Field(() => [String])
  issn!: string[];

  @Field(() => [String])
  isbn!: string[];

  @Field(() => String, { nullable: true })
  volume!: string | null;

  @Field(() => String, { nullable: true })
  issue!: string | null;

  @Field(() => String, { nullable: true, description: '"first-last", one page, or an article number.' })
  pages!: string | null;

  @Field(() => String, { nullable: true })
  publisher!: string | null;

  @Field(() => String, { nullable: true })
  url!: string | null;

  @Field(() => String, { nullable: true })
  openAccessUrl!: string | null;

  @Field(() => [Authorship], { description: 'Authors in order with their name parts.' })
  authors!: Authorship[];
}
