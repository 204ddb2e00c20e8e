/** A bibliographic record as GraphQL shows it (types/paper-record.ts), from stored or parsed fields. Pure. */
import { displayName, effectiveType, type RecordFields, type StructuredName } from '../bibliography';
import { PaperRecord, PaperTypeEnum } from './types/paper-record';

export interface AuthorView {
  name: StructuredName;
  orcid: string | null;
  affiliations: string[];
}

export function recordView(fields: RecordFields, venue: string | null, authors: AuthorView[]): PaperRecord {
  return {
    ...fields,
    type: effectiveType(fields.type, venue) as PaperTypeEnum,
    typeGiven: fields.type !== null,
    containerTitle: venue,
    authors: authors.map(({ name, orcid, affiliations }, position) => {
      const parts = { family: name.family ?? null, given: name.given ?? null, particle: name.particle ?? null, suffix: name.suffix ?? null, literal: name.literal ?? null };
      return { position, name: { ...parts, display: displayName(name) }, orcid, affiliations };
    }),
  };
}
