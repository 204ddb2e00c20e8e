/**
 * Which stored name variants of one surname are one person, and which variant names them. Pure.
 *
 * Variants join a person one at a time, in id order (so the same library always gives the same
 * people): a variant joins the first person whose every variant has a compatible name and one of
 * whose variants the merge rule merges it with (shared co-author, shared venue, same ORCID).
 * Requiring every variant's name to be compatible keeps an initials-only variant from chaining
 * two people together: "J. Chen" may join "John Chen", but then "Jiajun Chen" cannot.
 */
import { compatibleNames, personName } from './author-names';
import { AuthorEvidence, mergeDecision, MergeReason } from './merge-rule';

export interface VariantEvidence extends AuthorEvidence {
  /** The stored author id (the normalised name key). */
  id: string;
}

export interface ResolvedVariant {
  id: string;
  /** The id of the person's canonical variant; null when this variant is the canonical one. */
  canonicalId: string | null;
  /** Why it joined its person: the decision that merged it with the variant named in `with`. */
  reason: MergeReason | null;
  shared: string[];
}

/** How fully a variant spells its given names: names written out, then names given, then length. */
function fullness(variant: VariantEvidence): [number, number, number] {
  const given = personName(variant.name)?.given ?? [];
  return [given.filter((name) => name.full !== null).length, given.length, variant.name.length];
}

/**
 * The variant a person is named by: the one spelling out the most given names ("Mark Lee" over
 * "M. G. Lee"), then with the most given names ("Geoffrey E. Hinton" over "Geoffrey Hinton"), then
 * the longest, then the smallest id.
 */
function canonicalOf(variants: readonly VariantEvidence[]): VariantEvidence {
  const ranked = variants.map((variant) => ({ variant, key: fullness(variant) }));
  ranked.sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || b.key[2] - a.key[2] || (a.variant.id < b.variant.id ? -1 : a.variant.id > b.variant.id ? 1 : 0));
  return ranked[0]!.variant;
}

export function resolveVariants(variants: readonly VariantEvidence[]): ResolvedVariant[] {
  const people: { variants: VariantEvidence[]; joined: Map<string, { reason: MergeReason; shared: string[] }> }[] = [];
  const inOrder = [...variants].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const variant of inOrder) {
    const name = personName(variant.name);
    let person: (typeof people)[number] | undefined;
    let decision: ReturnType<typeof mergeDecision> | undefined;
    for (const candidate of name === null ? [] : people) {
      const compatible = candidate.variants.every((member) => {
        const memberName = personName(member.name);
        return memberName !== null && compatibleNames(memberName, name!);
      });
      decision = compatible ? candidate.variants.map((member) => mergeDecision(member, variant)).find((d) => d.merge) : undefined;
      if (decision) {
        person = candidate;
        break;
      }
    }
    if (person && decision) {
      person.variants.push(variant);
      person.joined.set(variant.id, { reason: decision.reason, shared: decision.shared });
    } else {
      people.push({ variants: [variant], joined: new Map() });
    }
  }
  return people.flatMap((person) => {
    const canonical = canonicalOf(person.variants);
    return person.variants.map((variant) => {
      if (variant.id === canonical.id) return { id: variant.id, canonicalId: null, reason: null, shared: [] };
      // The canonical variant may have joined after this one: the first joiner's reason then stands for the first variant.
      const joined = person.joined.get(variant.id) ?? person.joined.get(canonical.id)!;
      return { id: variant.id, canonicalId: canonical.id, reason: joined.reason, shared: joined.shared };
    });
  });
}
