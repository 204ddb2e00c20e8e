/**
 * What a text typed in a search box may be, as users paste identifiers: a DOI (bare, `doi:` or a
 * doi.org URL), an arXiv id (`1706.03762v5`, `arXiv:…`, an arxiv.org URL), an OpenAlex work
 * (`W2741809807` or its URL), an ACL Anthology id (`N19-1423`, `2020.acl-main.1` or its URL), or
 * our own id (any single token the API accepts). Pure. The patterns are strict on purpose: the
 * API answers INVALID_ARGUMENT to a value that is not of the kind it is asked as, and only kinds
 * the text can be are asked.
 */

export type ExternalIdKind = 'DOI' | 'ARXIV' | 'OPENALEX' | 'ACL';

export interface IdCandidates {
  /** The text as an id of ours, when it can be one (1–200 printable ASCII characters, no whitespace). */
  internal: string | null;
  /** The external kinds the text can be, each with the value to ask for. */
  external: { kind: ExternalIdKind; value: string }[];
}

const INTERNAL_ID = /^[\x21-\x7e]{1,200}$/;
const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?10\.\d{4,9}\/\S+$/i;
const ARXIV = /^(?:https?:\/\/arxiv\.org\/(?:abs|pdf)\/|arxiv:\s*)?(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?(?:\.pdf)?$/i;
const OPENALEX = /^(?:https?:\/\/(?:www\.)?openalex\.org\/)?W\d{4,}$/i;
const ACL = /^(?:https?:\/\/aclanthology\.org\/)?(?:[A-Z]\d{2}-\d{4}|\d{4}\.[a-z0-9-]+\.\d+)(?:\.pdf|\/)?$/i;

const EXTERNAL: { kind: ExternalIdKind; pattern: RegExp }[] = [
  { kind: 'DOI', pattern: DOI },
  { kind: 'ARXIV', pattern: ARXIV },
  { kind: 'OPENALEX', pattern: OPENALEX },
  { kind: 'ACL', pattern: ACL },
];

export function idCandidates(text: string): IdCandidates {
  const value = text.trim();
  return {
    internal: INTERNAL_ID.test(value) ? value : null,
    external: EXTERNAL.filter(({ pattern }) => pattern.test(value)).map(({ kind }) => ({ kind, value })),
  };
}

/** How a suggestion found by an id says so. */
export const ID_KIND_NAMES: Record<ExternalIdKind | 'ID', string> = { DOI: 'DOI', ARXIV: 'arXiv id', OPENALEX: 'OpenAlex id', ACL: 'ACL Anthology id', ID: 'Refgraph id' };
