/** How an imported entry matched a stored paper (src/ingest/matching/match-rule.ts). */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { MatchMethod } from '../../ingest';

export enum MatchMethodEnum {
  DOI = 'doi',
  EXTERNAL_ID = 'external-id',
  TITLE_YEAR_AUTHOR = 'title-year-author',
  KEY = 'key',
}
registerEnumType(MatchMethodEnum, {
  name: 'MatchMethod',
  description: 'How an entry matched a stored paper, the first that holds in this order (docs/bibliography.md).',
  valuesConfig: {
    DOI: { description: 'The same DOI.' },
    EXTERNAL_ID: { description: 'The same id in another system (arXiv without version, OpenAlex, ACL Anthology, PubMed ...).' },
    TITLE_YEAR_AUTHOR: { description: "The same title (case, accents, LaTeX, punctuation and a subtitle set aside), the same first author's family name and the same year (one apart for a preprint)." },
    KEY: { description: 'The same id as the entry\'s key and the same title: an entry ingested before.' },
  },
});

/** The enum's values are MATCH_METHODS: a method added to one and not the other fails the build here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type MatchMethodEnumIsMatchMethod = Assert<Same<`${MatchMethodEnum}`, MatchMethod>>;

@ObjectType({ description: 'A record ingested into a stored paper it matched: written under that paper\'s id.' })
export class IngestMatch {
  @Field(() => Int)
  line!: number;

  @Field({ description: 'The id the record came with (its key).' })
  recordId!: string;

  @Field(() => ID, { description: 'The stored paper it is.' })
  paperId!: string;

  @Field(() => MatchMethodEnum)
  method!: MatchMethodEnum;
}
