/**
 * Identifiers in other systems, as users paste them: DOIs in any case and with or without their
 * resolver prefix, arXiv ids with or without "arXiv:" and a version, OpenAlex ids bare or as
 * URLs (OpenAlex's own `ids` hold URLs, and ingestion keeps them as given), ACL Anthology ids.
 * Pure: each kind turns a pasted value into the stored forms it may match.
 */
export const EXTERNAL_ID_KINDS = ['DOI', 'ARXIV', 'OPENALEX', 'ACL'] as const;
export type ExternalIdKind = (typeof EXTERNAL_ID_KINDS)[number];

const DOI = /^10\.\d{4,9}\/\S+$/;

/** A bare, lower-cased DOI (`10.xxxx/...`), or null when the value is not one. */
export function bareDoi(value: string): string | null {
  const bare = value.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '').toLowerCase();
  return DOI.test(bare) ? bare : null;
}

/** The key under which `externalIds` holds the kind (DOI has its own column). */
export const EXTERNAL_ID_KEYS: Record<Exclude<ExternalIdKind, 'DOI'>, string> = { ARXIV: 'arxiv', OPENALEX: 'openalex', ACL: 'acl' };

/**
 * The stored values a pasted id may match, most likely first; empty when the value cannot be
 * an id of that kind. DOI: the bare lower-cased DOI.
 */
export function storedForms(kind: ExternalIdKind, pasted: string): string[] {
  const value = pasted.trim();
  if (value === '') return [];
  switch (kind) {
    case 'DOI': {
      const doi = bareDoi(value);
      return doi === null ? [] : [doi];
    }
    case 'ARXIV': {
      const id = value.replace(/^(https?:\/\/arxiv\.org\/(abs|pdf)\/|arxiv:\s*)/i, '').replace(/\.pdf$/i, '');
      const unversioned = id.replace(/v\d+$/, '');
      return [...new Set([id, unversioned])];
    }
    case 'OPENALEX': {
      const id = value.replace(/^https?:\/\/(www\.)?openalex\.org\//i, '');
      if (!/^[WAISCPF]\d+$/i.test(id)) return [];
      const canonical = id.toUpperCase();
      return [canonical, `https://openalex.org/${canonical}`];
    }
    case 'ACL': {
      const id = value.replace(/^https?:\/\/aclanthology\.org\//i, '').replace(/(\.pdf|\/)$/i, '');
      // Old-style ids are upper-case letters (P19-1001); new-style are lower-case (2020.acl-main.1).
      return [...new Set([id, /^[a-z]\d{2}-\d{4}$/i.test(id) ? id.toUpperCase() : id.toLowerCase()])];
    }
  }
}
