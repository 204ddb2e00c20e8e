/**
 * When two author name variants are one person. Pure.
 *
 * Never on the name alone: a name says who someone may be, the evidence says who they are.
 * In order, first answer wins:
 * 1. both have an ORCID: the same ORCID merges, different ORCIDs never merge;
 * 2. the names must be compatible (author-names.ts: same normalised surname, given names that
 *    agree in full or by initials, a middle name may be missing); if not, no merge;
 * 3. a shared co-author (by surname and first initial, so "Andrew M. Dai" and "Andrew Dai" count
 *    as one) merges;
 * 4. a shared venue merges only when both first names are written in full and are the same
 *    ("Geoffrey Hinton" / "Geoffrey E. Hinton"): with an initial ("J. Zhang") a venue is weak
 *    evidence, since many people of one surname and initial publish at a large conference;
 * 5. otherwise no merge.
 */
import { coAuthorKey, compatibleNames, fullFirstNames, personName } from './author-names';
import { normalisedOrcid } from './orcid';

export interface AuthorEvidence {
  /** The name variant as stored. */
  name: string;
  orcid: string | null;
  /** Names of the people it wrote papers with. */
  coAuthors: readonly string[];
  /** Names of the venues it published in. */
  venues: readonly string[];
}

export type MergeReason = 'orcid' | 'orcid-differs' | 'names-differ' | 'co-author' | 'venue' | 'no-evidence';

export interface MergeDecision {
  merge: boolean;
  reason: MergeReason;
  /** The shared co-authors' or venues' keys that decided it. */
  shared: string[];
}

/** Stored ORCIDs are normalised already; a labelled file's may be in any form, or not valid. */
function orcidKey(orcid: string): string {
  return normalisedOrcid(orcid) ?? orcid.trim().toUpperCase();
}

function keys(values: readonly string[], key: (value: string) => string | null): Set<string> {
  return new Set(values.map(key).filter((k): k is string => k !== null && k !== ''));
}

const venueKey = (venue: string) => venue.trim().toLowerCase().replace(/\s+/g, ' ');

export function mergeDecision(a: AuthorEvidence, b: AuthorEvidence): MergeDecision {
  if (a.orcid !== null && b.orcid !== null) {
    const same = orcidKey(a.orcid) === orcidKey(b.orcid);
    return { merge: same, reason: same ? 'orcid' : 'orcid-differs', shared: [] };
  }
  const [nameA, nameB] = [personName(a.name), personName(b.name)];
  if (nameA === null || nameB === null || !compatibleNames(nameA, nameB)) return { merge: false, reason: 'names-differ', shared: [] };
  // The two variants themselves are not each other's evidence.
  const selves = keys([a.name, b.name], coAuthorKey);
  const coA = keys(a.coAuthors, coAuthorKey);
  const sharedCoAuthors = [...keys(b.coAuthors, coAuthorKey)].filter((k) => coA.has(k) && !selves.has(k)).sort();
  if (sharedCoAuthors.length > 0) return { merge: true, reason: 'co-author', shared: sharedCoAuthors };
  const venuesA = keys(a.venues, venueKey);
  const sharedVenues = [...keys(b.venues, venueKey)].filter((k) => venuesA.has(k)).sort();
  if (sharedVenues.length > 0 && fullFirstNames(nameA, nameB)) return { merge: true, reason: 'venue', shared: sharedVenues };
  return { merge: false, reason: 'no-evidence', shared: [] };
}
