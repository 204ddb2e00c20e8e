import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paper } from './paper';
import { IngestMatch } from './match-method';

@ObjectType()
export class SearchResult {
  @Field(() => Int, { description: '1-based rank.' })
  rank!: number;

  @Field(() => Float, { description: "The query's score: BM25 for search, the cosine for similarPapers and semanticSearch." })
  score!: number;

  @Field(() => Paper)
  paper!: Paper;
}

export enum EngineStatus {
  UP = 'UP',
  DOWN = 'DOWN',
  /** No answer within the check's timeout: a hung or overloaded engine, told apart from a refused one. */
  TIMEOUT = 'TIMEOUT',
}
registerEnumType(EngineStatus, {
  name: 'EngineStatus',
  valuesConfig: { TIMEOUT: { description: "No answer within the check's timeout (hung or overloaded)." } },
});

@ObjectType()
export class EngineHealth {
  @Field()
  name!: string;

  @Field(() => EngineStatus)
  status!: EngineStatus;

  @Field(() => String, { nullable: true, description: 'The engine\'s version: shown to admin keys only (it tells an attacker which flaws to try).' })
  version!: string | null;

  @Field(() => Float, { description: 'Round-trip time of the check, milliseconds.' })
  latencyMs!: number;

  @Field(() => String, { nullable: true, description: 'Why the engine is not up; for admin keys, also what an engine that is up holds.' })
  detail!: string | null;
}

@ObjectType()
export class Health {
  @Field(() => EngineStatus, { description: 'UP when every engine is up, else DOWN.' })
  status!: EngineStatus;

  @Field(() => [EngineHealth])
  engines!: EngineHealth[];
}

export enum IngestFormatEnum {
  JSONL = 'jsonl',
  OPENALEX = 'openalex',
  PAPERS = 'papers',
  CITATIONS = 'citations',
  CROSSREF = 'crossref',
  CSL_JSON = 'csl-json',
  BIBTEX = 'bibtex',
  RIS = 'ris',
}
registerEnumType(IngestFormatEnum, {
  name: 'IngestFormat',
  description:
    'JSONL: docs/ingest-format.md. OPENALEX: OpenAlex work objects. PAPERS, CITATIONS: plain paper and {citing, cited} objects without a kind. CROSSREF: Crossref work objects. CSL_JSON: CSL-JSON items. BIBTEX, RIS: records of the form {text}, each text holding one or more entries (errors name the line within its text).',
});

export enum IngestModeEnum {
  MERGE = 'merge',
  REPLACE = 'replace',
}
registerEnumType(IngestModeEnum, {
  name: 'IngestMode',
  description:
    'How a paper or talk meets the stored one with its id. MERGE: a field the record leaves out keeps its stored value (given as null or [], it is cleared). REPLACE: the record replaces the stored one whole. References only ever add citations (docs/ingest-format.md).',
});

@ObjectType()
export class IngestError {
  @Field(() => Int, { description: '1-based position of the record in the request (the line, for files).' })
  line!: number;

  @Field(() => String, { nullable: true })
  recordId!: string | null;

  @Field()
  field!: string;

  @Field()
  code!: string;

  @Field()
  message!: string;
}

@ObjectType()
export class IngestReport {
  @Field(() => Int)
  runId!: number;

  @Field(() => Int)
  recordsRead!: number;

  @Field(() => Int)
  recordsStored!: number;

  @Field(() => Int)
  recordsFailed!: number;

  @Field(() => [IngestError])
  errors!: IngestError[];

  @Field(() => [IngestMatch], { description: 'Records of a user\'s library (BibTeX, RIS, CSL-JSON, Crossref) or OpenAlex works that are a stored paper, which they enriched (docs/bibliography.md).' })
  matches!: IngestMatch[];
}
