/** A user's library matched against the stored papers (matchReferences, docs/bibliography.md). */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { IngestError } from './operations';
import { Paper } from './paper';
import { PaperRecord } from './paper-record';
import { LanguageEnum } from './language';
import { MatchMethodEnum } from './match-method';

export enum LibraryFormatEnum {
  BIBTEX = 'bibtex',
  RIS = 'ris',
  CSL_JSON = 'csl-json',
  CROSSREF = 'crossref',
}
registerEnumType(LibraryFormatEnum, {
  name: 'LibraryFormat',
  description: 'The file a reference manager exports: BibTeX or biblatex (.bib), RIS (.ris), CSL-JSON (a JSON list of items, Zotero\'s "CSL JSON"), or Crossref works JSON.',
});

export enum ReferenceStatusEnum {
  HELD = 'held',
  MISSING = 'missing',
  INVALID = 'invalid',
}
registerEnumType(ReferenceStatusEnum, {
  name: 'ReferenceStatus',
  description: 'HELD: the library holds the paper. MISSING: it does not (the entry is read, see record). INVALID: the entry cannot be read or is not a valid record (see errors).',
});

@ObjectType({ description: 'An entry as read from the text, in ingestion terms (docs/ingest-format.md).' })
export class ImportedRecord {
  @Field()
  title!: string;

  @Field(() => Int)
  year!: number;

  @Field(() => String, { nullable: true })
  abstract!: string | null;

  @Field(() => String, { nullable: true })
  doi!: string | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'The language the entry names, when it is one the library stores (ISO 639-1).' })
  language!: string | null;

  @Field(() => GraphQLJSONObject, { description: 'Ids in other systems, e.g. {"arxiv": "1810.04805"}.' })
  externalIds!: Record<string, string>;

  @Field(() => PaperRecord, { description: 'Type, container, volume, issue, pages, publisher, URLs and authors with their name parts.' })
  record!: PaperRecord;
}

@ObjectType()
export class ReferenceEntry {
  @Field(() => Int, { description: "The entry's first line (BibTeX, RIS) or its 1-based position in the list (CSL-JSON, Crossref)." })
  line!: number;

  @Field(() => String, { nullable: true, description: "The entry's key or id (its DOI when it has no usable id); null when not even that can be read." })
  key!: string | null;

  @Field(() => ReferenceStatusEnum)
  status!: ReferenceStatusEnum;

  @Field(() => Paper, { nullable: true, description: 'The stored paper (HELD).' })
  paper!: Paper | null;

  @Field(() => MatchMethodEnum, { nullable: true, description: 'How it matched (HELD).' })
  matchedBy!: MatchMethodEnum | null;

  @Field(() => ImportedRecord, { nullable: true, description: 'The entry as read (HELD and MISSING), for a client to show or to ingest.' })
  imported!: ImportedRecord | null;

  @Field(() => [IngestError], { description: 'Why the entry cannot be used (INVALID); empty otherwise.' })
  errors!: IngestError[];
}

@ObjectType()
export class ReferenceMatches {
  @Field(() => [ReferenceEntry], { description: 'Every entry, in file order.' })
  entries!: ReferenceEntry[];

  @Field(() => [ID], { description: 'The stored papers the library holds, each once, in file order: seeds for recommendFromPapers (positiveIds) or an explorer collection.' })
  paperIds!: string[];

  @Field(() => Int)
  held!: number;

  @Field(() => Int)
  missing!: number;

  @Field(() => Int)
  invalid!: number;
}
